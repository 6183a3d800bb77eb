import type { SizeWord, UnitId } from "../parse/types.js";

/** A unit as people write it: the readers' "fl_oz" and "cubic_inch" tokens read "fl oz", "cubic inch". */
export const unitLabel = (unit: string): string => unit.replace(/_/g, " ");

/** Grams per unit for mass units. */
export const MASS_G: Partial<Record<UnitId, number>> = { g: 1, kg: 1000, mg: 0.001, oz: 28.3495, lb: 453.592 };

/** Millilitres per unit for volume units (US measures). */
export const VOLUME_ML: Partial<Record<UnitId, number>> = {
  ml: 1,
  l: 1000,
  fl_oz: 29.5735,
  cup: 236.588,
  tbsp: 14.7868,
  tsp: 4.92892,
  pint: 473.176,
  quart: 946.353,
  gallon: 3785.41,
  dash: 0.6,
  pinch: 0.3,
  drop: 0.05,
};

/** Words USDA portion descriptions use for each unit (first = the unit's own name). */
export const UNIT_WORDS: Partial<Record<UnitId, string[]>> = {
  cup: ["cup"],
  tbsp: ["tablespoon", "tbsp"],
  tsp: ["teaspoon", "tsp"],
  fl_oz: ["fl", "oz"],
  slice: ["slice", "piece"],
  piece: ["piece", "item", "slice"],
  bowl: ["bowl"],
  plate: ["plate", "serving"],
  glass: ["glass"],
  mug: ["mug"],
  drink: ["drink"],
  can: ["can"],
  bottle: ["bottle"],
  handful: ["handful"],
  scoop: ["scoop"],
  serving: ["serving", "order"],
  packet: ["packet", "package", "pouch", "bag", "box"],
  bar: ["bar"],
  clove: ["clove"],
  stick: ["stick"],
  cubic_inch: ["cubic", "inch"],
  container: ["container", "carton", "tub", "jar", "cup"],
  order: ["order", "serving"],
  leaf: ["leaf"],
  sprig: ["sprig"],
  strip: ["strip", "slice"],
  link: ["link"],
  patty: ["patty"],
  fillet: ["fillet"],
  wedge: ["wedge"],
  stalk: ["stalk"],
  head: ["head"],
  ear: ["ear"],
  square: ["square"],
  cube: ["cube"],
};

export const SIZE_WORDS: Record<SizeWord, string[]> = {
  small: ["small", "snack", "mini", "miniature", "fun", "kid", "child"],
  medium: ["medium", "regular"],
  large: ["large", "big"],
  "extra large": ["extra", "large", "king"],
  jumbo: ["jumbo", "king", "extra", "large"],
};

/** When the food has no portion of this kind: a sensible household amount, as ml (volume) or g. */
export const HOUSEHOLD_DEFAULTS: Partial<Record<UnitId, { ml?: number; g?: number; label: string }>> = {
  bowl: { ml: 355, label: "1 bowl ≈ 1½ cups" },
  plate: { g: 300, label: "1 plate ≈ 300 g" },
  slice: { g: 28, label: "1 slice ≈ 28 g" },
  cubic_inch: { g: 17, label: "1 cubic inch ≈ 17 g" },
  glass: { ml: 240, label: "1 glass ≈ 8 fl oz" },
  mug: { ml: 300, label: "1 mug ≈ 10 fl oz" },
  can: { ml: 355, label: "1 can ≈ 12 fl oz" },
  bottle: { ml: 500, label: "1 bottle ≈ 500 ml" },
  handful: { g: 30, label: "1 handful ≈ 30 g" },
  scoop: { ml: 120, label: "1 scoop ≈ ½ cup" },
  packet: { g: 28, label: "1 packet ≈ 28 g" },
  bar: { g: 45, label: "1 bar ≈ 45 g" },
  clove: { g: 3, label: "1 clove ≈ 3 g" },
  stick: { g: 20, label: "1 stick ≈ 20 g" },
  container: { g: 170, label: "1 container ≈ 170 g" },
  leaf: { g: 5, label: "1 leaf ≈ 5 g" },
  sprig: { g: 1, label: "1 sprig ≈ 1 g" },
  strip: { g: 12, label: "1 strip ≈ 12 g" },
  link: { g: 45, label: "1 link ≈ 45 g" },
  patty: { g: 85, label: "1 patty ≈ 85 g" },
  fillet: { g: 150, label: "1 fillet ≈ 150 g" },
  wedge: { g: 30, label: "1 wedge ≈ 30 g" },
  stalk: { g: 40, label: "1 stalk ≈ 40 g" },
  head: { g: 500, label: "1 head ≈ 500 g" },
  ear: { g: 90, label: "1 ear ≈ 90 g" },
  square: { g: 10, label: "1 square ≈ 10 g" },
  cube: { g: 5, label: "1 cube ≈ 5 g" },
};

/** A footlong sub is two 6-inch ones. */
export const FOOTLONG = /\bfoot[- ]?long\b|\b12[- ]inch/i;
/** A sub's length as the readers write it ("six-inch", "footlong"): its size, never part of what the food is. */
export const SUB_LENGTH = /\b(?:six-inch|foot[- ]?long)\b/gi;
