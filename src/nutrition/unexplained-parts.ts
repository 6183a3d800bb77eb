import type { Food } from "./db/food-types.js";
import type { NutritionEngine } from "./engine.js";
import { namingPhrase, phraseFood, phraseWords } from "./match/food-phrases.js";
import { MEATS, NEGATING } from "./match/food-details.js";
import { headNoun, matchFood, queryTokens, synonymSaid } from "./match/match-food.js";
import { DESCRIBES_ONLY, isProteinFood, MEAT, USER_WORDS } from "./match/match-words.js";
import { isStopword, stem, words } from "./match/tokenize.js";
import { isFoodNameWord } from "./match/open-vocabulary.js";
import { isEnglishWord } from "./match/english-words.js";
import { parseMealText } from "./parse/index.js";
import { itemSpans } from "./parse/spans.js";
import { FROM_COUNTER } from "./refine-items.js";
import { chainNameLength, joinChainNames } from "./parse/lexicon/chain-names.js";
import { CARRIED_DESCRIBERS } from "./parse/lexicon/describer-words.js";
import { COOKING_VERBS, DRESSING_KINDS, EXTRA_FOODS, MILK_KINDS, SAUCE_KINDS } from "./parse/lexicon/extra-words.js";
import { isCereal } from "./portion/cereals.js";
import { APPROXIMATE_UNITS, UNIT_BY_WORD } from "./parse/lexicon/unit-words.js";
import { inDishName, PART_JOINERS } from "./parse/lexicon/part-joiners.js";
import { TIMES_WORDS } from "./parse/lexicon/number-words.js";
import { escapeRegExp } from "./parse/escape-reg-exp.js";
import type { ParsedItem, ReadContext, Span } from "./parse/types.js";
import { isDrink } from "./portion/resolve-portion.js";
import { MASS_G, VOLUME_ML } from "./portion/units.js";

const JOINERS = new Set(PART_JOINERS.joiners);
/** How a count typed last is said ("x8") and the joining words before it ("… on crackers 8"), as patterns. */
const TIMES = `(?:${[...TIMES_WORDS].map(escapeRegExp).join("|")})`;
const JOINED_BEFORE = `(?:${[...PART_JOINERS.joiners, ...PART_JOINERS.withTyped].map(escapeRegExp).join("|")})`;
const SANDWICH_BREAD = new RegExp(`^(?:an? )?(?:${USER_WORDS.sandwichBreads.join("|")})(?: bread)?$`);
const HANDHELD = new Set(USER_WORDS.handheldDishes);
const SOURCE_WORDS = new Set(USER_WORDS.sourceWords);
const LISTING = new Set(PART_JOINERS.listing);
const DESCRIBED = new Set(PART_JOINERS.describers);
const POINTERS = new Set(PART_JOINERS.pointers);
const DISH_PARTS = new Set(USER_WORDS.dishParts.map(stem));
/** Shapes a food is cut in ("carrot STICKS", "apple SLICES"): match-words.json `shapes`. */
const SHAPES = new Set(USER_WORDS.shapes.map(stem));

/** Prepositions after which a describing word says what a food holds ("covered in sauce", "packed in water"). */
const HOLDING = new Set([...JOINERS, "in", "by"]);

/**
 * "a fajita filled with meat", "potato soup rich with milk", "a breast covered in sauce": what follows describes
 * the food; "fried rice" after "with" is a food of its own.
 */
function describesAfterJoiner(text: string): boolean {
  const said = text.toLowerCase().split(/[^a-z&]+/);
  const at = said.findIndex((w) => JOINERS.has(w));
  if (at < 0) return false;
  return said.some(
    (w, i) =>
      (HOLDING.has(said[i + 1] ?? "") && (/ed$/.test(w) || DESCRIBED.has(w))) ||
      (i > at && DESCRIBED.has(w)) ||
      (JOINERS.has(w) && POINTERS.has(said[i + 1] ?? "")),
  );
}

/** Less than this many millilitres measures a spread or a sauce, never the food it went on. */
const SPOONFUL_ML = 60;
/**
 * A weight or measure said for the item covers all of it: "17 g of meat with greens" is 17 g in all. A spoonful does
 * not: "2 tbsp hummus w pita" measured the hummus, and the pita is a food of its own.
 */
export function coversAll(item: ParsedItem): boolean {
  const unit = item.quantity?.unit;
  if (unit === undefined || weighsFirstFood(item.spans) || measuresFoodBefore(item.spans)) return false;
  const ml = VOLUME_ML[unit];
  return MASS_G[unit] !== undefined || (ml !== undefined && ml * (item.quantity?.amount ?? 1) >= SPOONFUL_ML);
}

/** "chicken breast 6oz w broccoli": a measure typed after a food, before what it came with, weighs that food alone. */
function weighsFirstFood(spans: readonly Span[]): boolean {
  const amount = spans.findIndex((s) => s.kind === "amount");
  const joiner = spans.findIndex((s, i) => i > amount && JOINERS.has(s.text));
  return (
    amount > 0 &&
    joiner > amount &&
    spans.slice(0, amount).some((s) => s.kind === "food") &&
    !spans.slice(amount, joiner).some((s) => s.kind === "food")
  );
}

/**
 * "8 oz steak w asparagus", "4 oz salmon quinoa": a measure that opens the item, typed straight before a food, weighs
 * that food; "17 g of meat with greens" and "a 260 g steak sub with peppers" are that much in all.
 */
function measuresFoodBefore(spans: readonly Span[]): boolean {
  return spans[0]?.kind === "amount" && spans[1]?.kind === "unit" && spans[2]?.kind === "food";
}

/** A part is weighed as its own food only when its words find one this clearly. */
const MIN_PART_CONFIDENCE = 0.45;
/** Words that find a food this clearly name that one food ("bananas baby food"), not a list of foods. */
const ONE_FOOD_CONFIDENCE = 0.9;

/** What one item's words hold beyond the food found for them. */
export interface ItemParts {
  /**
   * The item with only the words its food explains, and the left-over parts that name a food of their own ("onion
   * rings" after "a whopper with cheese and …"), in the order said; just the item when nothing is left over.
   */
  items: ParsedItem[];
  /** Left-over parts with food words that find no food clearly: said in a note, never dropped silently. */
  notCounted: string[];
  /** Left-over parts with no amount of their own that the item's weight or measure was read to cover: said in a note. */
  inMeasure: string[];
  /** The dish said first was read apart from a food that named a kind of it the user did not say ("salad w walnuts"). */
  dishApart?: boolean;
}

/**
 * The item's food words cut at the joining words, and what follows a joiner at its listing words: "peanut butter on
 * 2 rice cakes" → ["peanut butter", "2 rice cakes"]; "beef and broccoli with white rice" → ["beef and broccoli",
 * "white rice"]; "whopper with cheese and onion rings" → ["whopper", "cheese", "onion rings"].
 */
/**
 * Whether the word at `at` is inside the name of a dish the words open with (after a chain's name) and more words
 * follow ("mac and cheese hot dogs"): it joins no two parts. A dish name that is all the words ("shrimp and grits",
 * "a cup of tea with honey") is read by its parts where USDA has no food of it.
 */
function inOpeningDishName(said: readonly string[], at: number): boolean {
  return inDishName(said, at, chainNameLength(said)) && !inDishName(said, said.length - 1);
}

function segments(foodText: string): string[] {
  const out: string[][] = [[]];
  let joined = false;
  const said = foodText.split(/\s+/).filter(Boolean);
  for (const [at, w] of said.entries()) {
    // "side mac and cheese": a joiner before any food joins nothing to it.
    if (JOINERS.has(w) && out.length === 1 && out[0]?.length === 0) continue;
    if ((JOINERS.has(w) || (joined && LISTING.has(w))) && !inOpeningDishName(said, at)) {
      joined = true;
      out.push([]);
    } else out[out.length - 1]?.push(w);
  }
  return out.filter((s) => s.length > 0).map((s) => s.join(" "));
}

const LEFT_OUT = /\b(?:no|without)\s+([\w-]+)/gi;

/** The food's name without what it says it is without ("…, no dressing"). */
export const nameWithoutLeftOut = (name: string): string => name.replace(LEFT_OUT, " ");
const withoutLeftOut = (food: Food): string => nameWithoutLeftOut(food.description);

/**
 * "chicken caesar salad w dressing" on USDA's "…, no dressing": the part is what the food was made without, by its
 * name or by its food's category ("olive oil" is one of USDA's "Salad dressings and vegetable oils").
 */
function madeWithout(food: Food, part: string, engine: NutritionEngine): boolean {
  const leftOut = [...food.description.matchAll(LEFT_OUT)].map((m) => stem(m[1] ?? ""));
  if (leftOut.length === 0) return false;
  const head = headNoun(part, engine.index);
  if (head !== undefined && leftOut.includes(stem(head))) return true;
  const own = matchFood(part, engine.index, [], undefined);
  return own !== undefined && words(own.food.categoryName).some((w) => leftOut.includes(stem(w)));
}

/**
 * A part the food explains: one of its food words is a word of the food's name or synonyms. A part with no word the
 * database knows explains itself away, unless the phrase table names another food by it ("w guac").
 */
export function explains(food: Food, part: string, engine: NutritionEngine): boolean {
  // How the food was cooked names no part: "fried" in its name does not explain the fries said with it.
  // Nor does a chain that sells it: "Burger King side salad" explains no burger.
  const named = new Set(
    joinChainNames(words([withoutLeftOut(food), ...food.synonyms].join(" ")))
      .filter((w) => !COOKING_VERBS.has(w) && !w.includes("_"))
      .map(stem),
  );
  const tokens = queryTokens(part, engine.index);
  const phrased = phraseFood(part, engine.index.phrases);
  if (tokens.length === 0) return (phrased?.id ?? food.id) === food.id;
  // "caramel swirl" is the phrase table's syrup, whatever words USDA's name has.
  if (phrased?.id === food.id) return true;
  // "turkey and provolone on sourdough": the bread a sandwich was said on is the sandwich's bread, of whatever kind.
  if (SANDWICH_BREAD.test(part.trim()) && words(food.description).some((w) => HANDHELD.has(w))) return true;
  // USDA's "with cheese and meat" holds the ham of a "ham and cheese omelet"; where a food came from ("from fast
  // food") explains nothing of it.
  // "baby food" is USDA's "Babyfood": two words said for the one USDA writes.
  return tokens.some(
    (t, i) =>
      !SOURCE_WORDS.has(t) &&
      (named.has(stem(t)) || (named.has(MEAT) && MEATS.has(t)) || named.has(stem(`${t}${tokens[i + 1] ?? ""}`))),
  );
}

/**
 * "salad w walnuts" is no USDA "Apple salad with dressing", "salad w italian dressing" no "Potato salad, made with
 * Italian dressing", and "salad w thousand island" no "Salad dressing": a dish said by its noun alone is not a kind
 * of it named by a food the user did not say, nor a food made to go on it (match-words.json dishParts). Where USDA's
 * name opens with the dish's noun (before "with", "on" or "in"), that noun ends the opening and every food noun before
 * it was said, in the user's or USDA's words, or is the other of two said with "or" ("Chicken or turkey salad"). A
 * name that opens otherwise ("Lettuce, salad with …") is not judged here.
 */
function kindUnsaid(food: Food, dish: string, saidText: string, engine: NutritionEngine, anyWord = false): boolean {
  const head = headNoun(dish, engine.index);
  if (head === undefined) return false;
  const opening = words(food.description.split(/,|\s(?:with|on|in)\s/)[0] ?? "").map(stem);
  const at = opening.lastIndexOf(stem(head));
  if (at < 0) return false;
  // "Salad dressing", "Enchilada sauce": a food made to go on the dish and named after it.
  if (at !== opening.length - 1) return DISH_PARTS.has(opening.at(-1) ?? "");
  const nouns = words(dish).filter((w) => engine.index.nouns.has(stem(w)));
  if (nouns.length !== 1 || stem(nouns[0] ?? "") !== stem(head)) return false;
  const said = new Set([...words(saidText).map(stem), ...queryTokens(saidText, engine.index)]);
  return opening
    .slice(0, at)
    .some(
      (w, i) =>
        (anyWord || engine.index.nouns.has(w)) &&
        !said.has(w) &&
        !(opening[i - 1] === "or" && said.has(opening[i - 2] ?? "")) &&
        !(opening[i + 1] === "or" && said.has(opening[i + 2] ?? "")),
    );
}

/** The food the dish's words find alone is itself a kind of it named by a word the user did not say ("Frog legs"). */
function kindUnsaidAlone(dish: string, engine: NutritionEngine): boolean {
  const alone = matchFood(dish, engine.index, [], undefined)?.food;
  return alone === undefined || kindUnsaid(alone, dish, dish, engine, true);
}

/**
 * "carrots and ranch dip": a dish named after what it holds ("ham and cheese sandwich") whose food holds only the dish
 * said last: that dish first, the food said before "and" a part of it (one of its own when the food does not explain
 * it). Otherwise the words as one part.
 */
function ingredientsOfDish(text: string, food: Food, engine: NutritionEngine): { parts: string[]; swapped: boolean } {
  const whole = { parts: [text], swapped: false };
  const [before, dish, ...more] = text.split(" and ");
  if (before === undefined || dish === undefined || more.length > 0) return whole;
  // "mac and cheese hot dogs": an "and" inside the name of a dish said before more words joins no ingredients ("shrimp
  // and grits" alone are two foods where USDA has no dish of them).
  const said = text.split(" ");
  if (said.some((w, at) => w === "and" && inOpeningDishName(said, at))) return whole;
  // "a meat and vegetable fajita": the class word is what USDA names by its kinds ("Fajita, beef or pork").
  const heads = [headNoun(before, engine.index), headNoun(dish, engine.index)];
  if (heads.some((h) => h === undefined || stem(h) === MEAT)) return whole;
  const [first, last] = [explains(food, before, engine), explains(food, dish, engine)];
  // "shrimp and grits", "rotisserie chicken and rice": a word the food does not explain beside a food of one word is
  // a food of its own only when USDA names one by that word alone ("Grits, NFS"; "mac" is no "Big Mac").
  const unexplained = first ? dish : before;
  if (dish.split(" ").length < 2 && (before.split(" ").length > 2 || !namedAlone(unexplained, engine))) return whole;
  // "baby carrots and hummus dip" on USDA's carrots: the dip is a food of its own.
  return first === last
    ? whole
    : first
      ? { parts: [before, dish], swapped: false }
      : { parts: [dish, before], swapped: true };
}

/** Whether USDA's food for the words is named by them alone before its first comma ("grits": "Grits, NFS"). */
function namedAlone(text: string, engine: NutritionEngine): boolean {
  const found = matchFood(text, engine.index, [], undefined)?.food;
  const name = words((found?.description.split(",")[0] ?? "").replace(/\(.*?\)/g, " ")).map(stem);
  return name.join(" ") === words(text).map(stem).join(" ");
}

/** Words that join a part to a dish in USDA's names: "Nachos, with meat AND cheese". */
const LISTS = new Set(PART_JOINERS.inUsdaNames);

/**
 * Whether a stretch of a USDA name lists the part itself, not a kind of it the user did not say: "Frozen coffee
 * drink, with whipped cream" holds no plain cream.
 */
function listsPart(text: string, partStem: string): boolean {
  return text.split(",").some((segment) => {
    const said = words(segment);
    return said.some((w, i) => stem(w) === partStem && (i === 0 || LISTS.has(said[i - 1] ?? "")));
  });
}

const dishCache = new WeakMap<NutritionEngine, Map<string, boolean>>();
const openings = new WeakMap<NutritionEngine, Map<string, Food[]>>();

/**
 * The foods whose name opens (before its first comma) with a word, folded, in database order: a dish's kinds without
 * a full scan. Only the foods whose words hold it (its postings) can open with it, so a word costs a pass over its
 * postings the first time it is asked, not every food's name at once (that was ~15-30 ms in one meal).
 */
function foodsOpeningWith(word: string, engine: NutritionEngine): readonly Food[] {
  let byWord = openings.get(engine);
  if (!byWord) openings.set(engine, (byWord = new Map()));
  let foods = byWord.get(word);
  if (foods) return foods;
  const { index } = engine;
  const posted = !isStopword(word) && !index.unpostedWords.has(word);
  const among = posted ? (index.postings.get(word) ?? []).map((i) => index.entries[i]!.food) : engine.db.foods;
  foods = among.filter((f) => words(f.description.split(",")[0] ?? "").some((w) => stem(w) === word));
  byWord.set(word, foods);
  return foods;
}

/**
 * "Fruit butters, apple" is no kind of peanut butter: the words before the head noun in the food's name and in the
 * dish's each name a kind the other does not say.
 */
function otherKind(dishBefore: readonly string[], opening: string, head: string, engine: NutritionEngine): boolean {
  const said = words(opening).map(stem);
  const at = said.indexOf(head);
  if (at <= 0 || dishBefore.length === 0) return false;
  const isNoun = (w: string) => engine.index.foodNouns.has(w);
  const before = said.slice(0, at);
  return (
    before.some((w) => isNoun(w) && !dishBefore.includes(w)) && dishBefore.some((w) => isNoun(w) && !before.includes(w))
  );
}

/** WWEIA categories of the starchy sides a plate is served with (match-words.json starchSides): rice, pasta, potatoes. */
const STARCH_SIDES = USER_WORDS.starchSides;
/**
 * "italian sausage w potatoes", "pork chop w egg noodles": a starchy side the food found does not hold is a food of
 * its own, even where USDA has a dish of the kind with it ("Sausage and potatoes"): the plainer food weighs none of it.
 */
function starchSide(food: Food, part: string, engine: NutritionEngine): boolean {
  const own = matchFood(part, engine.index, [], undefined);
  return (
    own !== undefined &&
    !own.guessed &&
    STARCH_SIDES.some((p) => own.food.category.startsWith(p)) &&
    own.food.category !== food.category
  );
}

/**
 * "nachos with meat and cheese", "potato soup with milk": USDA has a food of the dish's kind (its name opens with
 * the dish's head noun) that names the part, so the part describes the dish ("Nachos, with meat and cheese"), even
 * when a plainer food was found for it. "peanut butter on rice cakes" is two foods: no rice cake is a peanut butter.
 */
function partOfDish(dish: string, part: string, engine: NutritionEngine): boolean {
  // "with grilled chicken", "with a fried egg": a part cooked its own way is a food of its own, not what the dish holds.
  if (words(part).some((w) => COOKING_VERBS.has(w))) return false;
  // "with white rice": a food named with its kind is one of its own; "with crunchy almonds" only says how they were.
  if (queryTokens(part, engine.index).filter((t) => !CARRIED_DESCRIBERS.has(t)).length >= 2) return false;
  const head = headNoun(dish, engine.index);
  const partHead = headNoun(part, engine.index);
  // A part with no food noun describes the dish, unless the phrase table names a food by it ("w guac").
  if (!head || !partHead) return phraseFood(part, engine.index.phrases) === undefined;
  // "grilled chicken with rice": a dish said cooked its own way holds the part only in a dish of its kind cooked
  // that way ("Chicken curry with rice" is no grilled chicken).
  const cooked = words(dish).filter((w) => COOKING_VERBS.has(w));
  const key = `${words(dish).map(stem).join(" ")}|${stem(head)}|${words(part).map(stem).join(" ")}|${stem(partHead)}`;
  let cache = dishCache.get(engine);
  if (!cache) dishCache.set(engine, (cache = new Map()));
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  // The part must be what goes into the dish, not what the dish is made of first: "Chicken or turkey salad" is a
  // chicken salad, so a "greek salad with grilled chicken" keeps its chicken.
  const partStem = stem(partHead);
  // "eggs over easy w toast": a part read through a synonym ("toast" is USDA's bread) is listed by its own word, so
  // "Egg casserole with bread" is no egg dish with toast.
  const saidStems = words(part).map(stem);
  const bySynonym = !saidStems.includes(partStem);
  // So is a dish read through a synonym: "Bread, banana" is no toast with banana.
  const dishStems = words(dish).map(stem);
  const dishBySynonym = !dishStems.includes(stem(head));
  const dishBefore = dishStems.slice(0, dishStems.indexOf(stem(head)));
  const found = foodsOpeningWith(stem(head), engine).some((f) => {
    const opening = f.description.split(/,| with /)[0] ?? "";
    // "Egg sandwich on griddle/pancake" is a sandwich, no kind of pancakes.
    if (!words(opening.split(/\s(?:on|in)\s/)[0] ?? "").some((w) => stem(w) === stem(head))) return false;
    if (otherKind(dishBefore, opening, stem(head), engine)) return false;
    const named = new Set(words([f.description, ...f.synonyms].join(" ")).map(stem));
    const lists = (w: string) =>
      [f.description.slice(opening.length), ...f.synonyms].some((text) => listsPart(text, w));
    return (
      !words(opening).some((w) => stem(w) === partStem) &&
      lists(partStem) &&
      (!bySynonym || saidStems.some(lists)) &&
      (!dishBySynonym || dishStems.some((w) => named.has(w))) &&
      cooked.every((w) => named.has(stem(w)))
    );
  });
  cache.set(key, found);
  return found;
}

/**
 * A food found clearly for some words, whose own name holds each of them and ends one of its parts with the last:
 * "feta" is USDA's "Cheese, Feta". "cajun" finds dirty rice only through its synonym "cajun rice", and "layer" only
 * says what kind of dip a "Layer dip" is, so "cajun fries" and "a layer of icing" are no lists.
 */
function namesWholly(text: string, engine: NutritionEngine, inUsdaWords: boolean): boolean {
  // A whole item's "waffle fries": what the phrase table names whole is a food, whatever USDA calls it.
  if (inUsdaWords && namingPhrase(text, engine.index.phrases)?.words.join(" ") === phraseWords(text).join(" "))
    return true;
  const found = matchFood(text, engine.index, [], undefined);
  if (!found || found.guessed || found.confidence < MIN_PART_CONFIDENCE) return false;
  const named = new Set(words(withoutLeftOut(found.food)).map(stem));
  // Each part of the name ends a food named by it, and so does its head before what it is on or with ("Turkey
  // SANDWICH on white").
  const ends = new Set(
    found.food.description
      .split(",")
      .flatMap((p) => [words(p).at(-1) ?? "", words(p.split(/\b(?:on|with|in)\b/)[0] ?? "").at(-1) ?? ""])
      .map(stem),
  );
  if (inUsdaWords && pluralInside(text, found.food)) return false;
  const said = text.split(" ").map(stem);
  // "ham cheese" in a list names no "Ham sandwich, with cheese": foods each of their own make no sandwich nobody
  // said ("reuben" or "cuban" alone still names its sandwich).
  if (sandwichOfParts(found.food, text.split(" "), engine)) return false;
  // In USDA's words too, for whole items: "brats" are USDA's bratwurst, "fries" its french fried potatoes.
  const asUsda = queryTokens(text, engine.index);
  // "carrot sticks": the shape a food is cut in, said after it, is that food.
  const cut = said.length > 1 && SHAPES.has(said.at(-1) ?? "") ? said.slice(0, -1) : said;
  return (
    (cut.every((w) => named.has(w)) && ends.has(cut.at(-1) ?? "")) ||
    (inUsdaWords &&
      asUsda.length > 0 &&
      asUsda.every((w) => named.has(w)) &&
      (ends.has(asUsda.at(-1) ?? "") || named.has(headNoun(text, engine.index) ?? ""))) ||
    synonymSaid(found.food, said)
  );
}

/** The food is a sandwich none of the words says, and each word is a food of its own that is no sandwich. */
function sandwichOfParts(food: Food, said: readonly string[], engine: NutritionEngine): boolean {
  const handheld = (f: Food) => words(f.description.split(",")[0] ?? "").filter((w) => HANDHELD.has(w));
  const dishes = handheld(food);
  if (dishes.length === 0 || said.length < 2 || dishes.some((d) => said.some((w) => stem(w) === stem(d)))) return false;
  return said.every((w) => {
    const own = matchFood(w, engine.index, [], undefined);
    return own !== undefined && !own.guessed && own.food.id !== food.id && handheld(own.food).length === 0;
  });
}

/**
 * "with feta walnuts", "w grilled chicken, feta, olive oil": a part typed as a list without commas is cut where each
 * piece is a food of its own, when no one food explains all its words ("honey almonds" stays: USDA's almonds are
 * honey roasted).
 */
function unsaidList(part: string, food: Food, engine: NutritionEngine): string[] {
  const said = part.split(" ");
  // "enchiladas w green sauce" on USDA's "Enchilada sauce, green": words the item's food holds stay together.
  if (said.length < 2 || !isPlainList(said) || said.every((w) => explains(food, w, engine))) return [part];
  const whole = matchFood(part, engine.index, [], undefined);
  if (!whole || said.every((w) => explains(whole.food, w, engine))) return [part];
  // Found clearly, the words name one food ("bananas baby food") unless they cut into three or more
  // ("cheese beef sour cream jalapenos" is no sour cream).
  const cut = foodsInRow(said, engine);
  return cut && (whole.confidence < ONE_FOOD_CONFIDENCE || cut.length >= 3) ? cut : [part];
}

/** Longer runs of words are talk, not a list of foods typed without commas (and each cut is tried). */
const MAX_LIST_WORDS = 10;

/**
 * Words typed as a list of foods with no commas: plain words or a milk's kind ("coffee 2% milk"), none of talk, no
 * longer than a list runs.
 */
export function isPlainList(said: readonly string[], max = MAX_LIST_WORDS): boolean {
  return said.length <= max && said.every((w) => (/^[a-z][a-z'-]*$/.test(w) || MILK_KINDS.has(w)) && !isStopword(w));
}

/**
 * "eggs toast", "hash browns toast": a food said in the plural before more words is a food of its own, unless it is
 * the head of the food found ("Egg, Benedict"); a word only describing another food is said in the singular ("egg
 * bread", USDA's "Bread, egg"; "pancake syrup").
 */
export function pluralInside(text: string, food: Food): boolean {
  const said = text.split(" ");
  const name = words(food.description);
  const head = stem(words(food.description.split(",")[0] ?? "").at(-1) ?? "");
  // "peas carrots": a plural the food's own name says ("Peas and carrots") is part of it.
  return said.slice(0, -1).some((w) => saidInPlural(w) && stem(w) !== head && !name.includes(w) && isFoodNameWord(w));
}

/** An English plural: "general tsos chicken" holds a name's possessive typed without its apostrophe, no plural. */
export const saidInPlural = (word: string): boolean =>
  /[^s]s$/.test(word) && stem(word) !== word && isEnglishWord(word);

/** The words cut into foods each named wholly, the first as long as can be; undefined when they cannot be. */
export function foodsInRow(
  said: readonly string[],
  engine: NutritionEngine,
  inUsdaWords = false,
): string[] | undefined {
  // Each run of words from a place on is read once: a long run has many ways to be cut.
  const from = new Map<number, string[] | undefined>();
  const cut = (start: number): string[] | undefined => {
    if (from.has(start)) return from.get(start);
    let found: string[] | undefined;
    // "toast | black coffee", not "toast black | coffee": a cut whose first food ends in a word naming no food alone
    // is kept only when no cut ending in one is found.
    let unnamed: string[] | undefined;
    // "non-chocolate filling": what opens with a negation says what the food is not, never a food of its own.
    // "korean bbq beef bulgogi": a word that only describes a food is no food alone, but the food's after it.
    // So does a word the database does not know, after a food ("nuggets polynesian sauce").
    const unknownAfterFood = start > 0 && queryTokens(said[start] ?? "", engine.index).length === 0;
    const describer = DESCRIBES_ONLY.has(said[start] ?? "") || unknownAfterFood;
    if (!NEGATING.has(words(said[start] ?? "")[0] ?? ""))
      for (let k = said.length; k > start + (describer ? 1 : 0) && !found; k--) {
        const first = said.slice(start, k).join(" ");
        // A word the database does not know describes the food after it, never ends one before it, unless the phrase
        // table names the words ("big gulp").
        const endsUnknown =
          k < said.length &&
          queryTokens(said[k - 1] ?? "", engine.index).length === 0 &&
          namingPhrase(first, engine.index.phrases)?.words.join(" ") !== phraseWords(first).join(" ");
        if (endsUnknown || !namesWholly(first, engine, inUsdaWords)) continue;
        const rest = k === said.length ? [] : cut(k);
        if (!rest) continue;
        const named =
          engine.index.nouns.has(stem(said[k - 1] ?? "")) ||
          namingPhrase(first, engine.index.phrases)?.words.join(" ") === phraseWords(first).join(" ");
        if (k === said.length || named) found = [first, ...rest];
        else unnamed ??= [first, ...rest];
      }
    found ??= unnamed;
    const after = describer && !found && start + 1 < said.length ? cut(start + 1) : undefined;
    if (after) found = [`${said[start]} ${after[0]}`, ...after.slice(1)];
    from.set(start, found);
    return found;
  };
  return cut(0);
}

/** "2 brats on buns", "3 burgers on buns": what counted foods are served on, said in the plural, is one under each. */
function oneEach(item: ParsedItem, part: string): Pick<ParsedItem, "quantity"> {
  const count = item.quantity?.unit === undefined ? (item.quantity?.amount ?? 1) : 1;
  if (count <= 1 || !/[^s]s$/.test(part) || !item.foodText.includes(` on ${part}`)) return {};
  return { quantity: { amount: count, raw: String(count) } };
}

/** A part in the user's words: "from fast food", which a meal from a counter adds to its foods, only if they said it. */
const saidPart = (part: string, phrase: string): string =>
  phrase.toLowerCase().includes(part) || !part.endsWith(` ${FROM_COUNTER}`)
    ? part
    : part.slice(0, -FROM_COUNTER.length - 1);

/** The user's words without the parts read as foods of their own: "chicken parm with side of fries" → "fries". */
function withoutParts(phrase: string, parts: readonly ParsedItem[], saidAs: ReadonlyMap<string, string>): string {
  let out = ` ${phrase} `;
  for (const part of parts) {
    const said = saidAs.get(part.phrase) ?? part.phrase;
    out = out.replace(new RegExp(`\\s${said.replace(/[^\w ]/g, ".")}\\s`, "i"), " ");
  }
  // "chipotle bowl no rice extra fajita veggies" less the veggies: "extra" went with them.
  const edge = [...JOINERS, ...LISTING, ...PART_JOINERS.saidAgain, "of", "w", "w/"].join("|").replace(/[&/]/g, "\\$&");
  // "smoked salmon on a bagel thin" less the bagel: the article went with it.
  const trimmed = out
    .replace(new RegExp(`^(?:\\s*(?:${edge})\\b)+`, "i"), "")
    .replace(new RegExp(`(?:\\b(?:${edge}|a|an)\\s*)+$`, "i"), "")
    .replace(/\b(with|on|plus)\s+and\b/gi, "$1")
    .replace(/[\s,;:]+$/, "")
    .trim();
  return trimmed.length > 0 ? trimmed : phrase;
}

/**
 * "latte w oat", "cold brew w splash almond", "cheerios w 2%": a milk's kind said alone after a drink or a cereal is
 * that milk, added to it; "side salad w italian": a dressing's kind said alone after a salad is that dressing, and
 * "nuggets w bbq" a sauce's after another food that sauce.
 */
function milkSaidAlone(part: string, food: Food): string {
  if (DRESSING_KINDS.has(part) && words(food.description).includes("salad")) return `${part} dressing`;
  // The counter's mark a chain gave the item ("mcdonalds nuggets with bbq") is no word of the sauce.
  const sauce = part.endsWith(` ${FROM_COUNTER}`) ? part.slice(0, -FROM_COUNTER.length - 1) : part;
  if (SAUCE_KINDS.has(sauce) && !words(food.description).includes("salad")) return `${sauce} sauce`;
  const said = part.split(" ");
  const kind = said.at(-1) ?? "";
  if (!(isDrink(food) || isCereal(food)) || said.length > 2 || !MILK_KINDS.has(kind)) return part;
  // "splash oat": a unit said with no amount of its own is one of it.
  const unit =
    said.length === 2 && (UNIT_BY_WORD.has(said[0] ?? "") || APPROXIMATE_UNITS.has(said[0] ?? ""))
      ? `a ${said[0]} of `
      : said.length === 2
        ? `${said[0]} `
        : "";
  return `${unit}${kind} milk`;
}

/**
 * "chicken parm w side of fries", "tbsp of pb on 2 rice cakes", "whopper w cheese and onion rings": when the food
 * found for an item leaves a joined part of its words unexplained, that part is read as an item of its own and
 * weighed, or named in a note when it finds no food clearly. The amount said first stays with the first part.
 */
export function unexplainedParts(item: ParsedItem, food: Food, engine: NutritionEngine, ctx: ReadContext): ItemParts {
  const [first, ...after] = segments(item.foodText);
  // "cheerios w 2%": the part is read as "2% milk", and the dish's words lose "2%".
  const saidAs = new Map<string, string>();
  const milk = (p: string): string => {
    const read = milkSaidAlone(p, food);
    if (read !== p) saidAs.set(read, p.replace(` ${FROM_COUNTER}`, ""));
    return read;
  };
  const ofDish = first !== undefined && after.length === 0 ? ingredientsOfDish(first, food, engine) : undefined;
  const parts =
    first === undefined
      ? []
      : (ofDish?.parts ?? [first, ...after.map(milk).flatMap((p) => unsaidList(p, food, engine))]);
  const none: ItemParts = { items: [item], notCounted: [], inMeasure: [] };
  if (item.role !== "food" || parts.length < 2) return none;
  if (describesAfterJoiner(item.phrase) || describesAfterJoiner(item.foodText)) return none;
  const [dish = ""] = parts;
  // A dish the phrase table named was found without reading its parts: one it does not explain is a food of its own
  // ("chicken tikka masala with rice" is USDA's plain "Chicken curry" and rice).
  const named = phraseFood(dish, engine.index.phrases) === food;
  // A phrase said across the joiner that holds every word names the whole item ("happy meal with nuggets").
  const whole = named ? undefined : namingPhrase(item.foodText, engine.index.phrases);
  if (whole?.food === food && phraseWords(item.foodText).every((w) => whole.words.includes(w))) return none;
  // A dish read apart from a kind of it the user did not say, when its own food is no such kind either ("2pc leg" at
  // a chicken chain stays USDA's chicken leg, not "Frog legs").
  const dishApart =
    !named &&
    explains(food, dish, engine) &&
    kindUnsaid(food, dish, item.foodText, engine) &&
    !kindUnsaidAlone(dish, engine);
  // The dish the phrase table named is that food, in whatever words ("cold brew" is USDA's "Iced Coffee, brewed").
  const left = parts.filter(
    (p, i) =>
      !(i === 0 && named) &&
      (!explains(food, p, engine) || (i === 0 && dishApart)) &&
      (i === 0 ||
        named ||
        madeWithout(food, p, engine) ||
        starchSide(food, p, engine) ||
        // "eggs w cheese": an egg or a meat found holds no part of another kind, whatever dish USDA makes of the two.
        (isProteinFood(food.category) && !isProteinFood(matchFood(p, engine.index)?.food.category ?? "")) ||
        !partOfDish(dish, p, engine)),
  );
  if (left.length === 0 || left.length === parts.length) return none;
  const added: ParsedItem[] = [];
  const notCounted: string[] = [];
  const inMeasure: string[] = [];
  for (const part of left) {
    // "yogurt with no added sugar": what the food was made without is no food of its own.
    if (part !== parts[0] && NEGATING.has(part.split(" ")[0] ?? "")) continue;
    const read = parseMealText(part, ctx).flatMap((m) => m.items)[0];
    // "four skinless" names no food noun: a description of the food, not a food; "guac" is one by the phrase table.
    if (!read || (!headNoun(read.foodText, engine.index) && !phraseFood(read.foodText, engine.index.phrases))) continue;
    // "a cup of coffee with cream and sugar": what is put into a drink is no part of the drink's measure.
    const putIn = isDrink(food) && after.includes(part) && EXTRA_FOODS.has(read.foodText);
    if (read.quantity === undefined && coversAll(item) && !putIn) {
      inMeasure.push(saidPart(part, item.phrase));
      continue;
    }
    const own = matchFood(read.foodText, engine.index, item.without, read.quantity?.size);
    if (own && !own.guessed && own.confidence >= MIN_PART_CONFIDENCE && own.food.id !== food.id)
      added.push({
        ...read,
        ...(read.quantity === undefined ? oneEach(item, part) : {}),
        phrase: saidPart(part, item.phrase),
        spans: itemSpans(saidPart(part, item.phrase), read.foodText.split(" ")).spans,
        sentence: item.sentence,
        role: "food",
      });
    else notCounted.push(part);
  }
  if (added.length === 0) return { items: [item], notCounted, inMeasure };
  const rest = parts.filter((p) => !added.some((a) => a.phrase === saidPart(p, item.phrase)));
  // "carrots and ranch dip": the food said first stays first, with the amount said before it.
  const saidFirst = ofDish?.swapped === true;
  const firstLeft = saidFirst || (parts[0] !== undefined && added[0]?.phrase === saidPart(parts[0], item.phrase));
  // "6 oz sirloin w sweet potato": the amount said before the food read apart goes with it, in the words too.
  const own = firstLeft && added[0]?.quantity === undefined ? item.quantity?.raw : undefined;
  const moved = own !== undefined && !saidFirst && item.phrase.toLowerCase().startsWith(`${own.toLowerCase()} `);
  const source = moved ? item.phrase.slice(own.length + 1) : item.phrase;
  const phrase = saidFirst ? (parts[0] ?? item.phrase) : withoutParts(source, added, saidAs);
  // The bread a sandwich was said on stays what it is on ("ham and swiss on rye w dijon" less the dijon).
  const foodText = rest.map((p, i) => (i === 0 ? p : `${SANDWICH_BREAD.test(p) ? "on" : "with"} ${p}`)).join(" ");
  const kept: ParsedItem = {
    ...item,
    phrase,
    spans: itemSpans(phrase, foodText.split(" ")).spans,
    foodText,
    quantity: firstLeft ? undefined : item.quantity,
  };
  if (firstLeft && added[0]) {
    const addedPhrase = moved ? `${own} ${added[0].phrase}` : added[0].phrase;
    added[0] = {
      ...added[0],
      phrase: addedPhrase,
      spans: itemSpans(addedPhrase, added[0].foodText.split(" ")).spans,
      quantity: added[0].quantity ?? item.quantity,
    };
  }
  // "tuna salad on crackers 8": a bare count typed last, after a part said in the plural, counts that part.
  const lastPart = parts.at(-1) ?? "";
  const bare = item.quantity && !item.quantity.unit && !item.quantity.size ? item.quantity.amount : undefined;
  const typedLast =
    bare === undefined ? undefined : new RegExp(`\\s((?:${TIMES}\\s?)?${bare})$`, "i").exec(item.phrase.trim());
  const counted = added.at(-1);
  if (
    !firstLeft &&
    typedLast?.[1] &&
    counted?.phrase === saidPart(lastPart, item.phrase) &&
    saidInPlural(lastPart.split(" ").at(-1) ?? "")
  ) {
    const countedPhrase = `${counted.phrase} ${typedLast[1]}`;
    added[added.length - 1] = {
      ...counted,
      phrase: countedPhrase,
      spans: itemSpans(countedPhrase, counted.foodText.split(" ")).spans,
      quantity: item.quantity,
    };
    const keptPhrase = kept.phrase.replace(new RegExp(`\\s*${JOINED_BEFORE}?\\s*${typedLast[1]}$`, "i"), "").trim();
    kept.phrase = keptPhrase;
    kept.spans = itemSpans(keptPhrase, kept.foodText.split(" ")).spans;
    kept.quantity = undefined;
  }
  const items = firstLeft ? [...added.slice(0, 1), kept, ...added.slice(1)] : [kept, ...added];
  return { items, notCounted, inMeasure, dishApart };
}
