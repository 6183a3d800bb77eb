import type { MealItem } from "../contracts/index.js";
import type { Food, Portion } from "./db/food-types.js";
import { getEngine, type NutritionEngine } from "./engine.js";
import { matchFood, queryTokens } from "./match/match-food.js";
import { swappedToFood } from "./match/typo.js";
import { isEnglishWord } from "./match/english-words.js";
import { isFoodWord } from "./match/open-vocabulary.js";
import { stem, words } from "./match/tokenize.js";
import { scaleNutrients } from "./nutrients/scale-nutrients.js";
import { isChainName } from "./parse/lexicon/chain-names.js";
import type { ParsedItem } from "./parse/types.js";
import { categoryDensity } from "./portion/category-density.js";
import { namingPhrase, phraseWords } from "./match/food-phrases.js";
import { foodsInRow, isPlainList } from "./unexplained-parts.js";
import { isDrink, resolvePortion, type ResolvedPortion } from "./portion/resolve-portion.js";
import { trailingUnit } from "./portion/unit-in-name.js";
import { SUB_LENGTH_TOKENS } from "./portion/units.js";
import { UNITS } from "./vocabulary/units.js";
import { COUNTS_THE_ITEM } from "./parse/lexicon/unit-words.js";
import { anyWordPattern } from "./match/match-words.js";

/**
 * One parsed item → one meal item: best food, grams, nutrients, and what was assumed.
 * Returns undefined only when the words name nothing food-like at all (the caller reports "no food recognised").
 */
export function resolveItem(parsed: ParsedItem, engine: NutritionEngine = getEngine()): MealItem | undefined {
  return resolveItemPortion(parsed, engine)?.item;
}

/** `resolveItem` with the portion model's account of the grams: which step decided and the fitted numbers used. */
/**
 * "2 fried eggs on an english muffin": a count said of what is on one of something, when the food found is the dish
 * of both ("Egg sandwich on English muffin"), counts what is on it; the dish is one.
 */
function onOne(parsed: ParsedItem, food: { description: string }): ParsedItem["quantity"] {
  const q = parsed.quantity;
  if (!q || q.unit || q.amount <= 1) return q;
  const base = ON_ONE.exec(parsed.phrase.toLowerCase())?.[1];
  if (!base) return q;
  const name = new Set(words(food.description.toLowerCase()).map(stem));
  return words(base).every((w) => name.has(stem(w))) ? { ...q, amount: 1, raw: `${q.raw} on one` } : q;
}
const ON_ONE = /\bon (?:a|an|one) ([a-z ]+?)(?: with\b.*)?$/;

/** "pepsi 20" is 20 fl oz of the drink; "gyoza 8" eight of the food. */
function sizeOrCount(q: ParsedItem["quantity"], food: Food): ParsedItem["quantity"] {
  if (!q?.ouncesOfDrink) return q;
  const { ouncesOfDrink: _drink, ...count } = q;
  return isDrink(food) ? { amount: q.amount, unit: "fl_oz", raw: `${q.amount} fl oz` } : count;
}

/**
 * "chicken sandwich and fires": an item of one word that names nothing, read with its letters swapped back (typo.ts).
 * Longer words are talk ("my favorite fast food spot" is no "fats food").
 */
function swappedMatch(parsed: ParsedItem, engine: NutritionEngine): ReturnType<typeof matchFood> {
  const fixed = parsed.foodText.includes(" ") ? undefined : swappedToFood(parsed.foodText, engine.index);
  if (!fixed) return undefined;
  const found = matchFood(fixed, engine.index, parsed.without, parsed.quantity?.size);
  return found && { ...found, guessed: true, confidence: Math.min(found.confidence, 0.5) };
}

/**
 * "greek salad with grilled chicken feta olives cucumber tomato": a dish said with a list of three foods or more is the
 * dish its own words name; the list's foods are its parts (unexplained-parts.ts), not words that pick another dish.
 */
function dishBeforeList(parsed: ParsedItem, engine: NutritionEngine): ReturnType<typeof matchFood> {
  const [, dish, list] = /^(.+?) with (.+)$/.exec(parsed.foodText) ?? [];
  const listed = list?.split(" ") ?? [];
  // Only a list typed as one: told in sentences, the words pick the dish.
  if (
    !dish ||
    listed.length < MIN_LISTED_PARTS ||
    !isPlainList(listed) ||
    (foodsInRow(listed, engine, true)?.length ?? 0) < MIN_LISTED_PARTS
  )
    return undefined;
  const found = matchFood(dish, engine.index, parsed.without, parsed.quantity?.size);
  return found && !found.guessed ? found : undefined;
}
const MIN_LISTED_PARTS = 3;

/**
 * "1 can tuna", "a can of corn": counted by a unit a food is sold in a state of (units.json `soldAs`: a can, canned), a
 * food USDA has in that state is that one, when the food the words find has no portion of the unit ("Fish, tuna, NFS"
 * is weighed by the fillet).
 */
function soldInTheUnit(parsed: ParsedItem, engine: NutritionEngine): ReturnType<typeof matchFood> {
  const unit = UNITS.find((u) => u.id === parsed.quantity?.unit);
  const state = unit?.soldAs;
  if (!unit || !state || words(parsed.foodText).includes(state)) return undefined;
  const named = anyWordPattern(unit.inUsdaPortions ?? [unit.id], "i");
  const hasUnit = (found: ReturnType<typeof matchFood>) => found?.food.portions.some((p) => named.test(p.description));
  const size = parsed.quantity?.size;
  const plain = matchFood(parsed.foodText, engine.index, parsed.without, size);
  if (!plain || hasUnit(plain)) return undefined;
  const inState = matchFood(`${state} ${parsed.foodText}`, engine.index, parsed.without, size);
  // The same food in that state: "Fish, tuna, canned" for "Fish, tuna, NFS", not "Soup, beef, canned" for "Soup, NFS".
  const kind = (description: string) => description.split(",").slice(0, 2).join(",");
  const same = inState !== undefined && kind(inState.food.description) === kind(plain.food.description);
  return same && !inState.guessed && hasUnit(inState) ? inState : undefined;
}

/**
 * "grande pike": a size word the phrase table spells with the food names that food (Pike Place coffee), though the
 * size is read apart from the food's words (the fish is "pike" alone).
 */
function sizeNamed(parsed: ParsedItem, engine: NutritionEngine): ReturnType<typeof matchFood> {
  const size = parsed.spans.find((s) => s.kind === "size")?.text;
  if (size === undefined) return undefined;
  const text = `${size} ${parsed.foodText}`;
  const named = namingPhrase(text, engine.index.phrases);
  if (!named || named.words.join(" ") !== phraseWords(text).join(" ")) return undefined;
  return matchFood(text, engine.index, parsed.without, parsed.quantity?.size);
}

export function resolveItemPortion(
  parsed: ParsedItem,
  engine: NutritionEngine = getEngine(),
): { item: MealItem; portion: ResolvedPortion } | undefined {
  const match =
    measuredAs(parsed, engine) ??
    shapedAs(parsed, engine) ??
    packagedNoodles(parsed, engine) ??
    dishBeforeList(parsed, engine) ??
    sizeNamed(parsed, engine) ??
    soldInTheUnit(parsed, engine) ??
    matchFood(parsed.foodText, engine.index, parsed.without, parsed.quantity?.size) ??
    swappedMatch(parsed, engine);
  if (!match) return undefined;
  // With no amount, a plural ("sweet potato fries") is some number of them, weighed by the usual amount: only the
  // words as said may name one piece, not their singulars.
  // A count said of a food named by its brand or another name counts what the food is: "6 ritz" are 6 of USDA's
  // "1 cracker", and "4 pc lumpia" 4 of its "1 egg roll".
  const q = parsed.quantity;
  const counted =
    q !== undefined &&
    (q.unit === undefined || COUNTS_THE_ITEM.has(q.unit)) &&
    q.amount >= 2 &&
    /^\d+\b/.test(q.raw.trim());
  const foodWords = new Set([
    ...words(parsed.foodText),
    ...(parsed.quantity ? queryTokens(parsed.foodText, engine.index) : []),
    ...(counted ? headOfName(match.food, parsed.foodText) : []),
  ]);
  const named = namingPhrase(parsed.foodText, engine.index.phrases);
  const portion = resolvePortion(
    match.food,
    trailingUnit(parsed.foodText, sizeOrCount(onOne(parsed, match.food), match.food), match.food),
    parsed.phrase,
    foodWords,
    categoryDensity(engine.db, match.food.category),
    engine.portionParams,
    namedPortionOf(named, match.food),
  );
  const n = scaleNutrients(match.food, portion.grams);
  const unknown = unknownWords(parsed.foodText, engine);
  const guessNote = match.guessed
    ? ` (closest match for "${parsed.foodText}")`
    : unknown.length > 0
      ? ` (nearest food; not recognised: ${unknown.map((w) => `“${w}”`).join(", ")})`
      : "";
  const item: MealItem = {
    food_id: match.food.id,
    food_name: match.food.description,
    phrase: parsed.phrase,
    quantity: portion.quantity,
    unit: portion.unit,
    grams: Math.round(portion.grams * 10) / 10,
    assumption: portion.assumption + guessNote,
    confidence:
      Math.round(Math.min(match.confidence, 0.3 + 0.7 * portion.confidence, unknown.length > 0 ? 0.5 : 1) * 100) / 100,
    ...n,
  };
  return { item, portion };
}

/**
 * The noun a USDA name says the food is, as said and singular: "Crackers, butter (Ritz)" → crackers, cracker. All the
 * words its name opens with when the user named it by none of them ("lumpia" is USDA's "Egg roll", counted by its "1
 * egg roll", not its "1 miniature roll").
 */
function headOfName(food: { description: string }, said: string): string[] {
  const opening = words(food.description.split(",")[0] ?? "");
  const saidStems = new Set(words(said).map(stem));
  const byOtherName = !opening.some((w) => saidStems.has(stem(w)));
  return (byOtherName ? opening : opening.slice(-1)).flatMap((w) => [w, stem(w)]);
}

/** Words of the item that are neither food vocabulary nor English nor a typo of a food word: the food is a guess. */
function unknownWords(foodText: string, engine: NutritionEngine): string[] {
  return words(foodText).filter(
    (w) =>
      w.length >= 3 &&
      /^[a-z]+$/.test(w) &&
      !isFoodWord(w) &&
      !isEnglishWord(w) &&
      !isChainName(w) &&
      !SUB_LENGTH_TOKENS.has(w) &&
      queryTokens(w, engine.index).length === 0,
  );
}

const CANDY = /\bcandy\b|\bsweets\b/i;
/** Each shape: how the user names it in the food words, and how USDA names it in a description. */
const SHAPES = {
  bar: { said: /\bbars?\b/, named: /\bbar\b/i },
  stick: { said: /\bsticks?\b/, named: /\bstick\b/i },
} as const;

/**
 * "a bar of granola", "a bar of KIND fruit and nut", "a stick of fish": a bar or stick of a food USDA sells in that
 * shape is that food ("Fish stick"); a candy or a food already named so stays itself.
 */
function shapedAs(parsed: ParsedItem, engine: NutritionEngine) {
  const unit = parsed.quantity?.unit;
  if (unit !== "bar" && unit !== "stick") return undefined;
  const shape = SHAPES[unit];
  if (shape.said.test(parsed.foodText)) return undefined;
  const plain = matchFood(parsed.foodText, engine.index, parsed.without, parsed.quantity?.size);
  if (plain && (shape.named.test(plain.food.description) || CANDY.test(plain.food.categoryName))) return undefined;
  const shaped = matchFood(`${parsed.foodText} ${unit}`, engine.index, parsed.without, parsed.quantity?.size);
  return shaped && shape.named.test(shaped.food.description) ? shaped : undefined;
}

/**
 * "2 pumps caramel", "1 scoop chocolate protein": a unit that measures one kind of food when the words say no other
 * measures that kind of it (caramel syrup, protein powder; "2 scoops vanilla ice cream" stay ice cream).
 */
function measuredAs(parsed: ParsedItem, engine: NutritionEngine) {
  const kind = UNITS.find((u) => u.id === parsed.quantity?.unit)?.measures;
  if (!kind || words(parsed.foodText).includes(kind)) return undefined;
  // "1 scoop pre workout": words the food vocabulary lacks are no kind of powder to guess at.
  if (!queryTokens(parsed.foodText, engine.index).some((t) => engine.index.foodNouns.has(t))) return undefined;
  const measured = matchFood(`${parsed.foodText} ${kind}`, engine.index, parsed.without, parsed.quantity?.size);
  if (!measured || measured.guessed || !words(measured.food.description).includes(kind)) return undefined;
  // "a scoop of peanut butter": a powder that holds none of the foods said is another food, not a kind of it; the
  // kind itself is ("2 pumps caramel": USDA's "Syrup, NFS").
  const named = new Set(queryTokens(measured.food.description, engine.index));
  const theKind = words(measured.food.description.split(",")[0] ?? "").every((w) => w === kind);
  return theKind ||
    queryTokens(parsed.foodText, engine.index).some((t) => engine.index.foodNouns.has(t) && named.has(t))
    ? measured
    : undefined;
}

const NOODLE_SOUP = /\bnoodles? soup\b/;
/** "a package of noodle soup": noodle soup sold by the packet is instant ramen (USDA's "Top Ramen, Cup of Noodles"). */
function packagedNoodles(parsed: ParsedItem, engine: NutritionEngine) {
  if (parsed.quantity?.unit !== "packet" || !NOODLE_SOUP.test(parsed.foodText)) return undefined;
  const ramen = matchFood(parsed.foodText.replace(NOODLE_SOUP, "ramen noodles soup"), engine.index, parsed.without);
  return ramen && /\bramen\b/i.test(ramen.food.description) ? ramen : undefined;
}

/** Re-scales an existing item to a new gram amount (edits: "the rice was 200 g", "double it"). */
export function rescaleItem(item: MealItem, grams: number, engine: NutritionEngine = getEngine()): MealItem {
  const food = engine.db.byId.get(item.food_id);
  if (!food) throw new Error(`Unknown food id ${item.food_id}`);
  const factor = item.grams > 0 ? grams / item.grams : 1;
  return {
    ...item,
    quantity: Math.round(item.quantity * factor * 100) / 100,
    grams: Math.round(grams * 10) / 10,
    ...scaleNutrients(food, grams),
  };
}

/**
 * The portion the phrase table gives one of what the words name ("corn on the cob" is "1 regular ear"), for the food
 * it names or another of its kind USDA weighs the same way ("… w butter": the buttered corn's ear).
 */
function namedPortionOf(named: ReturnType<typeof namingPhrase>, food: Food): Portion | undefined {
  if (!named?.portion) return undefined;
  if (named.food === food) return named.portion;
  const kind = (f: Food): string => f.description.split(",")[0] ?? "";
  if (kind(named.food) !== kind(food)) return undefined;
  const same = food.portions.find((p) => p.description === named.portion?.description);
  return same && Math.abs(same.grams - named.portion.grams) < 0.5 ? same : undefined;
}
