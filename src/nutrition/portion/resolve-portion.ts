import type { Food, Portion } from "../db/food-types.js";
import { NUTRIENT_INDEX } from "../db/nutrient-keys.js";
import type { ParsedQuantity, SizeWord, UnitId } from "../parse/types.js";
import { SIZE_TAIL_WORDS, UNIT_BY_WORD } from "../parse/lexicon/unit-words.js";
import { NUMBER_WORDS } from "../parse/lexicon/number-words.js";
import { OF_THE_WHOLE } from "../parse/fraction-of-last.js";
import { stem, words } from "../match/tokenize.js";
import { anyWordPattern, isMixedDish } from "../match/match-words.js";
import { escapeRegExp } from "../parse/escape-reg-exp.js";
import {
  categoryPortionsSay,
  categorySizeRatio,
  categoryUnitGrams,
  listedSize,
  usualOfSurveyKin,
  SIZES,
  usualPieceCount,
} from "./category-sizes.js";
import { nameHasUnit } from "./unit-in-name.js";
import { typicalContainerMl, usualContainerPortion } from "./container-sizes.js";
import {
  FOOTLONG,
  SUB_NOUN,
  HOUSEHOLD_DEFAULTS,
  INCH_WORDS,
  MASS_G,
  HOLDS_SEVERAL,
  SERVED_IN,
  PIECE_OF_SERVING,
  A_SERVING,
  PIECE_OF_DISH,
  NOT_ONE_ITEM,
  PIECE_SIZES,
  SIZE_WORDS,
  UNIT_WORDS,
  USDA_PORTION_WORDS,
  VOLUME_ML,
  unitLabel,
} from "./units.js";
import { categoryGroup, portionScaleKey, sizeKey, type PortionParams, type PortionSource } from "./portion-params.js";
import { committedPortionParams } from "../engine-params.js";

export interface ResolvedPortion {
  grams: number;
  quantity: number;
  /** Short unit label for the item ("cup", "g", "medium", "serving"). */
  unit: string;
  /** What was assumed, in words: "1 medium banana = 118 g". */
  assumption: string;
  /** 0-1: how sure the amount is (a weight the user gave = 1, a default portion is a guess). */
  confidence: number;
  /** The step of the portion model that decided the grams. */
  source: PortionSource;
  /** The fitted numbers (`engine-params.json`) the grams were multiplied by, by key. */
  factors: Record<string, number>;
}

/** A portion before the fitted scale: which step decided, and the size factor it used, if any. */
type WeighedPortion = Omit<ResolvedPortion, "factors"> & { sizeFactor?: [string, number] };

const IGNORED = /^(guideline amount|quantity not specified)/i;
const MEASURE_WORDS = new Set([
  "cup",
  "cups",
  "tablespoon",
  "teaspoon",
  "oz",
  "fl",
  "pint",
  "quart",
  "gallon",
  "liter",
  "ml",
  "inch",
  "cubic",
  "surface",
]);
/** How USDA's portions name one piece ("1 piece"), the unit "pc" is said for. */
const PIECE_WORD = UNIT_WORDS.piece?.[0];
const WHOLE_ITEM = new Set(["fruit", "nut", "item", "each", "whole", "full", "piece", "individual"]);
// Counting "a quesadilla" means the whole thing: its "full circle" beats a "triangular piece".
const WHOLE_OF_IT = new Set(["whole", "full"]);
const SIZE_NEUTRAL = new Set(["nfs", "regular", "medium", "any", "standard"]);
/** A size portion this many usual amounts big is a shop's cup, not one of the food counted with no size said. */
const SHOP_SIZE_OVER_USUAL = 2;
const SIZE_MARKED = new Set([
  "small",
  "large",
  "extra",
  "mini",
  "miniature",
  "king",
  "jumbo",
  "snack",
  "fun",
  "bite",
  "personal",
  "kid",
  "kids",
  "child",
  "toddler",
  "baby",
  "half",
  "double",
  "triple",
  "junior",
  "senior",
]);
const ANY_UNIT_WORD = new Set(Object.values(UNIT_WORDS).flat());
/** Size words that are amounts already read into the quantity ("half of a grapefruit" is 0.5 of one). */
const AMOUNT_WORDS = new Set(["half", "double", "triple"]);
const USUAL_COUNT_BONUS = 1.5;
const MINIATURE = /\b(?:mini|tiny|miniature|bite[- ]size)\b/i;
const VARIANT_WORD_EXTRA = 5;
/** Capitalised in a product's name ("Gerber Second Food") without naming its maker. */
const GENERIC_NAME_WORDS = new Set(["food", "foods", "first", "second", "third", "stage"]);
const DRINK_CATEGORY = /^(?:(?:1[0-4]|7[0-8])\d\d|1902)$/; // WWEIA milks (plant-based too), shakes and beverages
/** Milks, shakes and beverages (WWEIA) and SR's beverages: measured by volume, and "oz" of them is fl oz. */
export const isDrink = (food: Food): boolean => DRINK_CATEGORY.test(food.category) || food.category === "sr1400";

/** A sub's length said ("six-inch", "footlong", "12-inch"), as the readers write it. */
const SUB_LENGTH_SAID = /\b(?:six-inch|foot[- ]?long|12[- ]inch)\b/i;
const HALF_PORTION = /^(?:1\/2 |1 half(?:$|,| circle))/i;
/** USDA's portions that are a share of the whole food: "1/2 chicken", "1/4 pie". */
const SHARE_PORTION = /^1\/(\d+) /;
/** A cut USDA weighs as a share of the whole food: "1 slice 1/4 of pie", "1 piece (1/8 of 9\" pie)". */
const CUT_AS_SHARE = /\b1\/(\d+) of\b/;
/** "1/4 of a digiorno pizza" on its "1 slice 1/4 of pie" is one such cut, not a quarter of one: how many cuts. */
function cutsOfShare(amount: number, cut: Portion): number | undefined {
  const share = amount < 1 ? CUT_AS_SHARE.exec(cut.description) : null;
  return share ? amount * Number(share[1]) : undefined;
}
/** Units a food without its own portion of them borrows from its category (cans and bottles have their own sizes). */
const BORROWED_UNITS: ReadonlySet<UnitId> = new Set(["container", "packet"]);
const round = (n: number): number => Math.round(n * 10) / 10;
/** "100-calorie", "90 calorie": the calories of each one, said as part of what it is. */
const STATED_CALORIES = /\b(\d+)[\s-]?calorie\b/i;
const fmt = (n: number): string => String(Number(n.toFixed(n < 10 ? 2 : 1)));

/** Grams of ONE counted thing: USDA's "10 sticks" = 3 g is 0.3 g a stick. */
export function gramsPerCount(p: Portion): number {
  const n = /^(\d+)\s+[a-z]/i.exec(p.description);
  const count = n ? Number(n[1]) : 1;
  return count > 1 ? p.grams / count : p.grams;
}

/**
 * "4 small rectangular pieces" of graham crackers on USDA's "1 large rectangular piece or 2 squares or 4 small
 * rectangular pieces": the grams of one of the pieces the user counted, when the portion lists them by number.
 */
function perCountedAlternative(p: Portion, phrase: string): number | undefined {
  const alternatives = p.description.split(/,? or /);
  if (alternatives.length < 2) return undefined;
  const said = new Set(words(phrase).map(stem));
  for (const alt of alternatives) {
    const m = /^(\d+) (.+)$/.exec(alt.trim());
    const count = m ? Number(m[1]) : 1;
    if (count > 1 && words(m?.[2] ?? "").every((w) => said.has(stem(w)))) return p.grams / count;
  }
  return undefined;
}

/**
 * USDA's alternatives in a portion's name: "1 child/senior drink" → [["child", "senior"]], "1 tender, strip, or finger"
 * → [["tender", "strip", "finger"]].
 */
function portionAlternatives(p: Portion): string[][] {
  // "1 small/regular", "1 thick / Belgian waffle"
  const slashed = [...p.description.matchAll(/[\w-]+(?: ?\/ ?[\w-]+)+/g)].map((m) => m[0].split(/ ?\/ ?/));
  const listed = [...p.description.matchAll(/[\w-]+(?:, [\w-]+)*,? or [\w-]+/g)].map((m) => m[0].split(/,? or |, /));
  return [...slashed, ...listed].map((group) => group.flatMap((part) => words(part)));
}

/**
 * "a large chicken breast" names one breast; "large potato chips" are not one chip, nor "small waffle fries" one
 * waffle: the word is the food itself, not a word describing the plural food said after it.
 */
function saidSingular(phrase: string, w: string, isFoodWord: (word: string) => boolean): boolean {
  const said = new RegExp(`\\b${w}\\b(?:\\s+([a-z]+))?`, "i").exec(phrase);
  const next = said?.[1]?.toLowerCase();
  return said !== null && !(next !== undefined && next !== stem(next) && isFoodWord(next));
}

const TWO: ParsedQuantity = { amount: 2, raw: "" };
const PLURAL_SAID = /[a-z]s\b/i;

/**
 * "eggs and toast", "bbq chicken thighs": a plural of the noun USDA counts the food by ("1 egg", "1 thigh") said with
 * no count is two of them at least, when USDA's usual amount is no more than one. Where the usual amount holds
 * several ("cookies", "wings"), or the food is served by some other unit ("nachos", "biscuits and gravy"), it weighs
 * them.
 */
function pluralOfOne(food: Food, phrase: string): boolean {
  if (!PLURAL_SAID.test(phrase)) return false;
  const usual = defaultPortion(food);
  // "chicken fajitas", "enchiladas": a mixed dish said in the plural is a plate of it, which its usual amount weighs.
  if (!usual || isMixedDish(food.category)) return false;
  const said = words(phrase.split(/\bwith\b/)[0] ?? "").filter((w) => w !== stem(w));
  return food.portions.some((p) => {
    const counted = isMeasure(p) ? undefined : /^1 ([a-z]+)$/i.exec(p.description)?.[1]?.toLowerCase();
    return counted !== undefined && p.grams >= usual.grams && said.some((w) => stem(w) === stem(counted));
  });
}

const isMeasure = (p: Portion) => portionWords(p).some((w) => MEASURE_WORDS.has(w));

function portionWords(p: Portion): string[] {
  // SR's "1 pieces" is one piece.
  return words(p.description.replace(/\([^)]*\)/g, " ").replace(/^1 pieces\b/i, "1 piece"));
}

/**
 * SR's "1 serving small 12 fl oz", "1 serving medium 16 fl oz": with no usual portion and no piece, one serving is
 * one of the food, the medium or regular one when USDA sizes them, never its first measure ("1 fl oz").
 */
function oneServing(food: Food): Portion | undefined {
  const serving = UNIT_WORDS.serving?.[0];
  const servings = serving ? food.portions.filter((p) => portionWords(p).includes(serving)) : [];
  return servings.find((p) => portionWords(p).some((w) => SIZE_NEUTRAL.has(w))) ?? servings[0];
}

export function defaultPortion(food: Food): Portion | undefined {
  return food.portions.find((p) => /^quantity not specified/i.test(p.description));
}

/**
 * "sausage links": pieces said in the plural with no count, of a food whose usual amount holds several of them (three
 * 20 g links in its 60 g), are that usual amount, not the one piece their word names.
 */
function notOnePieceOfSeveral(
  p: Portion | undefined,
  food: Food,
  q: ParsedQuantity | undefined,
  phrase: string,
): Portion | undefined {
  const usual = q === undefined ? defaultPortion(food) : undefined;
  if (!p || !usual || p.grams >= usual.grams || isMeasure(p)) return p;
  const piece = stem(portionWords(p).at(-1) ?? "");
  const plural = words(phrase.split(/\bwith\b/)[0] ?? "").some((w) => w !== stem(w) && stem(w) === piece);
  return plural ? undefined : p;
}

/**
 * With no amount said, a portion of several usual amounts that only the food's own name points at is not what
 * was eaten: "chicken pot pie" names USDA's "1 pie, any size" (1260 g), five times the usual 250 g, and "frozen
 * pizza" the whole "1 frozen medium pizza" (581 g, three usual amounts), so the usual amount weighs them instead. A
 * portion word said besides the name stays ("a bag of microwave popcorn" is the bag, "a whole frozen pizza" the pie).
 */
function notBeyondUsual(
  p: Portion | undefined,
  food: Food,
  q: ParsedQuantity | undefined,
  phrase: string,
): Portion | undefined {
  const usual = q === undefined ? defaultPortion(food) : undefined;
  if (!p || !usual || p.grams <= NAMED_BEYOND_USUAL * usual.grams) return p;
  const said = new Set(words(phrase));
  if (USDA_PORTION_WORDS.entire.some((w) => said.has(w))) return p;
  const name = new Set(words(food.description));
  return portionWords(p).some((w) => said.has(w) && !name.has(w)) ? p : undefined;
}
/** A frozen pizza's whole pie is three of its usual amounts (581 g / 194 g); a taco salad's own one 1.4. */
const NAMED_BEYOND_USUAL = 2.5;
const BEYOND_USUAL = 3;

/**
 * "half a digiorno pizza", "1/3 of a frozen pizza": a share counted of a food whose counted portion is a cut from it
 * ("1 piece, NFS") is that share of the whole one as bought, the one of no marked size ("1 frozen medium pizza
 * (11-13" diameter)"), when USDA has it; not half a slice. Only one USDA names as bought whole: a share of a
 * restaurant pizza ("a quarter of a thick-crust pizza") is, in NutriBench's truths, a share of a slice.
 */
function wholeOfShare(food: Food, own: Portion, foodWords: Set<string>): Portion | undefined {
  const isCut = (p: Portion) => CUT_FROM.test(p.description);
  if (!isCut(own)) return undefined;
  const head = new Set([...words(food.description.split(",")[0] ?? ""), ...foodWords].map(stem));
  const wholes = food.portions.filter(
    (p) =>
      !IGNORED.test(p.description) &&
      !isMeasure(p) &&
      !isCut(p) &&
      p.grams > own.grams &&
      BOUGHT_WHOLE.test(p.description) &&
      portionWords(p).some((w) => head.has(stem(w))),
  );
  return (
    wholes.find((p) => portionWords(p).some((w) => SIZE_NEUTRAL.has(w))) ??
    (wholes.length === 1 ? wholes[0] : undefined)
  );
}

/** "apple pie, 1/4 of the pie": the whole food as made, USDA's heaviest regular portion that is no measure nor a cut. */
function heaviestWhole(food: Food): Portion | undefined {
  const wholes = food.portions.filter(
    (p) => !IGNORED.test(p.description) && !isMeasure(p) && !CUT_FROM.test(p.description),
  );
  // Of a regular and a large whole pie, the regular one.
  const regular = wholes.filter((p) => portionWords(p).some((w) => SIZE_NEUTRAL.has(w)));
  const from = regular.length > 0 ? regular : wholes;
  return from.reduce<Portion | undefined>((best, p) => (!best || p.grams > best.grams ? p : best), undefined);
}

/** A piece this much lighter than the usual amount is a bite of an order, not what anyone counts a serving by. */
const TINY_PIECE_SHARE = 1 / 12;
/** Counts this small of such pieces are orders ("2 fries"); more are pieces ("a dozen fries"). */
const MAX_ORDERS_COUNTED = 3;

/**
 * "2 fries", "3 curly fries": a small count of a food said in the plural, sold by the order in its category, whose counted
 * portion is one tiny piece of it ("1 fry, NS as to shape", 5 g of a 110 g usual amount) counts orders: the usual
 * amount, one order. Onion rings, nuggets and tots are pieces people count (a nugget is a fifth of the usual amount).
 */
function ordersOfPieces(
  food: Food,
  piece: Portion,
  amount: number,
  phrase: string,
  foodWords: Set<string>,
): Portion | undefined {
  const usual = defaultPortion(food);
  // One is left a piece: the readers spell every "fry" as fries ("a sweet potato fry" is one fry, 5 g).
  if (!usual || amount < 2 || amount > MAX_ORDERS_COUNTED) return undefined;
  // The piece's own word said in the plural ("fries", "curly fries"), never as one ("a sweet potato fry").
  const isFoodWord = (w: string) => foodWords.has(w) || foodWords.has(stem(w));
  const named = portionWords(piece).filter(isFoodWord);
  if (named.length === 0 || named.some((w) => saidSingular(phrase, w, isFoodWord))) return undefined;
  if (piece.grams >= TINY_PIECE_SHARE * usual.grams || isMeasure(piece)) return undefined;
  return USDA_PORTION_WORDS.byTheOrder.some((w) => categoryPortionsSay(food.category, w)) ? usual : undefined;
}

/** USDA's volume portions with their millilitres, plain ones first. */
const DENSITY_PORTIONS: readonly [RegExp, number][] = [
  [/^1 cup$/i, VOLUME_ML.cup as number],
  [/^1 fl oz$/i, VOLUME_ML.fl_oz as number],
  [/^1 (tablespoon|tbsp)$/i, VOLUME_ML.tbsp as number],
  [/^1 cup\b/i, VOLUME_ML.cup as number],
  [/^1 fl oz\b/i, VOLUME_ML.fl_oz as number],
  [/^1 (tablespoon|tbsp)\b/i, VOLUME_ML.tbsp as number],
  [/^1 (teaspoon|tsp)\b/i, VOLUME_ML.tsp as number],
];

/** Grams per ml from the food's own cup / fl oz / tbsp portions (plain ones first); undefined when it has none. */
export function densityGPerMl(food: Food): number | undefined {
  for (const [re, ml] of DENSITY_PORTIONS) {
    const p = food.portions.find((x) => re.test(x.description));
    if (p) return p.grams / ml;
  }
  return undefined;
}

/** Scores USDA portions against the unit, size and other words the user gave; best first. */
function bestPortion(
  food: Food,
  q: ParsedQuantity | undefined,
  phrase: string,
  foodWords: Set<string>,
): Portion | undefined {
  const unitWords = q?.unit ? (UNIT_WORDS[q.unit] ?? [q.unit]) : [];
  const notOneItem = q?.unit !== undefined && NOT_ONE_ITEM.has(q.unit);
  const holdsSeveral = q?.unit !== undefined && HOLDS_SEVERAL.has(q.unit);
  const servedIn = q?.unit !== undefined && SERVED_IN.has(q.unit);
  const containerMl = q?.unit !== undefined ? typicalContainerMl(food, q.unit, unitWordSaid(q)) : undefined;
  const aServing = q?.unit !== undefined && A_SERVING.has(q.unit);
  // "a chunk", "a sleeve", "a king-size package": the words the user said for the unit name USDA's "1 chunk",
  // "1 sleeve", "1 large/king size" ("a regular piece" is no regular-size pouch).
  const saidUnit = new Set(
    q?.unit
      ? words(q.raw)
          .filter((w) => UNIT_BY_WORD.get(w) === q.unit || (SIZE_MARKED.has(w) && !AMOUNT_WORDS.has(w)))
          .map(stem)
      : [],
  );
  const sizeWords = q?.size ? SIZE_WORDS[q.size] : [];
  // "medium crust" describes the pizza, not the portion.
  const phraseWords = new Set(
    words(
      phrase.replace(/\b(thin|thick|medium|regular|stuffed)[- ]crust\b/gi, " ").replace(/\bextra (?!large)/gi, " "),
    ),
  );
  const counted = q !== undefined && !q.unit && !q.size;
  const countedPieces = unitWords[0] === PIECE_WORD;
  const sizedItem = q?.size !== undefined && !q.unit;
  const countedMinis = sizedItem && q.amount > 1 && MINIATURE.test(phrase);
  // "2 large eggs" are two large eggs; "2 small fries" two small orders, not two fries (a tiny piece of an order).
  const countedPiece = (p: Portion) =>
    sizedItem && q.amount > 1 && (usualGrams === undefined || p.grams >= TINY_PIECE_SHARE * usualGrams);
  // "a mini bagel", "a tiny roll": USDA's miniature, the smallest of its small sizes.
  // "a bite-size muffin" is USDA's "1 bite size" where the food has one, smaller than its miniature.
  const sizeWord =
    q?.size === "small" && MINIATURE.test(phrase)
      ? /\bbite[- ]size/i.test(phrase)
        ? "bite"
        : "miniature"
      : sizeWords[0];
  // USDA's "Quantity not specified" weighs what people usually eat: a sized portion of the same weight is the
  // usual size ("1 small single serving bag" of chips = 28 g = the usual bag), not a size the user did not say.
  const usualGrams = defaultPortion(food)?.grams;
  // "a kids meal order of fries": a size the user named in words is not the usual small one.
  const saidMarked = [...phraseWords].some((w) => SIZE_MARKED.has(w) && !AMOUNT_WORDS.has(w) && w !== "extra");
  const nameWords = new Set(words(food.description));
  const nameStems = new Set([...nameWords].map(stem));
  // "2 cookies" names USDA's "1 medium cookie": a portion's word is compared by its stem too ("cookie" → "cooky").
  const saidFoodWord = (w: string) => foodWords.has(w) || foodWords.has(stem(w));
  let best: Portion | undefined;
  let bestScore = 0;
  for (const p of food.portions) {
    if (IGNORED.test(p.description)) continue;
    const pw = portionWords(p);
    if (counted && pw.some((w) => MEASURE_WORDS.has(w))) continue; // counting items, not cups or ounces
    // "a couple pieces of beef jerky": a piece is no "1 cup, pieces", whatever the cup is said to hold.
    if (countedPieces && pw.some((w) => MEASURE_WORDS.has(w))) continue;
    const brandWords = new Set(words(p.description.match(/\b[A-Z][\w'!]*[a-z][\w'!]*/g)?.join(" ") ?? ""));
    // "a Nabisco chocolate chip cookie": USDA's "1 Nabisco Chips Ahoy!", the brand's own item, whole name excused.
    const saidBrand = [...brandWords].some(
      (w) => phraseWords.has(w) && !nameWords.has(w) && !GENERIC_NAME_WORDS.has(w),
    );
    let score = 0;
    let extra = 0;
    const isUsual =
      !q?.size &&
      usualGrams !== undefined &&
      Math.abs(p.grams - usualGrams) < 0.5 &&
      pw.some((w) => SIZE_MARKED.has(w) || SIZE_NEUTRAL.has(w));
    if (isUsual) score += 0.5;
    // "a popsicle": the single item USDA says people usually eat ("1 single stick" = the usual 50 g), not the miniature.
    else if (counted && usualGrams !== undefined && Math.abs(p.grams - usualGrams) < 0.5) score += USUAL_COUNT_BONUS;
    const unsaidSize = !q?.size && pw.some((w) => SIZE_MARKED.has(w) && !phraseWords.has(w));
    // "1 child/senior drink" when the user said child-size: the other alternative is no extra.
    const saidAlternative = new Set(
      portionAlternatives(p)
        .filter((group) => group.some((w) => phraseWords.has(w) || saidFoodWord(w) || w === sizeWord))
        .flat(),
    );
    const namesFood = pw.some(
      (w) => saidFoodWord(w) && !SIZE_MARKED.has(w) && !SIZE_NEUTRAL.has(w) && !ANY_UNIT_WORD.has(w),
    );
    // "baby carrots" with no amount are some of them, not USDA's one "1 baby carrot": the food's own word is said
    // only in the plural.
    const saidOnlyPlural = (w: string) =>
      nameStems.has(stem(w)) &&
      !foodWords.has(w) &&
      [...foodWords].some((f) => f !== w && /s$/.test(f) && stem(f) === stem(w));
    if (q === undefined && pw.some(saidOnlyPlural)) continue;
    // "a mango lassi": one drink counted with no size is no shop's "1 medium" (864 g) far above USDA's usual amount
    // (324 g); "a regular cucumber" is its "1 medium".
    const sized = pw.filter((w) => !/^\d/.test(w));
    const sizeOnly = sized.length > 0 && sized.every((w) => SIZE_NEUTRAL.has(w) || SIZE_MARKED.has(w));
    const shopCup = sizeOnly && usualGrams !== undefined && p.grams > SHOP_SIZE_OVER_USUAL * usualGrams;
    if (counted && shopCup && isDrink(food)) continue;
    for (const w of new Set(pw)) {
      if (/^\d|^(1|a|an|of|or|ns|as|to|from|with|in|and|the|made|type)$/.test(w)) continue;
      // "1 breakfast size link": "size" only says the word before it is one (but "any size" says no size).
      const tail = SIZE_TAIL_WORDS.has(w) && !phraseWords.has(w);
      if (tail && pw.some((v, i) => pw[i + 1] === w && !SIZE_NEUTRAL.has(v))) continue;
      if (saidAlternative.has(w) && !phraseWords.has(w) && !saidFoodWord(w) && w !== sizeWord) continue;
      if (!q?.size && SIZE_NEUTRAL.has(w) && !phraseWords.has(w)) {
        if (saidMarked && w !== "nfs" && w !== "any") extra += 0.8;
        else score += w === "nfs" || w === "any" ? 0.8 : 0.3; // "1 piece, NFS", "1 regular": the usual size when none was said
        continue;
      }
      if (!q?.size && SIZE_MARKED.has(w) && !phraseWords.has(w)) {
        // a small or king-size portion the user never asked for; a "Bagel Thin" when they counted bagels
        if (!isUsual || saidMarked) extra += counted && namesFood ? VARIANT_WORD_EXTRA : 0.8;
        continue;
      }
      if (q?.size && SIZE_MARKED.has(w) && !sizeWords.includes(w) && !phraseWords.has(w)) {
        extra += 3; // "king size" when the user said fun-size
        continue;
      }
      if (saidBrand && brandWords.has(w)) score += phraseWords.has(w) && !nameWords.has(w) ? 3 : 0;
      else if (unitWords[0] === w || saidUnit.has(w) || (unitWords.includes(w) && phraseWords.has(w)))
        score += 4; // "a jar": USDA's "1 jar"
      else if (unitWords.includes(w)) score += 2.5;
      else if (sizeWord === w || (sizeWords.includes(w) && phraseWords.has(w)))
        score += 3; // "child-size": USDA's child drink
      else if (sizeWords.includes(w)) score += 1.5;
      else if (SIZE_MARKED.has(w) && !AMOUNT_WORDS.has(w) && phraseWords.has(w))
        score += 2; // "a miniature snickers bar": USDA's miniature
      else if (saidFoodWord(w)) {
        // "1 banana", "1 egg": the food itself; "a medium chicken breast" is "1 breast", not "1 medium slice".
        // "small onion rings" are not one small ring: a size said of the plural names no piece; but "2 mini rice
        // cakes" are two cakes ("mini" sizes a piece, never an order).
        if (sizedItem && !countedMinis && !countedPiece(p) && !saidSingular(phrase, w, saidFoodWord)) extra += 1;
        else score += counted ? 2 : sizedItem ? 2.5 : 0.2;
      }
      // "1 piece/slice" of a steak or cake is a cut from it, not one whole item.
      else if (counted && WHOLE_ITEM.has(w) && !(unsaidSize && !isUsual) && !pw.includes("slice"))
        score += WHOLE_OF_IT.has(w) ? 2 : 1.5; // "1 fruit", "1 piece": one of the thing (not "1 small/individual")
      else if (phraseWords.has(w)) score += 1;
      // "1 Bagel Thin" when the user counted bagels: a kind of the food they did not name.
      else if (counted && namesFood && !ANY_UNIT_WORD.has(w)) extra += VARIANT_WORD_EXTRA;
      else extra += sizedItem && ANY_UNIT_WORD.has(w) ? 2 : 1;
    }
    score -= 0.35 * extra;
    if (!q?.unit && !q?.size && !counted && score <= 0.6) continue;
    // "2 squares of dark chocolate", "a handful of grapes": a portion such a unit does not name ("1 pouch/regular
    // size", "1 grape") is not what it weighs, the unit's own weight is; one listing the count said still weighs it
    // ("a handful of 10 plantain chips").
    const namesUnit = pw.some(
      (w) => unitWords.includes(w) || saidUnit.has(stem(w)) || (/^\d+$/.test(w) && w !== "1" && phraseWords.has(w)),
    );
    if (notOneItem && !namesUnit) continue;
    // "a side of sweet potato fries", "a sleeve of oreos": what holds several pieces is not USDA's one piece (but
    // "a single serving box" is its "1 prepackaged single serving").
    const onePieceOf = usualGrams !== undefined && p.grams < usualGrams && !isMeasure(p);
    // Words of the portion the user said that are neither the food's nor a number ("a bowl of the soup, from a can").
    const saysBesides = (skip: (w: string) => boolean) =>
      pw.some((w) => phraseWords.has(w) && !saidFoodWord(w) && !/^\d/.test(w) && !skip(w));
    const saysMore = saysBesides(() => false);
    if (holdsSeveral && onePieceOf && !namesUnit && !saysMore) continue;
    // "a bowl of cherries" is no "1 cherry", "a big bowl of watermelon" no "1 large melon"; but "a bowl of the soup,
    // from a can" is its "1 can". A size said sizes the bowl ("a small bowl of strawberries" is no "1 small" berry).
    const sizeOfUnit = (w: string) => SIZE_MARKED.has(w) || SIZE_NEUTRAL.has(w);
    const namesUnitItself = pw.some((w) => !sizeOfUnit(w) && (unitWords.includes(w) || saidUnit.has(stem(w))));
    const saysMoreThanSize = saysBesides(sizeOfUnit);
    if (servedIn && !namesUnitItself && !saysMoreThanSize) continue;
    // "a container of lo mein": a food with a usual container (the takeout pint) is no "1 cup" of it.
    if (servedIn && containerMl !== undefined && isMeasure(p)) continue;
    // "a serving of apple pie" is no "1 regular pie (8-9" dia)", "a serving of grapes" no "1 grape".
    const farFromUsual =
      usualGrams !== undefined && (p.grams > NAMED_BEYOND_USUAL * usualGrams || p.grams * BEYOND_USUAL < usualGrams);
    if (aServing && farFromUsual && !namesUnit && !saysMore) continue;
    if (score > bestScore) {
      best = p;
      bestScore = score;
    }
  }
  return bestScore > 0 ? best : undefined;
}

/** The word the user said for the amount's unit ("container" of "a container"). */
const unitWordSaid = (q: ParsedQuantity): string | undefined =>
  words(q.raw).find((w) => UNIT_BY_WORD.get(w) === q.unit);

/** A portion that is only a weight ("1 oz", "1 lb"), no volume nor piece: a number and a mass unit. */
const byWeight = (p: Portion): boolean => {
  const [amount = "", unit = "", ...rest] = p.description.toLowerCase().split(" ");
  const id = UNIT_BY_WORD.get(unit);
  return rest.length === 0 && /^\d+(?:\.\d+)?$/.test(amount) && id !== undefined && MASS_G[id] !== undefined;
};

/** USDA's "1 oz, dry, yields": the cooked food one dry ounce makes. */
const dryOuncePortion = (food: Food): Portion | undefined =>
  food.portions.find((p) => /^1 oz,? dry,? yield/i.test(p.description));

// "Dried" beans are a kind (USDA's "from dried"), not how they were weighed.
const SAID_DRY = /\b(?:dry|uncooked)\b/i;
const SAID_COOKED = /\b(?:cooked|boiled)\b/i;

/**
 * The cooked food a dry weight makes, where USDA weighs it so ("1 oz, dry, yields"): said dry, or ounces of a
 * porridge, pasta or beans said with no state (people weigh oats and pasta dry); grams of it only when said dry.
 */
function dryOunceYield(food: Food, unit: UnitId, phrase: string): Portion | undefined {
  const yields = dryOuncePortion(food);
  if (!yields) return undefined;
  if (SAID_DRY.test(phrase)) return yields;
  return unit === "oz" && !SAID_COOKED.test(phrase) ? yields : undefined;
}

/** A packet of instant ramen holds 3 oz of noodles (USDA SR "Soup, ramen noodle, dry": an 81 g block, a 6 g flavour packet). */
const INSTANT_NOODLE_PACKET_OZ = 3;
/** USDA's ramen weighed by the dry ounce it is made from, when it has no packet portion of its own. */
function instantNoodlePacket(food: Food): Portion | undefined {
  if (!/\bramen\b/i.test(food.description) || food.portions.some((p) => /\b(?:packet|package)\b/i.test(p.description)))
    return undefined;
  return dryOuncePortion(food);
}

/**
 * USDA often has one portion for two sizes ("1 small/regular" burrito, then "1 large"): people who call theirs
 * medium mean one between the regular and the large.
 */
function mediumOnSharedPortion(food: Food, own: Portion): { grams: number; how: string } | undefined {
  const shared = /\bsmall\/regular\b/i.exec(own.description);
  if (!shared) return undefined;
  const kind = own.description
    .slice(shared.index + shared[0].length)
    .trim()
    .toLowerCase();
  const large = food.portions.find((p) => p.description.toLowerCase() === `1 large${kind ? ` ${kind}` : ""}`);
  if (!large) return undefined;
  return {
    grams: (own.grams + large.grams) / 2,
    how: `between USDA portions "${own.description}" and "${large.description}"`,
  };
}

/**
 * "a large frosty" when USDA lists the junior, small and medium only: a size USDA does not list never weighs less
 * than a smaller size it does, nor more than a larger one; past them it is scaled from the nearest listed size by
 * the fitted size factors (the medium 298 g × 1.3 for large, not the junior 113 g × 1.3).
 */
function withinListedSizes(
  food: Food,
  size: SizeWord,
  grams: number,
  sizeFactor: PortionParams["sizeFactor"],
): { grams: number; how: string } | undefined {
  if (listedSize(food, size)) return undefined;
  const at = SIZES.indexOf(size);
  const listed = SIZES.map((s) => [s, listedSize(food, s)] as const);
  const below = listed.slice(0, at).findLast(([, p]) => p !== undefined);
  const above = listed.slice(at + 1).find(([, p]) => p !== undefined);
  for (const side of [below, above]) {
    const [near, p] = side ?? [];
    if (!near || !p) continue;
    const scaled = (p.grams * sizeFactor[size]) / sizeFactor[near];
    if (near === below?.[0] ? grams < scaled : grams > scaled)
      return {
        grams: scaled,
        how: `USDA portion "${p.description}" × ${fmt(sizeFactor[size] / sizeFactor[near])} for ${size}`,
      };
  }
  return undefined;
}

/** A size's factor goes the size's way: a large one is not smaller, a small one not larger. */
const sameWay = (size: SizeWord, ratio: number): boolean =>
  size === "small" ? ratio <= 1 : size === "medium" ? true : ratio >= 1;

/**
 * "a large orange juice" on USDA's "1 juice box/pouch (6.75 fl oz)": a container of a set measure the user did not
 * name has no sizes, so a size said of the drink is no reading of it (the usual amount is sized instead).
 */
function unsizedMeasure(own: Portion, phrase: string, foodWords: Set<string>): boolean {
  const pw = words(own.description);
  const said = new Set(words(phrase));
  const named = (w: string) => !MEASURE_WORDS.has(w) && !foodWords.has(w) && said.has(w);
  return pw.some((w) => MEASURE_WORDS.has(w)) && !pw.some((w) => SIZE_MARKED.has(w) || SIZE_NEUTRAL.has(w) || named(w));
}

/** "2 stuffed pepper halves": a half said (number-words.json), the word or its plural. */
const halfSaid = (phrase: string): boolean => words(phrase).some((w) => NUMBER_WORDS.get(stem(w)) === 0.5);

/**
 * units.json `pieceOfDish`: a cut said of a food of the categories it covers is one piece of it, unless USDA counts
 * the food by that cut ("1 large rectangular piece or 2 squares" of a graham cracker; "1 slice" of meat loaf).
 */
function cutIsPiece(food: Food, unit: UnitId): boolean {
  const rule = PIECE_OF_DISH.get(unit);
  if (!rule) return false;
  const inCategory = (prefixes: readonly string[] | undefined) => prefixes?.some((c) => food.category.startsWith(c));
  if ((rule.only && !inCategory(rule.only)) || inCategory(rule.except)) return false;
  const cutWords = new Set(UNIT_WORDS[unit] ?? [unit]);
  const counted = (p: Portion) => {
    const pw = portionWords(p);
    return pw.some((w, i) => cutWords.has(stem(w)) && (rule.keptWhen === "named" || Number(pw[i - 1]) >= 2));
  };
  return !food.portions.some(counted);
}

/** "a large chicken breast" on USDA's one "1 breast": that portion scaled as similar foods scale. */
function scaledUnsizedPortion(
  food: Food,
  own: Portion,
  size: SizeWord,
  phrase: string,
  foodWords: Set<string>,
  sizeFactor: PortionParams["sizeFactor"],
): { grams: number; how: string; fitted?: [string, number] } | undefined {
  // "1 item, any size" is one item of no size said: it scales like an unsized one.
  const all = words(own.description.replace(/\bany size\b/i, " "));
  // "Hamburger, on white bun, 1 medium patty" is already a size of hamburger.
  if (words(food.description).some((w) => SIZE_MARKED.has(w) || w === "medium")) return undefined;
  if (size === "medium" || all.some((w) => SIZE_MARKED.has(w) || SIZE_NEUTRAL.has(w) || SIZE_WORDS[size].includes(w)))
    return undefined;
  // "a Little Hug bottle": the user named the portion itself, whatever size word it holds.
  const said = new Set(words(phrase));
  if (all.some((w) => MEASURE_WORDS.has(w) || (!/^\d/.test(w) && !foodWords.has(w) && said.has(w)))) return undefined;
  // "2 large eggs": USDA's "1 egg" is a large one already (units.json sizes.usdaPieceIs).
  const pieceIs = PIECE_SIZES.get(stem(food.description.split(",")[0]?.trim().toLowerCase() ?? ""));
  if (pieceIs) {
    const ratio = sizeFactor[size] / sizeFactor[pieceIs];
    return {
      grams: own.grams * ratio,
      how: `USDA portion "${own.description}", ${ratio === 1 ? `a ${size} one` : `a ${pieceIs} one, × ${fmt(ratio)} for ${size}`}`,
    };
  }
  // "a large egg": a category's ratio to its usual amount that shrinks a large one (eggs' 0.67, from omelets served
  // by the cup) says nothing of one item; a larger size never weighs less than the one item of no size.
  const category = categorySizeRatio(food.category, size);
  const usda = category !== undefined && sameWay(size, category) ? category : undefined;
  const ratio = usda ?? sizeFactor[size];
  return {
    grams: own.grams * ratio,
    how: `USDA portion "${own.description}" × ${fmt(ratio)} for ${size}${usda ? " as in similar foods" : ""}`,
    fitted: usda ? undefined : [sizeKey(size), ratio],
  };
}

/**
 * "a medium quesadilla" when USDA has no sized quesadilla: the one a count gives ("1 full circle"), sized by the
 * caller, rather than its usual portion (half a circle); "a medium dumpling" is USDA's "1 item, any size". Not when
 * that portion is the regular one, a size of its own, or one piece of the food.
 */
function wholeItemToSize(food: Food, q: ParsedQuantity, phrase: string, foodWords: Set<string>): Portion | undefined {
  const whole = bestPortion(food, { ...q, size: undefined }, phrase, foodWords);
  // "1 fry" names one piece of the food ("small fries" are a small serving of them), not the whole item; so does
  // "1 piece" of a food said in the plural ("small tater tots").
  const pw = whole ? portionWords(whole) : [];
  const last = words(phrase).at(-1) ?? "";
  const plural = last !== stem(last) && pw.includes("piece");
  return whole &&
    !plural &&
    !pw.some((w) => (SIZE_NEUTRAL.has(w) && w !== "any") || SIZE_MARKED.has(w) || foodWords.has(w))
    ? whole
    : undefined;
}

function describe(amount: number, label: string, foodName: string, grams: number, portion?: string): string {
  const via = portion ? ` (USDA portion "${portion}")` : "";
  return `${fmt(amount)}${label ? ` ${unitLabel(label)}` : ""} ${foodName} = ${fmt(round(grams))} g${via}`;
}

/**
 * The portion model: a parsed amount → grams of one food. A weight is used as is; a measure goes by the food's own
 * portion or density; a word or count by the food's own USDA portion it names, else the word's typical size among
 * the food's category, else a household size; no amount by the food's usual amount. The few numbers USDA cannot
 * give (a size word's factor, a multiplier per kind of amount and food group) come from `engine-params.json`,
 * fitted by cross-validation (`npm run fit`). The assumption always says which step decided.
 */
export function resolvePortion(
  food: Food,
  quantity: ParsedQuantity | undefined,
  phrase: string,
  foodWords: Set<string>,
  categoryDensity?: number,
  params: PortionParams = committedPortionParams(),
  namedPortion?: Portion,
): ResolvedPortion {
  const { sizeFactor, ...weighed } = weighPortion(
    food,
    quantity ?? (soldWhole(food, phrase, foodWords) ? ONE : undefined),
    phrase,
    foodWords,
    categoryDensity,
    params,
    namedPortion,
  );
  const factors: Record<string, number> = sizeFactor ? { [sizeFactor[0]]: sizeFactor[1] } : {};
  if (weighed.source === "weight" || weighed.source === "calories" || weighed.source === "measure")
    return { ...weighed, factors };
  const key = portionScaleKey(weighed.source, food, weighed.unit.replace(/ /g, "_"), quantity !== undefined);
  const scale = params.scale[key] ?? 1;
  factors[key] = scale;
  if (scale === 1) return { ...weighed, factors };
  const grams = weighed.grams * scale;
  return {
    ...weighed,
    grams,
    factors,
    assumption: `${weighed.assumption}; × ${fmt(scale)} fitted for ${key} = ${fmt(round(grams))} g`,
  };
}

const ONE: ParsedQuantity = { amount: 1, raw: "" };
const inchSaid = [...INCH_WORDS.map(escapeRegExp), '"'].join("|");
/** "12 inch", "12in", "12\"" said in the phrase: the number is a width, not a count. */
const WIDTH_SAID = new RegExp(`\\b(\\d+(?:\\.\\d+)?)\\s*(?:-\\s*)?(?:${inchSaid})(?![a-z])`, "i");
/** USDA's portions of a given diameter: "1 small pizza (8-10\" diameter)". */
const DIAMETER = new RegExp(`\\((\\d+)(?:-(\\d+))?"?\\s*(?:${USDA_PORTION_WORDS.diameter.join("|")})\\b`, "i");
/** USDA's portions that are one whole item as it is sold or served: "1 order", "1 full circle", "1 item, any size". */
const SOLD_WHOLE = anyWordPattern(USDA_PORTION_WORDS.soldWhole, "i");
/** USDA's portions that are one whole item as it is bought: "1 frozen medium pizza". */
const BOUGHT_WHOLE = anyWordPattern(USDA_PORTION_WORDS.boughtWhole, "i");
/** A slice or piece "of any size" is a cut from the item, not all of it. */
const CUT_FROM = anyWordPattern(USDA_PORTION_WORDS.cutFrom, "i");
/** "1 whole fish, any size": all of what servings are cut from, not one served. */
const ENTIRE = anyWordPattern(USDA_PORTION_WORDS.entire, "i");

/** The food's USDA portion whose diameter takes in the width said ("12 inch pizza" → "(11-12" diameter)"). */
function ofWidth(food: Food, amount: number, phrase: string): Portion | undefined {
  const said = Number(WIDTH_SAID.exec(phrase)?.[1]);
  if (!(said > 0) || said !== amount) return undefined;
  return food.portions.find((p) => {
    const range = DIAMETER.exec(p.description);
    if (!range) return false;
    const lo = Number(range[1]);
    const hi = Number(range[2] ?? range[1]);
    return said >= lo && said <= hi;
  });
}

const soldWholePortion = (p: Portion): boolean =>
  SOLD_WHOLE.test(p.description) && !CUT_FROM.test(p.description) && !ENTIRE.test(p.description);

/**
 * "chicken quesadilla", "nachos w cheese" with no amount: one of the dish as it is served, when USDA's usual amount
 * is only part of one (half a quesadilla, half an order). Not for a food said in the plural ("tater tots").
 */
function soldWhole(food: Food, phrase: string, foodWords: Set<string>): boolean {
  // Most foods have no such portion: no portion to score then, on every item said with no amount.
  if (!food.portions.some(soldWholePortion)) return false;
  const last = words(phrase).at(-1) ?? "";
  if (last !== stem(last)) return false;
  const whole = bestPortion(food, ONE, phrase, foodWords);
  const usual = defaultPortion(food)?.grams;
  return whole !== undefined && usual !== undefined && whole.grams > usual && soldWholePortion(whole);
}

function weighPortion(
  food: Food,
  quantity: ParsedQuantity | undefined,
  phrase: string,
  foodWords: Set<string>,
  categoryDensity: number | undefined,
  params: PortionParams,
  namedPortion: Portion | undefined,
): WeighedPortion {
  // "2 chicken tenders" names USDA's "1 tender, strip, or finger": the singular of each food word counts too. With no
  // amount, a plural ("sweet potato fries") is some number of them, weighed by the usual amount, not one fry.
  if (quantity) foodWords = new Set([...foodWords, ...[...foodWords].map(stem)]);
  let q = quantity ?? (pluralOfOne(food, phrase) ? TWO : undefined);
  const name = food.description.split(",")[0]?.toLowerCase() ?? food.description;
  const amount = q?.amount ?? 1;
  let unit: UnitId | undefined = q?.unit;
  // "2 peanut butter cups", "a cheese stick": the unit word is part of the food's name, so it counts items.
  if (unit && !MASS_G[unit] && !["ml", "l", "fl_oz"].includes(unit) && nameHasUnit(food, unit, phrase)) {
    q = q ? { ...q, unit: undefined } : q;
    unit = undefined;
  }
  // "medium crust" is a pizza crust, not a medium portion.
  if (q?.size && new RegExp(`\\b${q.size}[- ]crust`).test(phrase.toLowerCase())) q = { ...q, size: undefined };
  if (unit === "oz" && isDrink(food)) unit = "fl_oz";
  // "a square of lasagna", "a slice of frittata": a cut of a dish USDA does not count by it is one piece of it.
  if (unit && cutIsPiece(food, unit)) {
    unit = "piece";
    q = q ? { ...q, unit } : q;
  }

  const massG = unit ? MASS_G[unit] : undefined;
  if (unit && massG !== undefined) {
    // "a dry ounce of oatmeal", "an ounce of oatmeal": USDA's "1 oz, dry, yields" of the cooked food, 170 g of porridge.
    const dry = dryOunceYield(food, unit, phrase);
    const grams = dry ? ((amount * massG) / (MASS_G.oz ?? 28.3495)) * dry.grams : amount * massG;
    const measuredDry = dry ? ` (measured dry; USDA "${dry.description}" = ${fmt(dry.grams)} g)` : "";
    return {
      grams,
      quantity: amount,
      unit: unitLabel(unit),
      assumption: `${describe(amount, unit, name, grams)}${measuredDry}`,
      confidence: dry ? 0.8 : 1,
      source: "weight",
    };
  }

  // "12 inch pizza": a width said of a round food is USDA's portion of that diameter ("1 medium pizza (11-12"
  // diameter)"), one of it, not twelve of something.
  const across = q && !unit ? ofWidth(food, q.amount, phrase) : undefined;
  if (across) {
    return {
      grams: across.grams,
      quantity: 1,
      unit: "serving",
      assumption: describe(1, `${fmt(q?.amount ?? 1)}-inch`, name, across.grams, across.description),
      confidence: 0.85,
      source: "food-portion",
    };
  }

  // "a 100-calorie pack of almonds", "two 90 calorie granola bars": the calories said of each weigh it by the
  // food's own energy per gram.
  const statedKcal = Number(STATED_CALORIES.exec(phrase)?.[1]);
  const kcalPer100 = food.values[NUTRIENT_INDEX.calories_kcal] ?? Number.NaN;
  if (statedKcal > 0 && kcalPer100 > 0 && !(unit && VOLUME_ML[unit] !== undefined)) {
    const grams = (amount * statedKcal * 100) / kcalPer100;
    const label = unit ? unitLabel(unit) : "serving";
    return {
      grams,
      quantity: amount,
      unit: label,
      assumption: `${fmt(amount)} × ${statedKcal} kcal ${name} = ${fmt(round(grams))} g (the calories said; ${fmt(kcalPer100)} kcal per 100 g)`,
      confidence: 0.9,
      source: "calories",
    };
  }

  // "a large drink of fruit juice": a drink of a food USDA serves no "drink" of is its usual serving, sized.
  if (unit === "drink" && !food.portions.some((p) => portionWords(p).includes("drink"))) {
    q = q ? { ...q, unit: undefined } : q;
    unit = undefined;
  }

  // "a medium cup of coffee", "a small cup of ice cream": a cup with a size is the food's sized serving, not 8 fl oz.
  if ((unit === "cup" || unit === "mug") && q?.size) {
    const sizeWords = SIZE_WORDS[q.size];
    const sized = bestPortion(food, { ...q, unit: undefined }, phrase, foodWords);
    if (sized && portionWords(sized).some((w) => sizeWords.includes(w))) {
      q = { ...q, unit: undefined };
      unit = undefined;
    }
  }

  const volMl = unit ? VOLUME_ML[unit] : undefined;
  if (unit && volMl !== undefined) {
    // A USDA portion in exactly this measure beats the density conversion ("1 cup, chopped" for lettuce);
    // the plain one ("1 cup") beats look-alikes such as "1 medium ice cream cup".
    const unitName = UNIT_WORDS[unit]?.[0] ?? unit;
    const plain = food.portions.find((p) => new RegExp(`^1 ${unitName}( \\([^)]*\\))?$`, "i").test(p.description));
    const own = plain ?? bestPortion(food, q, phrase, foodWords);
    const ownWords = own ? portionWords(own) : [];
    const unitWord = UNIT_WORDS[unit]?.[0];
    if (
      own &&
      unitWord &&
      ownWords.includes(unitWord) &&
      !(unit === "fl_oz" && /bottle|can|container/i.test(own.description))
    ) {
      const grams = amount * own.grams;
      return {
        grams,
        quantity: amount,
        unit: unitLabel(unit),
        assumption: describe(amount, unit, name, grams, own.description),
        confidence: 0.9,
        source: "measure",
      };
    }
    const ownDensity = densityGPerMl(food);
    const density = ownDensity ?? categoryDensity;
    const grams = amount * volMl * (density ?? 1);
    const how = ownDensity
      ? `density ${fmt(ownDensity)} g/ml`
      : density
        ? `typical density of its category, ${fmt(density)} g/ml`
        : "assumed 1 g/ml";
    return {
      grams,
      quantity: amount,
      unit: unitLabel(unit),
      assumption: `${describe(amount, unit, name, grams)} (${how})`,
      confidence: density ? 0.85 : 0.7,
      source: "measure",
    };
  }

  const ramen = unit === "packet" ? instantNoodlePacket(food) : undefined;
  if (ramen) {
    const grams = amount * INSTANT_NOODLE_PACKET_OZ * ramen.grams;
    return {
      grams,
      quantity: amount,
      unit: "packet",
      assumption: `${describe(amount, "packet", name, grams)} (a packet holds ${INSTANT_NOODLE_PACKET_OZ} oz dry; USDA "${ramen.description}" = ${fmt(ramen.grams)} g)`,
      confidence: 0.7,
      source: "food-portion",
    };
  }

  const container =
    (unit === "can" || unit === "bottle") && !q?.size
      ? usualContainerPortion(food, unit, new Set(words(phrase)))
      : undefined;
  // "a 6 inch ham sub", "a turkey footlong": USDA's "1 regular or 6\" submarine" (two of them for a footlong).
  // "half a turkey sub": a sub said with no length is the six-inch one.
  const subLength = SUB_LENGTH_SAID.test(phrase) ? (FOOTLONG.test(phrase) ? 2 : 1) : SUB_NOUN.test(phrase) ? 1 : 0;
  const sub = subLength && !unit ? food.portions.find((p) => /\bsubmarine\b/i.test(p.description)) : undefined;
  // The phrase table's portion for the phrase the user typed ("a string cheese" is "1 stick") when no unit was said,
  // nor a size USDA has a portion of ("2 fun size snickers" are USDA's fun size, not the regular bar).
  const said = new Set(words(phrase));
  const sizeSaid = q?.size !== undefined || [...said].some((w) => SIZE_MARKED.has(w));
  const sizedOwn = namedPortion && sizeSaid ? bestPortion(food, q, phrase, foodWords) : undefined;
  const ownSize =
    sizedOwn !== undefined && portionWords(sizedOwn).some((w) => SIZE_MARKED.has(w) && (q?.size || said.has(w)));
  const picked =
    container ??
    sub ??
    (unit || ownSize ? undefined : notOnePieceOfSeveral(namedPortion, food, q, phrase)) ??
    notOnePieceOfSeveral(notBeyondUsual(bestPortion(food, q, phrase, foodWords), food, q, phrase), food, q, phrase) ??
    (q?.size && !unit ? wholeItemToSize(food, q, phrase, foodWords) : undefined);
  const ofWhole = q && !q.unit && !q.size && amount < 1 && OF_THE_WHOLE.test(q.raw) ? heaviestWhole(food) : undefined;
  const share =
    ofWhole ?? (picked && q && !q.unit && !q.size && amount < 1 ? wholeOfShare(food, picked, foodWords) : undefined);
  const orders =
    picked && q && !q.unit && !q.size ? ordersOfPieces(food, picked, amount, phrase, foodWords) : undefined;
  const own = share ?? orders ?? picked;
  const scaled =
    own && q?.size && q.size !== "medium" && !unit
      ? scaledUnsizedPortion(food, own, q.size, phrase, foodWords, params.sizeFactor)
      : undefined;
  const sized = own && q?.size === "medium" ? mediumOnSharedPortion(food, own) : scaled;
  if (own && !(q?.size && !unit && !sized && unsizedMeasure(own, phrase, foodWords))) {
    const counted = q !== undefined && !q.unit && !q.size;
    // "half a dill pickle" on USDA's "1 half": the portion is the half already; "a quarter chicken" on its "1/2
    // chicken" is half of that portion.
    const shareOf = amount < 1 ? SHARE_PORTION.exec(own.description) : null;
    const ofPortion = shareOf ? amount * Number(shareOf[1]) : counted ? cutsOfShare(amount, own) : undefined;
    // "2 stuffed peppers" on USDA's only "1/2 pepper with filling": each one counted is two of its halves.
    const halves = counted && amount >= 1 && HALF_PORTION.test(own.description) && !halfSaid(phrase) ? 2 : 1;
    const times =
      (ofPortion ?? (amount === 0.5 && HALF_PORTION.test(own.description) ? 1 : amount)) *
      (sub ? subLength : 1) *
      halves;
    const grams =
      times * (sized?.grams ?? perCountedAlternative(own, phrase) ?? (counted ? gramsPerCount(own) : own.grams));
    const label = [q?.size, unit].filter(Boolean).join(" ");
    const ofOrders = orders && picked ? `one order = USDA's usual amount, not "${picked.description}"` : undefined;
    return {
      grams,
      quantity: amount,
      unit: unitLabel(ofOrders ? "order" : (q?.size ?? unit ?? (counted ? countedNoun(own.description) : "serving"))),
      assumption: sized
        ? `${describe(amount, label, name, grams)} (${sized.how})`
        : ofOrders
          ? `${describe(amount, "order", name, grams)} (${ofOrders})`
          : describe(
              amount,
              label,
              name,
              grams,
              `${sub && subLength > 1 ? `${subLength} × ` : halves > 1 ? "2 × " : ""}${own.description}`,
            ),
      confidence: q?.unit || q?.size ? 0.8 : 0.7,
      source: ofOrders ? "usual-amount" : scaled && !scaled.fitted ? "category-size" : "food-portion",
      sizeFactor: scaled?.fitted,
    };
  }

  // "a jar of strained banana with berries": a jar as the food's category weighs one, before any household jar.
  const saidWord = unit && q ? unitWordSaid(q) : undefined;
  const unitWord = saidWord && stem(saidWord);
  const ofCategory =
    unitWord && unit && BORROWED_UNITS.has(unit) ? categoryUnitGrams(food.category, unitWord) : undefined;
  // "a bag of sunchips": a category whose bags are family bags (SR's "1 bag, 7 oz") says nothing of the bag one eats.
  const household = unit ? HOUSEHOLD_DEFAULTS[unit] : undefined;
  const similar = ofCategory && household?.g && ofCategory > BEYOND_USUAL * household.g ? undefined : ofCategory;
  if (unit && similar) {
    const grams = amount * similar;
    return {
      grams,
      quantity: amount,
      unit: unitLabel(unit),
      assumption: `${describe(amount, unit, name, grams)} (1 ${unitWord} ≈ ${fmt(round(similar))} g as in similar foods)`,
      confidence: 0.5,
      source: "category-size",
    };
  }

  // "a box of mac and cheese", "a bag of fried rice": a mixed dish with no package of its own in USDA's portions is
  // no 28 g packet of something; it weighs its usual amount.
  const packageOfDish = unit === "packet" && categoryGroup(food) === "mixed";
  // "a packet of oatmeal": a packet of a food USDA weighs by the dry ounce it is made from is what that packet makes.
  const dryPacket = unit === "packet" && household?.g ? dryOuncePortion(food) : undefined;
  if (dryPacket && household?.g) {
    const grams = ((amount * household.g) / (MASS_G.oz ?? 28.3495)) * dryPacket.grams;
    return {
      grams,
      quantity: amount,
      unit: "packet",
      assumption: `${describe(amount, "packet", name, grams)} (${household.label} dry; USDA "${dryPacket.description}" = ${fmt(dryPacket.grams)} g)`,
      confidence: 0.7,
      source: "household",
    };
  }
  if (unit && household && !packageOfDish) {
    const density = densityGPerMl(food) ?? categoryDensity ?? 1;
    const usualMl = typicalContainerMl(food, unit, saidWord);
    // "a big bowl of pho": a household size said with a size word, scaled by the fitted factor for that size; a can
    // has its one size, but what a serving is eaten from is as big as it is filled ("a big bowl of cheerios").
    const fitted = q?.size && (!usualMl || SERVED_IN.has(unit)) ? params.sizeFactor[q.size] : undefined;
    const sized = fitted === 1 ? undefined : fitted;
    const perUnit = (usualMl ? usualMl * density : (household.g ?? (household.ml ?? 0) * density)) * (sized ?? 1);
    const grams = amount * perUnit;
    const how = usualMl ? `usual ${unit} ≈ ${fmt(round(usualMl / 29.5735))} fl oz` : household.label;
    return {
      grams,
      quantity: amount,
      unit: unitLabel(unit),
      assumption: `${describe(amount, [q?.size, unit].filter(Boolean).join(" "), name, grams)} (${how}${sized ? `, × ${fmt(sized)} for ${q?.size}` : ""})`,
      confidence: 0.55,
      source: "household",
      sizeFactor: q?.size && sized !== undefined ? [sizeKey(q.size), sized] : undefined,
    };
  }

  // "a piece of fondant" on USDA's "1 oz" or unspecified portion: a piece as its category weighs one.
  const categoryPiece = unit === "piece" ? categoryUnitGrams(food.category, "piece") : undefined;
  if (categoryPiece && !food.portions.some((p) => !IGNORED.test(p.description) && !isMeasure(p))) {
    const grams = amount * categoryPiece;
    return {
      grams,
      quantity: amount,
      unit: "piece",
      assumption: `${describe(amount, "piece", name, grams)} (1 piece ≈ ${fmt(round(categoryPiece))} g as in similar foods)`,
      confidence: 0.5,
      source: "category-size",
    };
  }
  // "paneer tikka, 6 pieces": several pieces of a food USDA weighs only by measures and its usual amount are bites,
  // not a usual amount each.
  const usualOnly = food.portions.every((p) => isMeasure(p) || /^quantity not specified/i.test(p.description));
  const usualGrams = defaultPortion(food)?.grams;
  if (unit === "piece" && amount >= 2 && usualOnly && usualGrams && PIECE_OF_SERVING.g < usualGrams) {
    const grams = amount * PIECE_OF_SERVING.g;
    return {
      grams,
      quantity: amount,
      unit: "piece",
      assumption: `${describe(amount, "piece", name, grams)} (${PIECE_OF_SERVING.label})`,
      confidence: 0.45,
      source: "household",
    };
  }

  // No amount or a count: one whole item ("1 jar") beats a measure ("1 tbsp") when USDA has no usual portion.
  const counting = !unit;
  const usual = defaultPortion(food);
  // Of several pieces ("1 donettes", "1 doughnut, medium", "1 doughnut large"), the one of no marked size.
  // A weight ("1 lb") is no piece of the food either.
  const pieces = counting
    ? food.portions.filter((p) => !IGNORED.test(p.description) && !isMeasure(p) && !byWeight(p))
    : [];
  const onePiece = pieces.find((p) => portionWords(p).some((w) => SIZE_NEUTRAL.has(w))) ?? pieces[0];
  // "10 buffalo wings": several counted are pieces ("1 drummette", 35 g), not several usual servings (140 g each).
  const countsPieces = amount > 1 && !q?.size && onePiece && usual && onePiece.grams < usual.grams;
  // "chick fil a strips", "kfc tenders": a plural with no amount is an order, USDA's serving of several pieces ("1
  // serving 4 pieces"), else as many pieces as USDA's usual amount holds of such pieces (two strips), not one strip.
  const last = words(phrase).at(-1) ?? "";
  const severalSaid = !quantity && !usual && last !== stem(last);
  const serving = severalSaid ? oneServing(food) : undefined;
  const pieceWord =
    severalSaid && onePiece ? /^1 ([a-z]+)$/i.exec(onePiece.description)?.[1]?.toLowerCase() : undefined;
  const severalPieces = !serving && pieceWord ? (usualPieceCount(pieceWord, onePiece?.grams ?? 0) ?? 1) : 1;
  const fallback =
    serving ??
    (countsPieces ? onePiece : usual) ??
    onePiece ??
    oneServing(food) ??
    // SR's branded foods weighed only by the ounce or the pound: what the survey food of their kind usually weighs.
    (counting && food.source === "sr" && food.portions.every(byWeight) ? usualOfSurveyKin(food) : undefined) ??
    food.portions.find((p) => !IGNORED.test(p.description));
  // A size the food has no portion for scales its usual portion ("a small burrito").
  const borrowed =
    q?.size &&
    fallback &&
    /^quantity not specified/i.test(fallback.description) &&
    (!unit || unit === "serving" || unit === "order")
      ? categorySizeRatio(food.category, q.size)
      : undefined;
  // A portion per inch of length ("1 inch sub") is not one item: a sub is 6 inches, a footlong 12.
  const inches = fallback && /^1 inch\b/i.test(fallback.description) ? (FOOTLONG.test(phrase) ? 12 : 6) : 1;
  const fittedSize = q?.size && !borrowed ? params.sizeFactor[q.size] : undefined;
  const unbounded = (fallback?.grams ?? 100) * inches * severalPieces * (borrowed ?? fittedSize ?? 1);
  const bounded =
    q?.size && (!unit || unit === "serving" || unit === "order")
      ? withinListedSizes(food, q.size, unbounded, params.sizeFactor)
      : undefined;
  const perUnit = bounded?.grams ?? unbounded;
  const cuts = fallback && !unit && !q?.size ? cutsOfShare(amount, fallback) : undefined;
  const grams = (cuts ?? amount) * perUnit;
  const label = bounded
    ? bounded.how
    : !fallback
      ? "no portion data, assumed 100 g"
      : inches > 1
        ? `${inches} × USDA "${fallback.description}"`
        : severalPieces > 1
          ? `${severalPieces} × USDA "${fallback.description}", as many as USDA's usual amount holds of such pieces`
          : borrowed
            ? `usual portion, USDA "${fallback.description}", × ${fmt(borrowed)} for ${q?.size} as in similar foods`
            : countsPieces
              ? `one piece, USDA "${fallback.description}"`
              : `usual portion, USDA "${fallback.description}"${fittedSize && fittedSize !== 1 ? `, × ${fmt(fittedSize)} for ${q?.size}` : ""}`;
  return {
    grams,
    quantity: amount,
    unit: unitLabel(unit ?? "serving"),
    assumption: `${describe(amount, [q?.size, unit].filter(Boolean).join(" "), name, grams)} (${label})`,
    confidence: fallback ? 0.5 : 0.3,
    source: "usual-amount",
    sizeFactor:
      q?.size && (bounded || fittedSize !== undefined) ? [sizeKey(q.size), params.sizeFactor[q.size]] : undefined,
  };
}

const SIZE_WORD_SET = new Set(Object.values(SIZE_WORDS).flat());

/** What a count counts, from its USDA portion: "1 egg" → "egg" ("2 eggs", not "2 serving"); else "serving". */
function countedNoun(description: string): string {
  const noun = /^1 ([a-z]+)$/i.exec((description.split(/[,(]/)[0] ?? "").trim())?.[1]?.toLowerCase();
  return noun && !SIZE_WORD_SET.has(noun) ? noun : "serving";
}
