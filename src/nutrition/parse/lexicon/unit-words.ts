import { UNITS, UNITS_TABLE } from "../../vocabulary/units.js";
import type { SizeWord, UnitId } from "../types.js";

// The units, their spellings and the size words are data: src/nutrition/vocabulary/units.json. This module reads
// them into the lookups the readers use; multi-word spellings are joined into one token by the normalizer first.

const spellings = (pick: (unit: (typeof UNITS)[number]) => readonly string[] | undefined): Set<string> =>
  new Set(UNITS.flatMap((u) => pick(u) ?? []));

/** Every spelling of a unit, singular and plural, mapped to its canonical id. */
export const UNIT_BY_WORD: ReadonlyMap<string, UnitId> = new Map(
  UNITS.flatMap((u) => u.said.map((w) => [w, u.id] as const)),
);

/** Short spellings that are only units right after digits ("2 c", "1 l", "5 g"). */
export const UNIT_WORDS_NEEDING_DIGITS: ReadonlySet<string> = spellings((u) => u.onlyAfterDigits);

/** Spellings that are only units after some amount or size ("a box of", "a head of"), never alone. */
export const UNIT_WORDS_NEEDING_AMOUNT: ReadonlySet<string> = spellings((u) => u.onlyAfterAmount);

/** Spellings that are units only before "of": "a drink of whiskey" is one drink, "a soft drink" a food. */
export const UNIT_WORDS_NEEDING_OF: ReadonlySet<string> = spellings((u) => u.onlyBeforeOf);

/** Units that are a piece cut from a food ("a slice", "a wedge"), never one whole item of it. */
export const CUT_UNITS: ReadonlySet<string> = new Set([...UNITS_TABLE.usdaPortions.cutFrom, ...UNITS_TABLE.notOneItem]);

/** Units that count a food's own items ("4 pc lumpia"): units.json `countsTheItem`. */
export const COUNTS_THE_ITEM: ReadonlySet<string> = new Set(UNITS_TABLE.countsTheItem);

/** What holds a counted food, said before the count ("a package containing two breakfast tarts"). */
export const HOLDING_COUNT: readonly string[] = UNITS_TABLE.holdingCount;

/** A weight or volume, in ml or g, that typed last after a part is the dish's size (units.json `wholeDishMeasure`). */
export const WHOLE_DISH_MEASURE: number = UNITS_TABLE.wholeDishMeasure;

/** Units that, between two foods of a bare list, measure the food after them ("coffee 1 tbsp coffee mate"). */
export const MEASURES_WHAT_FOLLOWS: ReadonlySet<string> = new Set(UNITS_TABLE.measuresWhatFollows);

/** Spellings of what is put into a drink ("2 pumps vanilla in a grande latte"), from units.json `putInto`. */
export const PUT_INTO = UNITS_TABLE.putInto;

/** Informal measures with no unit of their own: read as an amount of a canonical unit. */
export const APPROXIMATE_UNITS: ReadonlyMap<string, { factor: number; unit: UnitId }> = new Map(
  UNITS_TABLE.informal.flatMap((m) => m.said.map((w) => [w, { factor: m.amount, unit: m.unit as UnitId }] as const)),
);

/**
 * A length in inches ("6in", "six inch") said of a sub: followed within three words by a sub's noun, or at the end,
 * or opening an item ("6 inch meatball marinara") unless a round food it is the width of follows ("12 inch pizza").
 */
function subLength(number: string): RegExp {
  const subNouns = UNITS_TABLE.lengths.of.join("|");
  const roundFoods = UNITS_TABLE.lengths.notOf.join("|");
  const length = `\\b(?:${number})[\\s-]*(?:${UNITS_TABLE.lengths.inch.join("|")})\\b`;
  const opensItem = `(?<=(?:^|[,:;+&]|\\band|\\bw)\\s*)${length}(?!(?:\\s+[a-z&']+){0,3}\\s+(?:${roundFoods})\\b)`;
  // Before a sub's name or "subway", or after "subway" in the same clause ("subway 6in steak n cheese").
  return new RegExp(
    `${length}(?:(?=(?:\\s+[a-z&']+){0,3}\\s+(?:${subNouns})\\b|\\s+subway\\b|$)|(?<=\\bsubway\\b[^.,;]*${length}))|${opensItem}`,
    "g",
  );
}

/** Spellings joined into one token before tokenizing: units' multi-word spellings, a sub's length, sizes. */
export const MULTI_WORD_UNITS: readonly (readonly [RegExp, string])[] = [
  ...UNITS.flatMap((u) => (u.written ? [[new RegExp(u.written, "g"), u.id] as const] : [])),
  // A sub's length is its size, not a count: "6in", "6 inch", "six-inch" → six-inch; 12 inches → footlong.
  ...UNITS_TABLE.lengths.said.map((l) => [subLength(l.inches.join("|")), l.token] as const),
  ...Object.entries(UNITS_TABLE.sizes.written).map(([token, source]) => [new RegExp(source, "g"), token] as const),
];

/** Size words ("sm", "venti", "king-size") and the size each says; "extra_large" is "extra large" joined. */
export const SIZE_BY_WORD: ReadonlyMap<string, SizeWord> = new Map(Object.entries(UNITS_TABLE.sizes.said));

/** Words after a size that carry nothing more ("medium sized", "large size"). */
export const SIZE_TAIL_WORDS: ReadonlySet<string> = new Set(UNITS_TABLE.sizes.afterSize);
