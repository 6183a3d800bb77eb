import type { NutritionEngine } from "./engine.js";
import { flavouredProduct, headNoun, matchFood, queryTokens } from "./match/match-food.js";
import { namingPhrase, phraseWords } from "./match/food-phrases.js";
import {
  DESCRIBES_ONLY,
  DISHES_TYPED_FIRST,
  FLAVOUR_CATEGORIES,
  inCategories,
  isMixedDish,
  isProteinFood,
  USDA_NAME_WORDS,
  USER_WORDS,
} from "./match/match-words.js";
import { MEATS } from "./match/food-details.js";
import { isEnglishWord } from "./match/english-words.js";
import { applyFoodSynonyms } from "./match/apply-synonyms.js";
import { CAPITALS_WORD, stem, words } from "./match/tokenize.js";
import { parseMealText } from "./parse/index.js";
import { TIMES_WORDS } from "./parse/lexicon/number-words.js";
import { escapeRegExp } from "./parse/escape-reg-exp.js";
import { saysOnlySize } from "./parse/quantity-reader.js";
import { chainNameLength, isChainName, joinChainNames } from "./parse/lexicon/chain-names.js";
import { DISH_NOUNS } from "./parse/lexicon/compound-foods.js";
import { inDishName, PART_JOINERS } from "./parse/lexicon/part-joiners.js";
import { COUNTS_THE_ITEM, SIZE_BY_WORD, UNIT_BY_WORD } from "./parse/lexicon/unit-words.js";
import { SKIPPED_PACKAGING } from "./parse/lexicon/describer-words.js";
import { EXTRA_FOODS } from "./parse/lexicon/extra-words.js";
import { isDrink } from "./portion/resolve-portion.js";
import { itemSpans } from "./parse/spans.js";
import type { ParsedItem, ReadContext } from "./parse/types.js";
import { FROM_COUNTER } from "./refine-items.js";
import { coversAll, explains, foodsInRow, isPlainList, pluralInside, saidInPlural } from "./unexplained-parts.js";

const JOINERS = new Set(PART_JOINERS.joiners);
const LISTING = new Set(PART_JOINERS.listing);
const SOURCE_WORDS = new Set(USER_WORDS.sourceWords);

/**
 * "chicken rice broccoli", "turkey sandwich chips apple": an item typed as a list with no commas or joining words is
 * one item per food, when no one food explains all its words and each piece is a food named wholly. The amount said
 * goes with the first food ("2 eggs bacon toast"). Words ending in a dish named after what it holds ("chicken bacon
 * ranch wrap", "strawberry banana smoothie") are that dish.
 */
export function listedItems(
  item: ParsedItem,
  engine: NutritionEngine,
  ctx: ReadContext,
  continuesList = false,
): ParsedItem[] {
  // The counter's mark the meal's chain gave the item is given again to each food of the list.
  const all = item.foodText.replace(FROM_COUNTER_SAID, "").split(" ");
  // "mcdonalds big mac fries coke": a chain named first says where every food after it came from; the list is the
  // rest, and the chain's name stays with its first food ("chick fil a sandwich waffle fries").
  const chain = chainNameLength(all) > 0 && all.length > chainNameLength(all) ? chainNameLength(all) : 0;
  const said = all.slice(chain);
  const listed = said.join(" ");
  // "chipotle bowl chicken rice beans guac", "chipotle burrito bowl chicken …": the chain's dish a measure names, in
  // its first two words, holds what is listed after it.
  const dishAt = said.findIndex((w, i) => i < 2 && UNIT_BY_WORD.has(w) && DISH_NOUNS.has(w));
  const plain = !said.some((w) => JOINERS.has(w) || LISTING.has(w));
  if (chain > 0 && dishAt >= 0 && said.length > dishAt + 1 && plain) {
    const dish = [item.quantity?.raw, ...all.slice(0, chain + dishAt + 1), "with", ...said.slice(dishAt + 1)].filter(
      Boolean,
    );
    const read = parseMealText(dish.join(" "), ctx).flatMap((m) => m.items);
    if (read.length === 1 && read[0])
      return [
        { ...read[0], phrase: item.phrase, sentence: item.sentence, without: [...read[0].without, ...item.without] },
      ];
  }
  if (
    // An amount said inside the words is of the food it is said with ("protein shake 1 scoop whey"); one said first
    // or last is read below, with the list. A size said inside ("wendys daves single med fries") is the size of the
    // food after it.
    (item.quantity !== undefined &&
      !saidAtAnEnd(afterChainName(item.phrase), item.quantity.raw) &&
      !saysOnlySize(item.quantity)) ||
    said.length < MIN_LIST_WORDS ||
    !isPlainList(
      said.filter((_, i) => !inDishName(said, i)),
      MAX_ITEM_LIST_WORDS,
    ) ||
    // A joining word first joins nothing ("side salad ranch"); one inside a dish's name joins no two foods of the list
    // ("3 pc tenders mac and cheese").
    said.some((w, i) => ((JOINERS.has(w) && i > 0) || LISTING.has(w)) && !inDishName(said, i)) ||
    // A weight or measure said covers all the words ("18 g red prickly pears"), and all of a dish named after what it
    // holds ("16 oz pb banana protein smoothie").
    coversAll(item) ||
    // A count of pieces counts the first food ("10 pc nuggets bbq sauce").
    (item.quantity?.unit !== undefined && !COUNTS_THE_ITEM.has(item.quantity.unit) && DISH_NOUNS.has(said.at(-1) ?? ""))
  )
    return [item];
  // Told in sentences, foods come with articles ("a Puerto Rican-style meat turnover"): a bare run of nouns is a list.
  // Words the phrase table names whole are one food ("double shot espresso", "taco bell crunchwrap supreme").
  const namesWhole = (text: string): boolean =>
    namingPhrase(text, engine.index.phrases)?.words.join(" ") === phraseWords(text).join(" ");
  // A chain's name is not told in a sentence for the article it holds ("chick fil a").
  const unchained = joinChainNames(item.phrase.toLowerCase().split(/\s+/)).filter((w) => chainNameLength([w]) === 0);
  const told = TOLD.test(unchained.join(" "));
  if (told || namesWhole(item.foodText) || namesWhole(listed)) return [item];
  // "pure protein bar chocolate": a product and how it tastes.
  const product = flavouredProduct(listed, engine.index);
  if (product && matchFood(listed, engine.index)?.food === product.food) return [item];
  // A chain's name said after a food says where that food came from.
  const fromChain = joinChainNames(said).some((w) => w.includes("_") || isChainName(w) || SOURCE_WORDS.has(w));
  // A measure after a food may be the dish it names ("chicken bowl", "burrito bowl").
  const dishMeasure = (w: string, i: number): boolean => i > 0 && UNIT_BY_WORD.has(w) && DISH_NOUNS.has(w);
  // A word neither the database nor the phrase table knows may be a brand the words after it are of ("tj's
  // cauliflower gnocchi"); the phrase table's "baconator" is a food. After a food it says which one the next food is
  // ("nuggets polynesian sauce"), as a describing word does (foodsInRow).
  const known = (w: string) => queryTokens(w, engine.index).length > 0 || namesWhole(w) || SHAPES.has(stem(w));
  const unknown = said.some(
    (w, i) => !known(w) && !dishMeasure(w, i) && !(i > 0 && i < said.length - 1 && known(said[i - 1] ?? "")),
  );
  // "carrot sticks hummus": a unit word straight after a food word is the shape it comes in, no measure.
  // "side salad ranch": a unit word before a dish, in a phrase the table names ("side salad"), is no measure either.
  const inPhrase = new Set(namingPhrase(listed, engine.index.phrases)?.words ?? []);
  const namesDish = (w: string, i: number): boolean => inPhrase.has(stem(w)) && DISH_NOUNS.has(said[i + 1] ?? "");
  const measure = said.some(
    (w, i) =>
      UNIT_BY_WORD.has(w) &&
      !dishMeasure(w, i) &&
      !namesDish(w, i) &&
      !(i > 0 && SHAPES.has(stem(w)) && known(said[i - 1] ?? "")),
  );
  if (fromChain || unknown || measure) return [item];
  // The words' head is their last word: "sausage patty" is a sausage in the shape of a patty.
  const lastHead = (text: string): string | undefined => headNoun(text.split(" ").at(-1) ?? "", engine.index);
  const whole = matchFood(listed, engine.index, item.without, item.quantity?.size);
  // A word the phrase table names alone is a food's name too ("latte": USDA's "Coffee, Latte"), and so is one that
  // is a whole part of the name or another name of the food it finds ("sirloin": "Beef, steak, sirloin"; "tofu").
  const isNoun = (w: string): boolean =>
    (engine.index.foodNouns.has(stem(w)) || namesWhole(w) || namesOwnFood(w, engine)) && !DESCRIBES_ONLY.has(stem(w));
  // A last word that names a food of its own the whole does not hold is a food listed last ("pizza wings beer").
  const last = said.at(-1) ?? "";
  const head = headNoun(listed, engine.index);
  // A drink said last after a food that is none, nor a flavour, is a food of its own ("2 slices pizza soda"; not
  // "vodka soda", "iced passion tea").
  const foodOf = (text: string) => matchFood(text, engine.index, [], undefined)?.food;
  const lastFood = isNoun(last) ? foodOf(last) : undefined;
  const headFood = head !== undefined && head !== stem(last) ? foodOf(head) : undefined;
  const drinkLast =
    lastFood !== undefined &&
    isDrink(lastFood) &&
    headFood !== undefined &&
    !isDrink(headFood) &&
    !inCategories(headFood.category, FLAVOUR_CATEGORIES);
  // A dish typed first that the food found for all the words does not hold starts a list ("2 tacos fries" is no fries).
  const headLost =
    whole !== undefined && head !== undefined && head !== stem(last) && !explains(whole.food, head, engine);
  // "mac and cheese hot dogs": the last two words may name the food ("hot dogs") where the last alone names none.
  const lastNamed = isNoun(last) || (said.length > 2 && namesWhole(said.slice(-2).join(" ")));
  const listedLast = whole !== undefined && lastNamed && (!explains(whole.food, last, engine) || drinkLast || headLost);
  // The last word's own stem counts as its head too: the phrase table reads "fries" alone as potatoes. So do the last
  // two words' after a food of their own ("eggs | hash browns").
  const lastTwo = said.length > 2 ? headNoun(said.slice(-2).join(" "), engine.index) : undefined;
  // A food said in the plural before a dish the whole is ("tenders mac and cheese") is a food of its own.
  const pluralFirst = whole !== undefined && pluralInside(listed, whole.food);
  if (head !== lastHead(listed) && head !== stem(last) && head !== lastTwo && !listedLast && !pluralFirst)
    return [item];
  // A word alone names a food when USDA's name for it says it first or as its kind ("Tofu", "Cereal, granola"), not
  // when it only describes one ("ripe": "Tomatoes, red, ripe"; "silver": "Fish, salmon, coho (silver)").
  const namesItself = (piece: string, opens: boolean): boolean => {
    if (piece.includes(" ") || engine.index.nouns.has(stem(piece))) return true;
    if (opens && (namesWhole(piece) || namesOwnFood(piece, engine))) return true;
    const description = matchFood(piece, engine.index)?.food.description ?? "";
    const [first = "", second = ""] = description.toLowerCase().split(",");
    const opening = words(first).map(stem);
    // A word of a brand's product name ("MORNINGSTAR FARMS California Turk'y Burger") is no food unless it ends it.
    if (BRAND_NAMED.test(description)) return opening.at(-1) === stem(piece);
    // "meatloaf" is USDA's "Meat loaf": its own head noun opens the name.
    const head = headNoun(piece, engine.index);
    const headOpens = opens && head !== undefined && opening.includes(head);
    return opening.includes(stem(piece)) || second.trim() === piece || headOpens;
  };
  // "daves single fries": a dish the phrase table names by several of the words, which the whole is not, is listed.
  const named = namingPhrase(listed, engine.index.phrases);
  const phraseLost =
    named !== undefined &&
    named.words.length > 1 &&
    named.words.length < said.length &&
    whole !== undefined &&
    named.words.every((w) => !explains(whole.food, w, engine));
  if (
    !whole ||
    (said.every((w) => !isNoun(w) || explains(whole.food, w, engine)) &&
      !pluralInside(listed, whole.food) &&
      !phraseLost)
  )
    return [item];
  // "cheeseburger cajun fries reg": a size or packaging word typed last says how much of the last food.
  const sizedLast = said.length > 2 && (SIZE_BY_WORD.has(last) || SKIPPED_PACKAGING.has(last));
  const pieces = foodsInRow(sizedLast ? said.slice(0, -1) : said, engine, true);
  // Each piece ends in a word naming a food, whatever its first word ("pork chops", "chicken tikka masala"); "red"
  // and "common" name no food of their own.
  const endsInNoun = (piece: string, i: number): boolean => {
    // "double double animal style": what the phrase table names whole is a food, whatever its last word.
    if (piece.includes(" ") && namesWhole(piece)) return true;
    // "hash browns": a last word no food is named by alone ends a food named by the words together, by one of them
    // (not "nature valley", which names a bar).
    const together = piece.includes(" ") ? headNoun(piece, engine.index) : undefined;
    const own =
      together !== undefined && engine.index.nouns.has(together) && piece.split(" ").map(stem).includes(together)
        ? together
        : undefined;
    const word = piece.split(" ").at(-1) ?? "";
    const last =
      lastHead(piece) ?? own ?? (namedAlone(i) && (namesWhole(word) || namesOwnFood(word, engine)) ? word : undefined);
    return last !== undefined && isNoun(last);
  };
  // A piece only the phrase table or a whole part of a USDA name says is a food ("ribeye", "tofu", "frosty") is one of
  // its own, but for a dish said last after a meat, which holds it ("pork potstickers", "lean cuisine chicken
  // alfredo"): read by endsInNoun and namesItself.
  const namedAlone = (i: number): boolean => {
    if (!pieces || i < pieces.length - 1 || i === 0) return true;
    const category = (piece: string) => matchFood(piece, engine.index, [], undefined)?.food.category ?? "";
    const before = pieces[i - 1] as string;
    const meat = isProteinFood(category(before)) || MEATS.has(stem(before.split(" ").at(-1) ?? ""));
    return !(meat && isMixedDish(category(pieces[i] as string)));
  };
  if (!pieces || pieces.length < 2 || !pieces.every((p, i) => endsInNoun(p, i) && namesItself(p, namedAlone(i))))
    return [item];
  // A dish named after what it holds ends the words alone ("spinach mushroom omelet", "strawberry banana smoothie");
  // within a food of its own it ends only that food ("bacon toast orange juice").
  // A drink or a dish of its own before it is no filling ("latte muffin", "sandwich chips").
  const fills = (piece: string): boolean => {
    const food = matchFood(piece, engine.index, [], undefined)?.food;
    // A mixed dish is a food of its own, no filling ("burger fries shake"), unless it is the dish all the words name
    // ("shepherds pie").
    const dish = food !== undefined && isMixedDish(food.category) && food !== whole?.food;
    // A food said in the plural is served beside the dish, not in it ("mashed potatoes biscuit").
    const plural = saidInPlural(piece.split(" ").at(-1) ?? "");
    return food !== undefined && !dish && !plural && !isDrink(food) && !DISH_NOUNS.has(piece.split(" ").at(-1) ?? "");
  };
  const holds = !(pieces.at(-1) ?? "").includes(" ");
  if (DISH_NOUNS.has(said.at(-1) ?? "") && holds && pieces.slice(0, -1).every(fills)) return [item];
  // "hot pocket pepperoni", "pizza pepperoni": a flavour said after a dish a phone note names first is what it holds.
  const [dishFirst = "", after = ""] = pieces;
  if (
    pieces.length === 2 &&
    DISHES_TYPED_FIRST.has(stem(dishFirst.split(" ").at(-1) ?? "")) &&
    !after.includes(" ") &&
    // "side salad ranch": a dressing or a sauce goes on the dish, a food of its own.
    !EXTRA_FOODS.has(after) &&
    inCategories(matchFood(after, engine.index)?.food.category ?? "", FLAVOUR_CATEGORIES)
  )
    return [item];
  // "banh mi pork", "burrito chicken": a meat said after a dish, which the food found for all the words holds.
  const categoryOf = (text: string): string => matchFood(text, engine.index)?.food.category ?? "";
  if (
    pieces.length === 2 &&
    !after.includes(" ") &&
    isMixedDish(categoryOf(dishFirst)) &&
    isProteinFood(categoryOf(after)) &&
    explains(whole.food, after, engine)
  )
    return [item];
  // No cut inside a pair of words USDA's names hold together ("lemon pepper wings"), nor after a flavour
  // ("strawberry pop tarts", "pepperoni hot pocket": a fruit, a sweet, a condiment, a cheese or a cured meat first).
  const pairs = namedPairs(engine);
  // Listed after another food, a flavour the food after it does not hold is a food of its own ("oatmeal banana
  // coffee"); first, it is the flavour of a food USDA names without it ("strawberry pop tarts").
  // "oatmeal 1 cup banana pb": the words after an amount that ended the food before go on its list, so their first
  // food is listed after another too, unless a product follows ("coffee 16 oz strawberry pop tarts").
  const flavours = (list: readonly string[], i: number): boolean => {
    if (i === 0 && (!continuesList || namesProduct(list[1] ?? "", engine))) return true;
    const flavoured = matchFood(`${list[i]} ${list[i + 1]}`, engine.index, [], undefined)?.food;
    return flavoured !== undefined && explains(flavoured, (list[i] as string).split(" ").at(-1) ?? "", engine);
  };
  const measuredFirst =
    item.quantity?.unit !== undefined &&
    afterChainName(item.phrase).toLowerCase().startsWith(item.quantity.raw.toLowerCase());
  const oneFood = (list: readonly string[], i: number): boolean => {
    const before = (list[i] as string).split(" ");
    const after = (list[i + 1] as string).split(" ");
    // Foods of several words on both sides are whole ("orange chicken | fried rice", not USDA's "chicken fried").
    // A food said in the plural ends its own name ("eggs | toast", though USDA's "Bread, egg, toasted").
    if (
      (before.length === 1 || after.length === 1) &&
      !saidInPlural(before.at(-1) ?? "") &&
      pairs.has(`${stem(before.at(-1) ?? "")} ${stem(after[0] ?? "")}`)
    )
      return true;
    const found = matchFood(list[i] as string, engine.index, [], undefined)?.food;
    const category = found?.category ?? "";
    // A flavour is one word, with what describes it: "cottage cheese peaches" are two foods, "iced passion tea" one.
    const named = before.filter((w) => !DESCRIBES_ONLY.has(w) && !DESCRIBES_ONLY.has(stem(w)));
    const flavour = named.length === 1 && inCategories(category, FLAVOUR_CATEGORIES);
    // A food measured first is no flavour of the next ("1 tbsp butter black coffee").
    if (flavour && flavours(list, i) && !(i === 0 && measuredFirst)) return true;
    // "arizona green tea": a brand (USDA writes it in capitals, "Beverages, ARIZONA, tea") says whose the next food is.
    if (found && before.some((w) => found.description.includes(w.toUpperCase()))) return true;
    // Two foods of one kind in a row are one said twice ("quarter pounder cheeseburger", "huevos rancheros egg").
    const next = matchFood(list[i + 1] as string, engine.index, [], undefined)?.food.category;
    return next === category;
  };
  // Two pieces these say are one food are one; a list of more keeps its other foods ("nachos beef cheese sour cream").
  const foods = [...pieces];
  for (let i = 0; i + 1 < foods.length;)
    if (oneFood(foods, i)) foods.splice(i, 2, `${foods[i]} ${foods[i + 1]}`);
    else i++;
  if (foods.length < 2) return [item];
  if (sizedLast) foods.push(`${foods.pop()} ${last}`);
  // Each piece in the user's words when the phrase holds one typed word per food word ("coke", not USDA's "cola").
  const amountWords = item.quantity ? item.quantity.raw.split(" ").length : 0;
  const afterChain = afterChainName(item.phrase);
  const raw = item.quantity?.raw.toLowerCase() ?? "";
  const saidFirst = item.quantity !== undefined && afterChain.toLowerCase().startsWith(raw);
  const saidLast = item.quantity !== undefined && !saidFirst && saidAtAnEnd(afterChain, raw);
  // "mcdonalds 10 pc nuggets fries coke": the amount said after the chain's name stays after it in the first food.
  const asTyped = item.phrase.split(/\s+/);
  const chainWords = asTyped.length - afterChain.split(" ").length;
  const amountAt = saidLast
    ? asTyped.length - amountWords
    : saidFirst
      ? chainWords
      : asTyped.findIndex((w, i) => i >= chainWords && w.toLowerCase() === raw.split(" ")[0]);
  const typed = [...asTyped.slice(0, amountAt), ...asTyped.slice(amountAt + amountWords)];
  const inUserWords = typed.length === all.length;
  // Whose the amount is: the first food's when said first, the last food's when said last ("chicken alfredo
  // breadsticks 2"), and a size said inside is the food's after it.
  const starts = foods.map((_, i) => foods.slice(0, i).reduce((n, p) => n + p.split(" ").length, i > 0 ? chain : 0));
  const owner = saidLast
    ? foods.length - 1
    : saidFirst || !inUserWords
      ? 0
      : Math.max(
          0,
          starts.findLastIndex((start) => start <= amountAt),
        );
  // "latte large vanilla": a size said before a flavour is the size of the food the flavour is of.
  const sizeBeforeFlavour =
    item.quantity !== undefined &&
    !saidFirst &&
    !saidLast &&
    inCategories(categoryOf(foods[owner] ?? ""), FLAVOUR_CATEGORIES);
  if (sizeBeforeFlavour) return [item];
  return foods.map((piece, i) => {
    const from = i === 0 ? all.slice(0, chain).join(" ") : "";
    const read = parseMealText(`${from} ${piece}`.trim(), ctx).flatMap((m) => m.items)[0];
    const count = piece.split(" ").length + (i === 0 ? chain : 0);
    const at = starts[i] ?? 0;
    const own = inUserWords ? typed.slice(at, at + count).join(" ") : `${from} ${piece}`.trim();
    const amount = i === owner ? item.quantity?.raw : undefined;
    const ownWords = own.split(" ");
    const phrase = !amount
      ? own
      : saidLast
        ? `${own} ${amount}`
        : [...ownWords.slice(0, amountAt - at), amount, ...ownWords.slice(amountAt - at)].join(" ");
    const { quantity: _own, ...base } = read ?? item;
    return {
      ...base,
      foodText: read?.foodText ?? `${from} ${piece}`.trim(),
      phrase,
      spans: itemSpans(phrase, (read?.foodText ?? `${from} ${piece}`.trim()).split(" ")).spans,
      ...(i === owner && item.quantity ? { quantity: item.quantity } : {}),
      without: i === 0 ? item.without : [],
      sentence: item.sentence,
      role: item.role,
    };
  });
}

/** The words after a chain's name that opens them ("mcdonalds 10 pc nuggets" → "10 pc nuggets"). */
function afterChainName(phrase: string): string {
  const typed = phrase.split(/\s+/);
  const said = joinChainNames(typed);
  const lead = said.findIndex((w) => !w.includes("_") && !isChainName(w.toLowerCase()));
  // A chain's name of several words is one token joined by "_": count the words it stands for.
  const chainWords = said.slice(0, Math.max(lead, 0)).reduce((n, w) => n + w.split("_").length, 0);
  return lead <= 0 ? phrase : typed.slice(chainWords).join(" ");
}

const TIMES_BEFORE_COUNT = new RegExp(`^(?:${[...TIMES_WORDS].map(escapeRegExp).join("|")})(?=\\d)`);
const saidAtAnEnd = (phrase: string, raw: string): boolean => {
  // A count typed last ("breadsticks 2") is read as "x2" (number-words.json `times`).
  const [said, amount] = [phrase, raw.replace(TIMES_BEFORE_COUNT, "")].map((t) => t.toLowerCase().replace(/\s+/g, ""));
  return said !== undefined && amount !== undefined && (said.startsWith(amount) || said.endsWith(amount));
};
const TOLD = /\b(?:a|an|the|of|my)\b/i;
const FROM_COUNTER_SAID = new RegExp(` ${FROM_COUNTER}$`);
/** SR's branded products open with the brand in capitals: "MORNINGSTAR FARMS …", "KELLOGG'S …". */
/** Shapes a food is cut in (match-words.json `shapes`): "carrot sticks", "apple slices". */
const SHAPES = new Set(USER_WORDS.shapes.map(stem));
const BRAND_NAMED = new RegExp(`^${CAPITALS_WORD}(?:\\s${CAPITALS_WORD})*\\s`);
/** Two words may be two foods ("salmon rice"); "cake pop" and "black coffee" stay one by the checks above. */
const MIN_LIST_WORDS = 2;
/** A whole item typed as a list runs longer than a part after "with" ("chicken tikka masala garlic naan basmati rice"). */
const MAX_ITEM_LIST_WORDS = 10;
const pairsByEngine = new WeakMap<NutritionEngine, Set<string>>();
/** Every two words said one after the other in a USDA name or synonym, stemmed: "lemon pepper", "cream cheese". */
function namedPairs(engine: NutritionEngine): Set<string> {
  let pairs = pairsByEngine.get(engine);
  if (!pairs) {
    pairs = new Set();
    for (const food of engine.db.foods)
      for (const name of [food.description, ...food.synonyms])
        for (const part of name.toLowerCase().split(/[,;()]/)) {
          const said = words(part).map(stem);
          for (let i = 0; i + 1 < said.length; i++) pairs.add(`${said[i]} ${said[i + 1]}`);
        }
    pairsByEngine.set(engine, pairs);
  }
  return pairs;
}

/**
 * A word that finds a food whose name has it as a whole part ("sirloin": "Beef, steak, sirloin"), or an English word
 * that is one of the food's other names ("tofu"); a brand among them ("snapple") says whose food it is, no more.
 */
/** Words that are a product's trade name, as USDA gives it among a food's other names ("Pop Tart" of "Breakfast tart"). */
function namesProduct(text: string, engine: NutritionEngine): boolean {
  const said = words(text).map(stem).join(" ");
  const found = matchFood(text, engine.index, [], undefined);
  return (
    found !== undefined &&
    !found.guessed &&
    found.food.synonyms.some((s) => /^[A-Z]/.test(s) && words(s).map(stem).join(" ") === said)
  );
}

function namesOwnFood(word: string, engine: NutritionEngine): boolean {
  const found = matchFood(word, engine.index, [], undefined);
  if (!found || found.guessed) return false;
  const forms = new Set([word, stem(word)]);
  const isForm = (p: string) => forms.has(p.trim().toLowerCase());
  // A word the index already reads as a food's noun ("ripe" of "Tomatoes, red, ripe") is judged by its own rules.
  // "cornflakes": the synonym table's spelling of the word is a whole part of the name too.
  const spelled = applyFoodSynonyms(word, engine.index.dishNames);
  if (spelled !== word) forms.add(spelled);
  const inName = !engine.index.foodNouns.has(stem(word)) && found.food.description.split(",").some(isForm);
  // "Cheerios, NFS": another name that is the word and no more names the product itself.
  const productName = found.food.synonyms.some((s) => {
    const parts = s.split(",").map((p) => p.trim());
    return parts.length > 1 && parts.at(-1) === USDA_NAME_WORDS.notFurtherSpecified && isForm(parts[0] ?? "");
  });
  return inName || productName || (isEnglishWord(word) && found.food.synonyms.some(isForm));
}
