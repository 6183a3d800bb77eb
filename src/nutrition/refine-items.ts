import { addComboSides } from "./combo-sides.js";
import { inChainDish } from "./chain-dish.js";
import type { Food } from "./db/food-types.js";
import { amountsApiece } from "./amount-apiece.js";
import { kindsOfCounted } from "./kinds-of-counted.js";
import { phraseTypedLast } from "./phrase-typed-last.js";
import type { NutritionEngine } from "./engine.js";
import { categoryGroup } from "./portion/portion-params.js";
import { headNoun, matchFood, queryTokens } from "./match/match-food.js";
import { namingPhrase, phraseFood, phraseWords } from "./match/food-phrases.js";
import { isStopword, stem, words } from "./match/tokenize.js";
import { FLAVOUR_CATEGORIES, inCategories, MEAT, RED_MEATS, USDA_NAME_WORDS } from "./match/match-words.js";
import { isFoodWord } from "./match/open-vocabulary.js";
import { itemSpans, joinSpans } from "./parse/spans.js";
import type { ParsedItem } from "./parse/types.js";
import { EXTRA_FOODS, SIDE_FOODS } from "./parse/lexicon/extra-words.js";
import { PART_JOINERS } from "./parse/lexicon/part-joiners.js";
import { SAYS_WHICH_ONE } from "./parse/lexicon/filler-words.js";
import { FOOTLONG } from "./portion/units.js";
import { addServedWith } from "./served-with.js";

/** Words that make a second mention a second helping, not the same food again. */
const ANOTHER = /\b(?:another|second|more|again|extra|seconds|refill|also|additional|other|two|three|(?!1\b)\d+)\b/;
/** "…a cheeseburger, specifically a Whopper with cheese": the later words name the same food more precisely. */
const SPECIFYING = /^(?:specifically|namely|particularly|in particular|that is|i\.e\.?|a\.k\.a\.?)\b/;
/** "a bowl of cereal, like frosted flakes": a food of the same kind said after "like" says which one it was. */
const LIKE = new RegExp(`^(?:${SAYS_WHICH_ONE.join("|")})\\b`);
/** "a delicious banana, just one banana": the count said again, not a second one. */
const JUST_ONE = /^(?:just|only|exactly)\s+(?:a|an|one)\b|\bin total\b/;

const MINE = /^my\b/;
const WITH_TAIL = /\s+with\s+/;
/** Two items said as one ("eggs, toast"): their phrases joined by a comma, their spans with them. */
const joinPhrases = (a: ParsedItem, b: ParsedItem): Pick<ParsedItem, "phrase" | "spans"> => ({
  phrase: `${a.phrase}, ${b.phrase}`,
  spans: joinSpans(a.spans, a.phrase.length, ", ", b.spans),
});

/** "oreos (6 cookies)": the count restating a food, in brackets after its name, which the title leaves out. */
const countedIn = (a: ParsedItem, b: ParsedItem): Pick<ParsedItem, "phrase" | "spans"> => ({
  phrase: `${a.phrase} (${b.phrase})`,
  spans: joinSpans(a.spans, a.phrase.length, " (", b.spans),
});

const isCounted = (item: ParsedItem) => !item.quantity || (item.quantity.amount === 1 && !item.quantity.unit);
/**
 * How much a wording says about the food: the rarity of the words its best food explains ("jelly doughnut"), not
 * talk around it ("every bite of the delicious doughnut").
 */
function precision(item: ParsedItem, engine: NutritionEngine): number {
  const food = matchFood(item.foodText, engine.index, item.without)?.food;
  if (!food) return 0;
  const named = new Set(words(`${food.description} ${food.synonyms.join(" ")}`).map(stem));
  return queryTokens(item.foodText, engine.index)
    .filter((t) => named.has(t))
    .reduce((sum, t) => sum + (engine.index.idf.get(t) ?? 0), 0);
}
/** "a double cheeseburger, the McDouble": a definite name right after a food of its kind is that food. */
const DEFINITE = /^the\b/;
function sameCategory(a: ParsedItem, b: ParsedItem, engine: NutritionEngine): boolean {
  const category = (i: ParsedItem) => matchFood(i.foodText, engine.index, i.without)?.food.category;
  const first = category(a);
  return first !== undefined && first === category(b);
}

/**
 * "a bowl of cereal, like frosted flakes", "a soda, like a sprite": the later food is of the earlier's kind, by its
 * category or by the earlier's head noun in its USDA name.
 */
function saysWhichOne(earlier: ParsedItem, item: ParsedItem, engine: NutritionEngine): boolean {
  if (earlier.role !== "food") return false;
  if (sameCategory(earlier, item, engine)) return true;
  const head = headNoun(earlier.foodText, engine.index);
  const food = matchFood(item.foodText, engine.index, item.without)?.food;
  return head !== undefined && food !== undefined && words(food.description).map(stem).includes(head);
}

/**
 * "a cheeseburger and a bottle of cola, specifically a Whopper with cheese", "…, the Quarter Pounder": the latest food of
 * the same kind is the one named again, wherever it stands in the list.
 */
function latestOfKind(out: readonly ParsedItem[], item: ParsedItem, engine: NutritionEngine): number {
  for (let i = out.length - 1; i >= 0; i--) {
    const earlier = out[i];
    if (earlier?.role === "food" && sameCategory(earlier, item, engine)) return i;
  }
  return -1;
}

/**
 * "a cup of Muscle Milk light, a convenient and tasty nutritional drink", "a can of Slim Fast, a delicious and
 * sugar-free nutritional drink": a food said right after another in the same sentence as "a" something described by
 * talk ("convenient"), in words all of the earlier food's name or of its brand's variants in USDA, only says what
 * that food is.
 */
function describesLast(out: readonly ParsedItem[], item: ParsedItem, engine: NutritionEngine): boolean {
  const earlier = out[out.length - 1];
  const phrase = item.phrase.toLowerCase();
  // "…, followed by a meaty small taco": a size of its own makes it one of its own.
  if (!earlier || earlier.role !== "food" || item.role !== "food" || !isCounted(item) || item.quantity?.size)
    return false;
  if (!APPOSITIVE.test(phrase) || ANOTHER.test(phrase) || (earlier.sentence ?? 0) !== (item.sentence ?? 0))
    return false;
  if (!item.spans.some((s) => s.kind === "other")) return false;
  const head = headNoun(item.foodText, engine.index);
  const food = head ? matchFood(earlier.foodText, engine.index, earlier.without)?.food : undefined;
  if (!head || !food) return false;
  const said = words(item.foodText).map(stem);
  const nameWords = (f: Food) => words(`${f.description} ${f.synonyms.join(" ")}`).map(stem);
  const named = new Set(nameWords(food));
  if (!named.has(stem(head))) return false;
  if (said.every((w) => named.has(w))) return true;
  // "sugar-free" of a Slim Fast: a word of another of the brand's foods of that kind ("…, sugar free (Slim Fast)").
  const brand = /\([^)]+\)$/.exec(food.description)?.[0];
  const kind = `${food.description.split(",")[0]},`;
  const variants = brand
    ? engine.db.foods.filter((f) => f.description.startsWith(kind) && f.description.endsWith(brand)).flatMap(nameWords)
    : [];
  return said.every((w) => named.has(w) || variants.includes(w));
}
/** "…, a delicious nutritional drink": an appositive opens with its article. */
const APPOSITIVE = /^(?:a|an)\s/;

/** Words pointing at a food already named: "alongside my 1 sandwich", "the delicious doughnut". */
const POINTING = /\b(?:the|that|this|it)\b/;
const POINTS_BACK = new RegExp(`${POINTING.source}|\\bmy\\b`);
/** Each phrase names the food with a word the other lacks ("orange chicken", "sesame chicken"). */
function twoOfAKind(a: ParsedItem | undefined, b: ParsedItem): boolean {
  if (!a) return false;
  const said = (item: ParsedItem) =>
    new Set(
      words(item.foodText)
        .filter((w) => !isStopword(w) && isFoodWord(w))
        .map(stem),
    );
  const [x, y] = [said(a), said(b)];
  return [...x].some((w) => !y.has(w)) && [...y].some((w) => !x.has(w));
}

/**
 * A food said twice is eaten once: "a jelly doughnut … every bite of the delicious doughnut", "a cheeseburger,
 * specifically a Whopper with cheese". The more precise wording and any measured amount are kept.
 */
export function mergeRestatements(items: ParsedItem[], engine: NutritionEngine): ParsedItem[] {
  const out: ParsedItem[] = [];
  const heads: (string | undefined)[] = [];
  for (const item of items) {
    const last = out[out.length - 1];
    if (last && describesLast(out, item, engine)) {
      out[out.length - 1] = { ...last, without: [...last.without, ...item.without] };
      continue;
    }
    const head = item.role === "food" ? headNoun(item.foodText, engine.index) : undefined;
    const phrase = item.phrase.toLowerCase();
    const like = LIKE.test(phrase) && item.role === "food" && out.at(-1)?.sentence === item.sentence;
    const likeKind = like && saysWhichOne(out.at(-1) as ParsedItem, item, engine) ? 0 : -1;
    const specifies = (SPECIFYING.test(phrase) || likeKind >= 0) && out.length > 0;
    const definite = DEFINITE.test(phrase) && !item.quantity && item.role === "food";
    const ofKind = likeKind >= 0 ? out.length - 1 : specifies || definite ? latestOfKind(out, item, engine) : -1;
    const names = definite && ofKind >= 0;
    const laterSentence = (i: number) => (item.sentence ?? 0) > (out[i]?.sentence ?? 0);
    // "california roll and a spicy tuna roll": two of a kind listed in one sentence, each said with words the other
    // lacks, are two foods ("… the delicious doughnut" points back at the jelly doughnut).
    const listed = (i: number) => !laterSentence(i) && !POINTS_BACK.test(phrase) && twoOfAKind(out[i], item);
    const byHead = head ? heads.findIndex((h, i) => h !== undefined && stem(h) === stem(head) && !listed(i)) : -1;
    // "a sausage on a biscuit … jelly to spread on my biscuit": "my" points back at a food already named.
    const pointsBack = (i: number) => laterSentence(i) || MINE.test(phrase);
    const at = specifies
      ? ofKind >= 0
        ? ofKind
        : out.length - 1
      : names
        ? ofKind
        : byHead >= 0
          ? byHead
          : namedAgain(out, item, pointsBack);
    // "a raw avocado … I savored the entire fruit": a class word after a food of that class is that food again.
    const classAt = at < 0 && head ? lastOfClass(out, head, engine) : -1;
    // "oreos 6 cookies", "chips ahoy 3 cookies": the kind USDA names the food before by, said alone with the count
    // that one of them lacks, is that food counted.
    const kindAt = at < 0 && classAt < 0 && head ? kindOfLast(out, item, head, engine) : -1;
    const kindOf = kindAt >= 0 ? out[kindAt] : undefined;
    // "fried chicken 2 drumsticks", "korean fried chicken 6 wings": the pieces counted are the food's own.
    const pieces = at < 0 && classAt < 0 && kindAt < 0 ? piecesOfLast(out, item, engine) : undefined;
    if (pieces) {
      out[out.length - 1] = pieces;
      continue;
    }
    if (kindOf && !kindOf.quantity !== !item.quantity) {
      const tail = [saidBeforeParts(item).slice(1).join(" "), ...item.foodText.split(WITH_TAIL).slice(1)]
        .filter(Boolean)
        .join(" with ");
      out[kindAt] = {
        ...kindOf,
        ...countedIn(kindOf, item),
        foodText: tail ? `${kindOf.foodText} with ${tail}` : kindOf.foodText,
        quantity: kindOf.quantity ?? item.quantity,
      };
      continue;
    }
    const earlier = at >= 0 ? out[at] : classAt >= 0 ? out[classAt] : undefined;
    const restated =
      earlier &&
      // "a bowl of cereal, like frosted flakes": which one it was, whatever its amount.
      ((likeKind >= 0 && !item.quantity) ||
        // "a raw apple, a medium piece of fruit": one piece of a class is one of it.
        ((isCounted(item) || (classAt >= 0 && item.quantity?.amount === 1 && item.quantity.unit === "piece")) &&
          isCounted(earlier) &&
          !ANOTHER.test(phrase) &&
          (specifies ||
            !earlier.quantity ||
            !item.quantity ||
            // "alongside my 1 sandwich": the one already named.
            POINTING.test(phrase) ||
            MINE.test(phrase) ||
            JUST_ONE.test(phrase) ||
            classAt === out.length - 1 ||
            (at >= 0 && laterSentence(at)))));
    if (!earlier || !restated) {
      out.push(item);
      heads.push(head);
      continue;
    }
    if (classAt >= 0) continue; // the earlier food says more than its class word
    if (specifies) heads[at] = head;
    // "a crisp raw carrot, specifically one regular carrot": the later words win unless they say less.
    const later = precision(item, engine);
    const before = precision(earlier, engine);
    if (specifies ? later >= before : later > before) {
      out[at] = {
        ...item,
        quantity: earlier.quantity ?? item.quantity,
        without: [...earlier.without, ...item.without],
      };
    }
  }
  return out;
}

/**
 * "I had a waffle cone loaded with vanilla ice cream and a banana. I enjoyed one ice cream cone and one banana": a later
 * sentence naming a food already named (its last word and all but one of its words) names the same food, and so does
 * "my biscuit" in the same sentence.
 */
function namedAgain(out: readonly ParsedItem[], item: ParsedItem, pointsBack: (i: number) => boolean): number {
  const said = words(item.foodText).map(stem);
  const last = said[said.length - 1];
  if (last === undefined || item.role !== "food") return -1;
  return out.findIndex((earlier, i) => {
    if (earlier.role !== "food" || !pointsBack(i)) return false;
    const named = new Set(words(earlier.foodText).map(stem));
    return named.has(last) && said.filter((w) => named.has(w)).length >= said.length - 1;
  });
}

/** Class words and the USDA foods they cover: FNDDS fruit (6…) and vegetable (7…) codes, SR's fruit and vegetable groups. */
const CLASS_OF: Record<string, (id: string, category: string) => boolean> = {
  fruit: (id, category) => /^fndds:6/.test(id) || category === "sr0900",
  vegetable: (id, category) => /^fndds:7/.test(id) || category === "sr1100",
};
function lastOfClass(items: ParsedItem[], head: string, engine: NutritionEngine): number {
  const inClass = CLASS_OF[stem(head)];
  if (!inClass) return -1;
  for (let i = items.length - 1; i >= 0; i--) {
    const item = items[i] as ParsedItem;
    const food = item.role === "food" ? matchFood(item.foodText, engine.index, item.without)?.food : undefined;
    if (food && inClass(food.id, food.category)) return i;
  }
  return -1;
}

/**
 * The item is one word, the head noun opening the USDA name of the food said just before it in the same sentence
 * ("Cookie, chocolate sandwich" for "oreos … cookies"): the index of that food, else -1.
 */
function kindOfLast(items: ParsedItem[], item: ParsedItem, head: string, engine: NutritionEngine): number {
  const last = items.at(-1);
  // "veggie omelette 3 eggs w spinach": what the counted kind is said with are the food's parts.
  // "veggie omelet 3 eggs spinach mushrooms feta": counted, the kind said first and the parts after it.
  if (!last || last.role !== "food" || (last.sentence ?? 0) !== (item.sentence ?? 0)) return -1;
  const said = saidBeforeParts(item);
  const counted = item.quantity !== undefined && !item.quantity.unit;
  if (said.length === 0) return -1;
  if (said.length > 1 && !counted) return -1;
  const kindSaid = said.length === 1 ? head : (said[0] as string);
  if (words(last.foodText).some((w) => stem(w) === stem(kindSaid))) return -1;
  const food = matchFood(last.foodText, engine.index, last.without)?.food;
  const kind = words(food?.description.split(",")[0] ?? "").at(-1);
  return kind !== undefined && stem(kind) === stem(kindSaid) ? items.length - 1 : -1;
}

/**
 * "fried chicken 2 drumsticks": a count of one word, said right after a food with no amount of its own, of the pieces
 * that food comes in: the food said with that word names a USDA food whose name opens with the piece ("Chicken
 * drumstick, fried, coated, …"), a kind of the food said first (its head noun before the piece). That food, counted.
 */
function piecesOfLast(items: ParsedItem[], item: ParsedItem, engine: NutritionEngine): ParsedItem | undefined {
  const last = items.at(-1);
  const said = saidBeforeParts(item);
  const piece = said[0];
  if (!last || last.role !== "food" || last.quantity || (last.sentence ?? 0) !== (item.sentence ?? 0)) return undefined;
  if (item.role !== "food" || !item.quantity || item.quantity.unit || said.length !== 1 || piece === undefined)
    return undefined;
  if (item.foodText.split(WITH_TAIL).length > 1 || words(last.foodText).some((w) => stem(w) === stem(piece)))
    return undefined;
  const first = matchFood(last.foodText, engine.index, last.without)?.food;
  const both = `${last.foodText} ${piece}`;
  const found = matchFood(both, engine.index, last.without)?.food;
  const openingOf = (d: string) => words(d.split(",")[0] ?? "").map(stem);
  const opening = found ? openingOf(found.description) : [];
  const firstHead = first ? openingOf(first.description).at(-1) : undefined;
  if (!firstHead || opening.at(-1) !== stem(piece) || opening.at(-2) !== firstHead) return undefined;
  return { ...last, ...countedIn(last, item), foodText: both, quantity: item.quantity };
}

/** The words an item says before its parts ("3 eggs w spinach": "eggs"). */
const saidBeforeParts = (item: ParsedItem): string[] =>
  words(item.foodText.split(WITH_TAIL)[0] ?? "").filter((w) => !isStopword(w));

/** "a drink of whiskey", "another doughnut", "I also had…", "a fl oz of creamer" are foods of their own. */
const OWN_FOOD = /^(?:i|we)\b|^(?:a|an|one)\s+[a-z-]+\s+of\b|\d|\b(?:fl|oz|cup|cups|tbsp|tsp|ml|glass|can|bottle)\b/;
/** "a layer of chocolate icing", "a fruit filling": part of the food before it, never a food of its own. */
const PART_OF = /\b(?:layer|filling|coating|glaze|drizzle|swirl|crust|dusting|frosting)s?\b/;
/** "a bit of fat", "a variety of vegetables", "a dollop of sour cream": an amount that weighs nothing. */
const VAGUE_AMOUNT =
  /^(?:a |an |some )?(?:(?:generous|small|little|nice|healthy|light|good|tiny) )?(?:bit|touch|variety|assortment|mix|mixture|medley|selection|blend|combination|hint|dash|dollop|smattering|little)\s+of\b/;
function readsAsPart(item: ParsedItem): boolean {
  const p = item.phrase.toLowerCase();
  if (VAGUE_AMOUNT.test(p) && !/\d/.test(p)) return true;
  return !item.quantity && (PART_OF.test(p) || (!OWN_FOOD.test(p) && !ANOTHER.test(p)));
}

/**
 * "a croissant sandwich with crispy bacon, a fluffy egg, and gooey cheese": one of each, listed after a dish said with
 * what it holds, may be one of its parts (kept only if the dish's USDA name says so).
 */
const listedInDish = (dish: ParsedItem, item: ParsedItem) =>
  /\bwith\b/.test(dish.phrase) &&
  item.quantity?.amount === 1 &&
  !item.quantity.unit &&
  !item.quantity.size &&
  /^(?:a|an|one)$/.test(item.quantity.raw) &&
  !ANOTHER.test(item.phrase.toLowerCase()) &&
  !/^(?:i|we)\b/.test(item.phrase.toLowerCase());

/** "covered in …", "perfectly seasoned to …", "bursting with …": words describing the dish before them. */
const DESCRIBING = /^(?:\w+ly\s+)?\w+(?:ed|ing)\s+(?:in|with|to|by|on|into|of)\s+/;

/** "apple pie, vanilla ice cream": a food served beside a dish (extra-words.json `sides`) is never a part of it. */
function isSide(item: ParsedItem): boolean {
  const said = words(item.foodText);
  return SIDE_FOODS.has(said.slice(-2).join(" ")) || SIDE_FOODS.has(said.at(-1) ?? "");
}

/** USDA's words for less of something ("Oatmeal, REDUCED sugar", "LOW fat"), besides those saying it is absent. */
const LESS_OF = new Set([...USDA_NAME_WORDS.negating, ...USDA_NAME_WORDS.lessOf]);
const ABSENT_AFTER = new Set(USDA_NAME_WORDS.absentAfter);

/**
 * The food's name holds the part's word as something in it, not as what it lacks ("brown sugar" is no "Oatmeal,
 * reduced sugar"), unless the part says that too ("waffle, reduced fat").
 */
function holds(description: string, w: string | undefined, partText: string): boolean {
  if (w === undefined) return false;
  const said = words(description);
  if (words(partText).some((x) => LESS_OF.has(x))) return said.some((x) => stem(x) === stem(w));
  return said.some(
    (x, i) => stem(x) === stem(w) && !LESS_OF.has(said[i - 1] ?? "") && !ABSENT_AFTER.has(said[i + 1] ?? ""),
  );
}

/** What a USDA food is: the last word of its name before any comma or "with …" ("Hot dog SANDWICH, turkey"). */
const foodNoun = (description: string): string | undefined =>
  words(
    description
      .replace(/^Fast foods, /, "")
      .replace(/\([^)]*\)/g, " ")
      .split(/,|\s+(?:with|in|on|from)\s+/)[0] ?? "",
  ).pop();

/** "Pancake syrup" for "pancakes with syrup": the dish's word only says which kind of the part it is. */
function onlyQualifies(name: string, dishHead: string | undefined, partHead: string | undefined): boolean {
  const w = words(name).map(stem);
  return (
    dishHead !== undefined &&
    partHead !== undefined &&
    w.length === 2 &&
    w[0] === stem(dishHead) &&
    w[1] === stem(partHead)
  );
}

/**
 * "pasta, accompanied by a creamy sauce and tender meat", "an 11 oz frozen meal of Salisbury steak with gravy, potatoes
 * and vegetables": parts named without an amount after a dish are the dish's own parts when the database has that dish
 * with them. Each part joins the dish only if the dish it makes names the part.
 */
export function mergeDishParts(items: ParsedItem[], engine: NutritionEngine): ParsedItem[] {
  const out: ParsedItem[] = [];
  for (const item of items) {
    const dish = out[out.length - 1];
    // "chicken parm; salad": nothing after a stop is a part of the dish before it.
    const apart = !dish || dish.sentence !== item.sentence;
    if (apart || dish.role !== "food" || isSide(item) || !(readsAsPart(item) || listedInDish(dish, item))) {
      out.push(item);
      continue;
    }
    // "covered in icing": the part is what the participle is about.
    const partHead =
      headNoun(item.foodText.replace(DESCRIBING, ""), engine.index) ?? headNoun(item.foodText, engine.index);
    const dishHead = headNoun(dish.foodText, engine.index);
    const combinedText = `${dish.foodText} with ${item.foodText}`;
    const combined = matchFood(combinedText, engine.index, dish.without);
    const description = combined?.food.description ?? "";
    const names = (text: string, w: string | undefined) =>
      w !== undefined && words(text).some((x) => stem(x) === stem(w));
    // The dish it makes must still be the dish ("Salisbury steak with gravy…"), not the part ("Bread, egg") nor
    // another dish that holds it ("Taco or tostada SALAD with meat and sour cream" is not a taco).
    const dishFirst = description.split(",")[0] ?? "";
    const dishNoun = foodNoun(description);
    // "a fruit filling" is a part; "a breakfast bar with a fruit filling" is a food that has one.
    const partOf = PART_OF.test(item.phrase.toLowerCase().replace(/\s(?:with|in|on)\s.*$/, ""));
    const dishStays =
      names(dishFirst, dishHead) &&
      (!dishNoun || names(`${dish.phrase} ${item.phrase}`, dishNoun)) &&
      !onlyQualifies(dishFirst, dishHead, partHead);
    // "a soft taco with meat and a soft taco with beans": the same dish again is a second one, not a part.
    const another =
      item.quantity !== undefined &&
      partHead !== undefined &&
      dishHead !== undefined &&
      stem(partHead) === stem(dishHead);
    // One of a food listed after a dish adds a part the dish's words did not say: "orange juice with calcium and an
    // orange" is a second food, however USDA names the juice.
    const saidAgain = !readsAsPart(item) && names(dish.foodText, partHead);
    // "chicken parm, salad": a dish the phrase table names whole stays that kind of dish, or the part is a food of
    // its own ("canned peach in syrup" is still a peach: `renamedDish`).
    if (
      !another &&
      !saidAgain &&
      (partOf || (combined && !combined.guessed && dishStays && holds(description, partHead, item.foodText))) &&
      !dishOfItsOwn(item, description, engine) &&
      !renamedDish(dish, description, engine)
    ) {
      out[out.length - 1] = { ...dish, foodText: combinedText, ...joinPhrases(dish, item) };
      continue;
    }
    out.push(item);
  }
  return out;
}

const PLURAL_END = /[^s'u]s$/;
/** A piece that opens like a food of its own: "a", "the", "two", "I also had", "some". */
/** "a", "my", a count, or what the food before was served over or on (part-joiners.json `servedOn`: "granola 1/2 cup
 * over vanilla yogurt"). */
const OWN_OPENING = new RegExp(
  `^(?:a|an|the|one|two|three|some|my|our|his|her|their|another|i|we|${PART_JOINERS.servedOn.join("|")}|\\d)\\b`,
);

/**
 * "an egg, cheese, and bacon griddle cake sandwich", "a chicken and turkey frankfurter": a food named only to say
 * what the next dish holds. It joins the dish when the next piece opens without an article or amount and the
 * database has that dish with it.
 */
export function mergeModifiers(items: ParsedItem[], engine: NutritionEngine): ParsedItem[] {
  // Right to left, so a dish takes in every modifier before it: "egg, cheese, and ham English muffin".
  const out: ParsedItem[] = [];
  for (let i = items.length - 1; i >= 0; i--) {
    const first = items[i] as ParsedItem;
    const dish = out[0];
    const merged = dish && withModifier(first, dish, engine);
    if (merged) out[0] = merged;
    else out.unshift(first);
  }
  return out;
}

/** "kung pao chicken", "orange chicken": the mixed dish the item's words find, eaten as itself, if they find one. */
function mixedDishOf(item: ParsedItem, engine: NutritionEngine): Food | undefined {
  const alone = matchFood(item.foodText, engine.index, item.without);
  return alone && !alone.guessed && categoryGroup(alone.food) === "mixed" ? alone.food : undefined;
}

/**
 * "chow mein and kung pao chicken": a part that is a mixed dish of its own, whose words the dish it would make does not
 * all name ("Lo mein, with chicken" says nothing of kung pao), is a second dish.
 */
function dishOfItsOwn(part: ParsedItem, combinedDescription: string, engine: NutritionEngine): boolean {
  const alone = mixedDishOf(part, engine);
  if (!alone) return false;
  const itsName = new Set(words(alone.description).map(stem));
  const combinedName = new Set(words(combinedDescription).map(stem));
  return words(part.foodText)
    .map(stem)
    .some((w) => itsName.has(w) && !combinedName.has(w));
}

const firstSegment = (description: string): string => (description.split(",")[0] ?? "").trim().toLowerCase();

/** A dish the phrase table names whole that a part would make another kind of dish ("chicken parm, salad"). */
function renamedDish(dish: ParsedItem, combinedDescription: string, engine: NutritionEngine): boolean {
  const phrased = namedDish(dish, engine) ? phraseFood(dish.foodText, engine.index.phrases) : undefined;
  return phrased !== undefined && firstSegment(combinedDescription) !== firstSegment(phrased.description);
}

/** A dish the phrase table names by two words or more, said whole ("chicken parm"). */
function namedDish(item: ParsedItem, engine: NutritionEngine): boolean {
  const named = namingPhrase(item.foodText, engine.index.phrases);
  return (
    named !== undefined && named.words.length >= 2 && phraseWords(item.foodText).every((w) => named.words.includes(w))
  );
}

function withModifier(first: ParsedItem, dish: ParsedItem, engine: NutritionEngine): ParsedItem | undefined {
  if (
    first.role !== "food" ||
    dish.role !== "food" ||
    // "2 eggs and toast" are two foods; "a jar of turkey, rice and vegetables baby food" is one.
    (!isCounted(first) && !first.quantity?.unit) ||
    // "eggs and toast": a food said in the plural is eaten as itself, not named to say what a dish holds.
    PLURAL_END.test(first.foodText) ||
    dish.quantity ||
    OWN_OPENING.test(dish.phrase.toLowerCase()) ||
    OWN_FOOD.test(dish.phrase.toLowerCase())
  )
    return undefined;
  // "orange chicken and chow mein": a mixed dish is never named to say what goes in another; nor is a dish the
  // phrase table names in two words or more ("chicken parm, salad"), nor a food said before a stop ("…; salad").
  if (first.sentence !== dish.sentence || mixedDishOf(first, engine) || namedDish(first, engine)) return undefined;
  const modifierHead = headNoun(first.foodText, engine.index);
  const combinedText = `${first.foodText} and ${dish.foodText}`;
  const without = [...first.without, ...dish.without];
  const combined = matchFood(combinedText, engine.index, without);
  const alone = matchFood(dish.foodText, engine.index, dish.without);
  if (!combined || !alone || combined.guessed || modifierHead === undefined) return undefined;
  const named = words(`${combined.food.description} ${combined.food.synonyms.join(" ")}`).map(stem);
  // USDA's "meat" in mixed dishes is beef or pork: "meat and vegetable fajita" is "Fajita, beef or pork".
  const namesModifier =
    named.includes(stem(modifierHead)) || (modifierHead === MEAT && RED_MEATS.some((m) => named.includes(m)));
  if (foodNoun(combined.food.description) !== foodNoun(alone.food.description) || !namesModifier) return undefined;
  // "egg and toast", "cheese, crackers": a food of another kind before a food named in one word is eaten beside it,
  // not egg bread or cheese crackers ("chicken and turkey frankfurter", "chips ahoy cookie" still name one food).
  const firstAlone = matchFood(first.foodText, engine.index, first.without);
  if (!dish.foodText.includes(" ") && firstAlone && firstAlone.food.category !== combined.food.category)
    return undefined;
  return {
    ...dish,
    foodText: combinedText,
    ...joinPhrases(first, dish),
    quantity: first.quantity,
    without,
  };
}

/** What a meal from a counter adds to its other foods' words. */
export const FROM_COUNTER = "from fast food";

/** Chains, in the words `words()` gives for both the user's text and USDA's names ("McDonald's" → "mcdonalds"). */
const FAST_FOOD_NAMES = [
  "fast food",
  "drive thru",
  "drive through",
  "mcdonalds",
  "burger king",
  "wendys",
  "taco bell",
  "kfc",
  "subway",
  "chick fil a",
  "sonic",
  "arbys",
  "jack in the box",
  "dairy queen",
  "popeyes",
  "five guys",
];
const FAST_FOOD = new RegExp(`\\b(?:${FAST_FOOD_NAMES.join("|")})\\b`);
const isFastFood = (text: string) => FAST_FOOD.test(words(text).join(" "));
const PLACE_SAID = /\b(?:restaurant|home|homemade|school|frozen|from fresh|store|cafeteria)\b/;

/** Whether some food of the meal came from a counter: a chain or fast food said, or a fast food found. */
export function fromCounter(items: readonly ParsedItem[], engine: NutritionEngine): boolean {
  return items.some(
    (i) => isFastFood(i.phrase) || isFastFood(matchFood(i.foodText, engine.index, i.without)?.food.description ?? ""),
  );
}

/**
 * "a Big Mac and fries": the fries came from the same counter. When one food of a meal is fast food, a food that
 * says nowhere it came from takes its fast-food variant, if the database has one of the same food. The parts an item
 * is split into later ("popeyes chicken sandwich w cajun fries") get it again (`counter`).
 */
export function shareFastFoodContext(
  items: ParsedItem[],
  engine: NutritionEngine,
  counter = fromCounter(items, engine),
): ParsedItem[] {
  if (!counter) return items;
  return items.map((item) => {
    if (item.role !== "food" || /\bfast food\b/.test(item.foodText) || PLACE_SAID.test(item.foodText)) return item;
    const plain = matchFood(item.foodText, engine.index, item.without);
    // "five guys cheeseburger": a chain USDA has no food of is still a counter.
    if (plain && isFastFood(plain.food.description)) return item;
    const text = `${item.foodText} ${FROM_COUNTER}`;
    const counterFood = matchFood(text, engine.index, item.without);
    if (!plain || !counterFood || !isFastFood(counterFood.food.description)) return item;
    // Milk from the counter is still milk, not a milk shake.
    if (foodNoun(counterFood.food.description) !== foodNoun(plain.food.description)) return item;
    // Only the same food from a counter: every word of the plain one ("sauteed", "baked") must still be there.
    const kept = words(plain.food.description.replace(/\bNS as to [^,]*|\bNFS\b/g, " "));
    const counterWords = new Set(words(counterFood.food.description));
    return kept.every((w) => counterWords.has(w)) ? { ...item, foodText: text } : item;
  });
}

const COOKING_FAT = /\b(?:oil|fat|butter|margarine|shortening|lard)$/;
/** USDA's cooked foods that already hold the fat they were cooked in ("Fish, tilapia, baked or broiled"). */
const COOKED_IN_FAT =
  /\b(?:fried|sauteed|baked|broiled|roasted|coated|fat added|(?:made|cooked) with (?:oil|butter|margarine))\b/i;
const NO_FAT = /\bno (?:added )?fat\b|\bwithout fat\b/i;
/** Words of USDA's categories of fats and oils ("Butter and animal fats", SR "Fats and Oils"): match-words.json. */
const FAT_CATEGORY = new Set(USDA_NAME_WORDS.fatCategories);

/** A fat said by name that USDA files among fats and oils: "peanut butter" ends like one but is a spread of nuts. */
function isCookingFat(item: ParsedItem, engine: NutritionEngine): boolean {
  if (!COOKING_FAT.test(item.foodText)) return false;
  // The fat's own words: "coated and fried to perfection in oil" ends in its fat.
  const fat = matchFood(item.foodText.split(" ").slice(-2).join(" "), engine.index)?.food;
  return fat === undefined || words(fat.categoryName).some((w) => FAT_CATEGORY.has(w));
}

/**
 * "a tilapia fillet baked with oil", "a cup of broccoli with butter": fat said with no amount is the fat the food
 * was cooked in. USDA's cooked foods already hold it, and a food USDA has "cooked with" that fat or "fat added" takes
 * that kind; the fat is no second item, and its words stay with the food's. A measured fat ("fried in a tablespoon
 * of olive oil") stays an item of its own.
 */
export function absorbCookingFat(items: ParsedItem[], engine: NutritionEngine): ParsedItem[] {
  const out: ParsedItem[] = [];
  for (const item of items) {
    const food = out[out.length - 1];
    const unmeasured = !item.quantity || VAGUE_AMOUNT.test(item.phrase.toLowerCase());
    if (!food || food.role !== "food" || !unmeasured || !isCookingFat(item, engine)) {
      out.push(item);
      continue;
    }
    const cooked = matchFood(food.foodText, engine.index, food.without)?.food.description ?? "";
    const holdsFat = COOKED_IN_FAT.test(cooked) && !NO_FAT.test(cooked);
    const withFat = holdsFat
      ? food.foodText
      : [`${food.foodText} cooked with ${item.foodText}`, `${food.foodText} fat added`].find((text) => {
          const kind = matchFood(text, engine.index, food.without)?.food.description ?? "";
          return COOKED_IN_FAT.test(kind) && foodNoun(kind) === foodNoun(cooked);
        });
    if (withFat) out[out.length - 1] = { ...food, foodText: withFat, ...joinPhrases(food, item) };
    else out.push(item);
  }
  return out;
}

/** USDA's sandwiches name their cheese ("Turkey sandwich on white, with cheese"); one that does not has none. */
const SANDWICH = /\b(?:sandwich|sub|hamburger|burger|hot dog|wrap)\b/i;
/** Cheese said as a dish of its own or a spread, not slices laid in a sandwich. */
const NOT_SLICED_CHEESE =
  /\b(?:cream|cottage|nacho|macaroni and|mac and|mac n) cheese\b|\bcheese (?:sauce|spread|dip|curds?|steak|danish)\b/;
const SLICED_CHEESE =
  /\b(?:(american|swiss|cheddar|provolone|pepper jack|mozzarella|monterey jack|muenster|gouda|havarti|colby|pepperjack) )?cheese\b/;

/**
 * "a turkey submarine sandwich with cheese, lettuce and tomato": when the sandwich USDA has is one without cheese,
 * the cheese the person said is a slice of its own, so the sandwich is not counted without it.
 */
export function addSandwichCheese(items: ParsedItem[], engine: NutritionEngine): ParsedItem[] {
  return items.flatMap((item) => {
    const said = item.foodText.match(SLICED_CHEESE);
    // A weighed sandwich ("a 200 g turkey sub with cheese") already weighs its cheese.
    const counted = !item.quantity?.unit;
    if (item.role !== "food" || !said || !counted || NOT_SLICED_CHEESE.test(item.foodText)) return [item];
    const food = matchFood(item.foodText, engine.index, item.without, item.quantity?.size)?.food;
    if (!food || !SANDWICH.test(food.description) || /chees/i.test([food.description, ...food.synonyms].join(" ")))
      return [item];
    const slices = (item.quantity?.amount ?? 1) * (FOOTLONG.test(item.phrase) ? 2 : 1);
    const cheese: ParsedItem = {
      phrase: said[0],
      spans: itemSpans(said[0], said[0].split(" ")).spans,
      foodText: said[0],
      role: "extra",
      without: [],
      quantity: { amount: slices, unit: "slice", raw: slices === 1 ? "a slice" : `${slices} slices` },
    };
    // The cheese is this slice now: the sandwich's words no longer say it, so no later step counts it again.
    const saidWith = new RegExp(
      `\\bwith\\s+(?:(?:a|an|one|two|\\d+)\\s+)?(?:slices?\\s+(?:of\\s+)?)?${said[0]}(?:\\s+and\\b)?`,
    );
    const unsaid = (text: string) =>
      text
        .replace(saidWith, "with")
        .replace(/\s+with$/, "")
        .trim();
    const foodText = unsaid(item.foodText);
    const phrase = unsaid(item.phrase);
    return [{ ...item, foodText, phrase, spans: itemSpans(phrase, foodText.split(" ")).spans }, cheese];
  });
}

/** Every refining step, in order: what the readers split, as the foods a person meant. */
/**
 * "wendys frosty small chocolate", "latte large vanilla": a size and one flavour said after a food with no amount are
 * that food's size and flavour (a food of match-words.json `flavourCategories`: candy, fruit, sweets, cream), not a
 * small chocolate bar, and a size typed after what was added to a food is the food's ("latte with oat milk large").
 * A count or unit said with them makes them a food of their own ("burger 2 cookies").
 */
export function sizeAndFlavourOfLast(items: ParsedItem[], engine: NutritionEngine): ParsedItem[] {
  const out: ParsedItem[] = [];
  for (const item of items) {
    const last = out[out.length - 1];
    const q = item.quantity;
    const sizeOnly = q?.size !== undefined && !q.unit && q.raw.trim() === q.size;
    const flavour =
      sizeOnly &&
      !item.foodText.includes(" ") &&
      inCategories(matchFood(item.foodText, engine.index)?.food.category ?? "", FLAVOUR_CATEGORIES);
    // "latte with oat milk large": a size typed last after what was added to a food is the food's.
    const sizeOfLast = sizeOnly && EXTRA_FOODS.has(item.foodText) && item.phrase.endsWith(` ${q.raw.trim()}`);
    if (last && sizeOfLast && !last.quantity && last.role === "food" && last.sentence === item.sentence) {
      const phrase = item.phrase.slice(0, -q.raw.trim().length - 1);
      out[out.length - 1] = { ...last, quantity: q };
      out.push({ ...item, quantity: undefined, phrase, spans: itemSpans(phrase, item.foodText.split(" ")).spans });
      continue;
    }
    if (last && flavour && !last.quantity && last.role === "food" && last.sentence === item.sentence) {
      out[out.length - 1] = {
        ...last,
        foodText: `${last.foodText} ${item.foodText}`,
        quantity: q,
        phrase: `${last.phrase} ${item.phrase}`,
        spans: joinSpans(last.spans, last.phrase.length, " ", item.spans),
      };
      continue;
    }
    out.push(item);
  }
  return out;
}

export function refineItems(items: ParsedItem[], engine: NutritionEngine): ParsedItem[] {
  const refined = inChainDish(
    mergeDishParts(
      mergeModifiers(
        mergeRestatements(
          sizeAndFlavourOfLast(phraseTypedLast(kindsOfCounted(amountsApiece(items), engine), engine), engine),
          engine,
        ),
        engine,
      ),
      engine,
    ),
    engine,
  );
  return addComboSides(
    addServedWith(addSandwichCheese(absorbCookingFat(shareFastFoodContext(refined, engine), engine), engine), engine),
    engine,
    (meal) => fromCounter(meal, engine),
  );
}
