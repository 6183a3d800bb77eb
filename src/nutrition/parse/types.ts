import type { MealType } from "../../contracts/index.js";

/** Canonical unit ids the readers emit and the portion resolver understands. */
export type UnitId =
  | "g"
  | "kg"
  | "mg"
  | "oz"
  | "lb"
  | "ml"
  | "l"
  | "fl_oz"
  | "cup"
  | "tbsp"
  | "tsp"
  | "pint"
  | "quart"
  | "gallon"
  | "slice"
  | "piece"
  | "bowl"
  | "plate"
  | "glass"
  | "can"
  | "bottle"
  | "handful"
  | "scoop"
  | "serving"
  | "packet"
  | "bar"
  | "clove"
  | "stick"
  | "container"
  | "order"
  | "mug"
  | "drink"
  | "pinch"
  | "dash"
  | "leaf"
  | "sprig"
  | "strip"
  | "link"
  | "patty"
  | "fillet"
  | "wedge"
  | "stalk"
  | "head"
  | "ear"
  | "pump"
  | "square"
  | "cube"
  | "cubic_inch"
  | "drop";

export type SizeWord = "small" | "medium" | "large" | "extra large" | "jumbo";

export interface ParsedQuantity {
  /** Count of `unit` (or of the food itself when unit is absent): "2-3" → 2.5, "½" → 0.5. */
  amount: number;
  unit?: UnitId;
  size?: SizeWord;
  /** The words the quantity was read from, for notes ("a couple of"). */
  raw: string;
  /** A number typed after a food's name in the singular: fluid ounces of a drink ("pepsi 20"), else a count ("gyoza 8"). */
  ouncesOfDrink?: true;
}

/**
 * What a word of the text is, read once from the vocabulary (`parse/spans.ts`). "modifier" is how the food was cooked
 * or kept (grilled, raw, frozen, low-fat); "brand" a chain or brand; "separator" punctuation or a joining word
 * (and, with, plus); "other" everything else: talk, praise, filler, words no vocabulary knows.
 */
export type SpanKind =
  "amount" | "unit" | "size" | "food" | "modifier" | "brand" | "time" | "meal" | "separator" | "other";

/**
 * One word or punctuation mark, labelled. `start`/`end` are offsets [start, end) into the normalised text it was read
 * from: for an item, its `phrase`; for a meal, its `text` (both lowercased by the normaliser, numbers and units
 * rewritten), never the message as typed.
 */
export interface Span {
  kind: SpanKind;
  text: string;
  start: number;
  end: number;
}

export interface ParsedItem {
  /** The user's words for this item, as typed (trimmed). */
  phrase: string;
  /**
   * The item's phrase read into labelled words (offsets into `phrase`). The food, modifier and brand spans are the
   * words `foodText` was read from, where the reader's words give the same string.
   */
  spans: Span[];
  /** Only the food words: lowercased, quantities/units/sizes/filler removed, abbreviations expanded, typos fixed where known. */
  foodText: string;
  /** Absent when the user gave no amount: the resolver uses the food's usual portion. */
  quantity?: ParsedQuantity;
  /** Things the user said are left out: "no sugar", "without cheese". */
  without: string[];
  /** "food" for what was eaten; "extra" for a cooking extra attached to the previous food ("fried in a tablespoon of olive oil", "with butter"). */
  role: "food" | "extra";
  /** Which sentence of the meal named it (0 = the first): a food named again in a later sentence is the same food. */
  sentence?: number;
}

export interface ParsedMeal {
  /** The part of the message this meal came from. */
  text: string;
  /** `text` labelled from the vocabulary alone (time and meal words included); offsets into `text`. */
  spans: Span[];
  items: ParsedItem[];
  /** When it was eaten: from time words, else the submission time. */
  consumedAt: Date;
  mealType: MealType;
  /** True when the text said when (time words or a meal word); false when it was inferred from the hour. */
  timeStated: boolean;
}

export interface ReadContext {
  now: Date;
  /** IANA time zone name, e.g. "Europe/Paris". */
  timeZone: string;
  /**
   * Editing only: the instant the meal currently has. Time words that give only a day keep its clock time
   * ("change to yesterday"), words that give only a clock keep its day ("at 7pm").
   */
  anchor?: Date;
}

/** An edit instruction, read into one or more operations on a meal's items and time. */
export type EditOperation =
  | { kind: "add"; items: ParsedItem[] }
  | { kind: "remove"; target: string }
  /** `toServings` is set when the user named a total ("make it 2 servings"): the factor then applies to one serving. */
  | { kind: "scale"; factor: number; target?: string; toServings?: number }
  | { kind: "replace"; target: string; replacement: ParsedItem }
  | { kind: "set-amount"; target: string; quantity: ParsedQuantity }
  | { kind: "set-time"; consumedAt?: Date; mealType?: MealType };
