import type { SizeWord, UnitId } from "../types.js";

/**
 * Every spelling of a unit, singular and plural, mapped to its canonical id. Multi-word spellings
 * ("fl oz", "fluid ounces") are joined into one token by the normalizer first (see MULTI_WORD_UNITS).
 */
const UNIT_SPELLINGS: Readonly<Record<UnitId, readonly string[]>> = {
  g: ["g", "gr", "gram", "grams", "gramme", "grammes", "gm", "gms", "grs"],
  kg: ["kg", "kgs", "kilo", "kilos", "kilogram", "kilograms"],
  mg: ["mg", "milligram", "milligrams"],
  oz: ["oz", "ozs", "ounce", "ounces"],
  lb: ["lb", "lbs", "pound", "pounds"],
  ml: ["ml", "mls", "milliliter", "milliliters", "millilitre", "millilitres", "cc"],
  l: ["l", "liter", "liters", "litre", "litres", "ltr"],
  fl_oz: ["fl_oz"],
  cup: ["cup", "cups", "c"],
  tbsp: ["tbsp", "tbsps", "tbs", "tbl", "tablespoon", "tablespoons", "tblsp"],
  tsp: ["tsp", "tsps", "teaspoon", "teaspoons"],
  pint: ["pint", "pints", "pt"],
  quart: ["quart", "quarts", "qt"],
  gallon: ["gallon", "gallons", "gal"],
  slice: ["slice", "slices", "slc"],
  piece: ["piece", "pieces", "pc", "pcs", "ct", "bit", "bits", "chunk", "chunks", "bite", "bites"],
  bowl: ["bowl", "bowls", "bowlful"],
  plate: ["plate", "plates", "plateful", "dish"],
  glass: ["glass", "glasses"],
  can: ["can", "cans", "tin", "tins"],
  bottle: ["bottle", "bottles"],
  handful: ["handful", "handfuls", "handfull"],
  scoop: ["scoop", "scoops"],
  serving: ["serving", "servings", "portion", "portions", "helping", "helpings", "srv"],
  packet: [
    "packet",
    "packets",
    "pack",
    "packs",
    "package",
    "packages",
    "sachet",
    "sachets",
    "bag",
    "bags",
    "pouch",
    "pouches",
    "box",
    "boxes",
    "sleeve",
    "sleeves",
  ],
  bar: ["bar", "bars"],
  clove: ["clove", "cloves"],
  stick: ["stick", "sticks"],
  container: ["container", "containers", "carton", "cartons", "cup_container", "tub", "tubs", "jar", "jars"],
  order: ["order", "orders"],
  mug: ["mug", "mugs"],
  drink: ["drink", "drinks"],
  pinch: ["pinch", "pinches"],
  cubic_inch: ["cubic_inch"],
  dash: ["dash", "dashes"],
  leaf: ["leaf", "leaves"],
  sprig: ["sprig", "sprigs"],
  strip: ["strip", "strips", "rasher", "rashers"],
  link: ["link", "links"],
  patty: ["patty", "patties"],
  fillet: ["fillet", "fillets", "filet", "filets"],
  wedge: ["wedge", "wedges"],
  stalk: ["stalk", "stalks"],
  head: ["head", "heads"],
  ear: ["ear", "ears"],
  square: ["square", "squares"],
  cube: ["cube", "cubes"],
  drop: ["drop", "drops"],
};

export const UNIT_BY_WORD: ReadonlyMap<string, UnitId> = new Map(
  Object.entries(UNIT_SPELLINGS).flatMap(([id, words]) => words.map((w) => [w, id as UnitId] as const)),
);

/** Short spellings that are only units right after digits ("2 c", "1 l", "5 g"). */
export const UNIT_WORDS_NEEDING_DIGITS: ReadonlySet<string> = new Set([
  "c",
  "l",
  "g",
  "gr",
  "pt",
  "qt",
  "gal",
  "cc",
  "gm",
  "gms",
  "grs",
  "srv",
  "slc",
  "ct",
]);

/** Spellings that are only units after some amount or size ("a box of", "a head of"), never alone. */
export const UNIT_WORDS_NEEDING_AMOUNT: ReadonlySet<string> = new Set([
  "bit",
  "bits",
  "bite",
  "bites",
  "dish",
  "tin",
  "box",
  "boxes",
  "bag",
  "bags",
  "head",
  "ear",
  "drop",
  "leaf",
]);

/** Spellings that are units only before "of": "a drink of whiskey" is one drink, "a soft drink" a food. */
export const UNIT_WORDS_NEEDING_OF: ReadonlySet<string> = new Set(["drink", "drinks"]);

/** Informal measures with no unit of their own: read as an amount of a canonical unit. */
export const APPROXIMATE_UNITS: ReadonlyMap<string, { factor: number; unit: UnitId }> = new Map([
  ["pat", { factor: 1, unit: "tsp" }],
  ["pats", { factor: 1, unit: "tsp" }],
  ["knob", { factor: 1, unit: "tsp" }],
  ["dab", { factor: 1, unit: "tsp" }],
  ["drizzle", { factor: 1, unit: "tsp" }],
  ["splash", { factor: 1, unit: "tbsp" }],
  ["dollop", { factor: 1, unit: "tbsp" }],
  ["dollops", { factor: 1, unit: "tbsp" }],
  ["spoon", { factor: 1, unit: "tsp" }],
  ["spoons", { factor: 1, unit: "tsp" }],
  ["spoonful", { factor: 1, unit: "tsp" }],
  ["spoonfuls", { factor: 1, unit: "tsp" }],
  ["shot", { factor: 1.5, unit: "fl_oz" }],
  ["shots", { factor: 1.5, unit: "fl_oz" }],
]);

/** A length in inches ("6in", "six inch") said of a sub: followed within three words by a sub's noun, or at the end. */
function subLength(number: string): RegExp {
  const subNouns = "subs?|sandwich(?:es)?|hoagies?|heroes|heros?";
  return new RegExp(
    `\\b(?:${number})[\\s-]*(?:inch(?:es)?|in)\\b(?=(?:\\s+[a-z&']+){0,3}\\s+(?:${subNouns})\\b|\\s+subway\\b|$)`,
    "g",
  );
}

/** Spellings joined into one token before tokenizing, longest first. */
export const MULTI_WORD_UNITS: readonly (readonly [RegExp, string])[] = [
  [/\bfl(?:uid)?\.?\s*(?:oz|ounces?)\.?(?=[^a-z]|$)/g, "fl_oz"],
  [/\bcubic[\s-]+inch(?:es)?\b|\bcu\.?\s*in\b/g, "cubic_inch"],
  // A sub's length is its size, not a count: "6in", "6 inch", "six-inch" → six-inch; 12 inches → footlong.
  [subLength("6|six"), "six-inch"],
  [subLength("12|twelve"), "footlong"],
  [/\bextra[\s-]+large\b|\bx[\s-]?large\b|\bx-?l\b|\bextra[\s-]+big\b|\bvery large\b/g, "extra_large"],
];

export const SIZE_BY_WORD: ReadonlyMap<string, SizeWord> = new Map([
  ["small", "small"],
  ["sm", "small"],
  ["smaller", "small"],
  ["little", "small"],
  ["smallish", "small"],
  ["tiny", "small"],
  ["mini", "small"],
  ["miniature", "small"],
  ["petite", "small"],
  ["snack-size", "small"],
  ["fun-size", "small"],
  ["bite-size", "small"],
  ["kid-size", "small"],
  ["child-size", "small"],
  ["medium", "medium"],
  ["med", "medium"],
  ["average", "medium"],
  ["mid-size", "medium"],
  ["mid-sized", "medium"],
  ["midsize", "medium"],
  ["moderate", "medium"],
  ["large", "large"],
  ["lg", "large"],
  ["lrg", "large"],
  ["big", "large"],
  ["larger", "large"],
  ["biggish", "large"],
  ["extra_large", "extra large"],
  ["xl", "extra large"],
  ["huge", "extra large"],
  ["jumbo", "jumbo"],
  ["giant", "jumbo"],
  ["enormous", "jumbo"],
  ["grande", "medium"],
  ["venti", "large"],
  ["trenta", "jumbo"],
  ["king-size", "jumbo"],
  ["family-size", "jumbo"],
  ["party-size", "jumbo"],
]);

/** Words after a size that carry nothing more ("medium sized", "large size"). */
export const SIZE_TAIL_WORDS: ReadonlySet<string> = new Set(["size", "sized", "-sized", "-size"]);
