import type { SizeWord, UnitId } from "../parse/types.js";
import { UNITS, UNITS_TABLE, type UnitEntry, unitIdsOfKind } from "../vocabulary/units.js";

/** A unit as people write it: the readers' "fl_oz" and "cubic_inch" tokens read "fl oz", "cubic inch". */
export const unitLabel = (unit: string): string => unit.replace(/_/g, " ");

/** The units of these kinds as items show them: unitLabelsOfKind("mass") → "g", "kg", "mg", "oz", "lb". */
export const unitLabelsOfKind = (...kinds: UnitEntry["kind"][]): string[] => unitIdsOfKind(...kinds).map(unitLabel);

/** Units said the same for one or many ("250 g", "2 tbsp"), as items show them. */
export const ABBREVIATED_UNIT_LABELS: readonly string[] = UNITS.filter((u) => u.abbreviated).map((u) =>
  unitLabel(u.id),
);

const byId = <T>(pick: (unit: UnitEntry) => T | undefined): Partial<Record<UnitId, T>> =>
  Object.fromEntries(UNITS.flatMap((u) => (pick(u) === undefined ? [] : [[u.id, pick(u)]])));

// All from the units table, src/nutrition/vocabulary/units.json.

/** Grams per unit for mass units. */
export const MASS_G: Partial<Record<UnitId, number>> = byId((u) => u.grams);

/** Millilitres per unit for volume units (US measures). */
export const VOLUME_ML: Partial<Record<UnitId, number>> = byId((u) => u.ml);

/** Words USDA portion descriptions use for each unit (first = the unit's own name). */
export const UNIT_WORDS: Partial<Record<UnitId, string[]>> = byId((u) => u.inUsdaPortions);

/** Words USDA portion descriptions use for each size. */
export const SIZE_WORDS: Record<SizeWord, string[]> = UNITS_TABLE.sizes.inUsdaPortions;

/** Foods whose one unsized USDA piece is of a size already ("1 egg" is a large egg), by USDA name's first word. */
export const PIECE_SIZES: ReadonlyMap<string, SizeWord> = new Map(
  Object.entries(UNITS_TABLE.sizes.usdaPieceIs).flatMap(([size, foods]) =>
    (foods ?? []).map((food) => [food, size as SizeWord] as const),
  ),
);

/** When the food has no portion of this kind: a sensible household amount, as ml (volume) or g. */
export const HOUSEHOLD_DEFAULTS: Partial<Record<UnitId, { ml?: number; g?: number; label: string }>> = byId(
  (u) => u.household,
);

/** How USDA's portion names say one whole item as served, a cut from it, and a diameter (units.json). */
export const USDA_PORTION_WORDS = UNITS_TABLE.usdaPortions;
/** How an inch is written after a number ("6 inch", "6in"). */
export const INCH_WORDS: readonly string[] = UNITS_TABLE.lengths.inch;

/** A footlong sub is two 6-inch ones. */
export const FOOTLONG = /\bfoot[- ]?long\b|\b12[- ]inch/i;
/** A sub said by its noun ("a turkey sub", "hoagie"), from units.json `lengths.subs`. */
export const SUB_NOUN = new RegExp(`\\b(?:${UNITS_TABLE.lengths.subs.join("|")})\\b`, "i");
/** The one-word tokens the readers write a sub's length as ("six-inch", "footlong"), from units.json. */
export const SUB_LENGTH_TOKENS: ReadonlySet<string> = new Set(UNITS_TABLE.lengths.said.map((l) => l.token));
/** A sub's length as the readers write it ("six-inch", "footlong"): its size, never part of what the food is. */
export const SUB_LENGTH = /\b(?:six-inch|foot[- ]?long)\b/gi;

/** Units that are a piece cut from a food or a handful of pieces ("a square", "a handful"), never one whole item. */
export const NOT_ONE_ITEM: ReadonlySet<string> = new Set(UNITS_TABLE.notOneItem);

/** Units that hold several of a food's pieces ("a side of fries", "a sleeve of oreos"), never weighed by one. */
export const HOLDS_SEVERAL: ReadonlySet<string> = new Set(UNITS_TABLE.holdsSeveral);

/** Units a serving is eaten from ("a bowl of cherries"), weighed only by a USDA portion that names them. */
export const SERVED_IN: ReadonlySet<string> = new Set(UNITS_TABLE.servedIn);
/** The words that say a takeout container, and its usual size (units.json `takeout`). */
export const TAKEOUT = { said: new Set(UNITS_TABLE.takeout.said), flOz: UNITS_TABLE.takeout.flOz };
/** One of several pieces of a food USDA weighs only by measures and its usual amount (units.json `pieceOfServing`). */
export const PIECE_OF_SERVING = UNITS_TABLE.pieceOfServing;

/** Units said of one serving ("a serving of apple pie"), weighed by a portion near the usual amount or naming them. */
export const A_SERVING: ReadonlySet<string> = new Set(UNITS_TABLE.aServing);

/** A cut said of a food that is one piece of it, by unit ("a square of lasagna", "a slice of frittata"). */
export const PIECE_OF_DISH: ReadonlyMap<string, (typeof UNITS_TABLE.pieceOfDish)[string]> = new Map(
  Object.entries(UNITS_TABLE.pieceOfDish),
);
