import type { Food } from "../db/food-types.js";
import { UNIT_BY_WORD } from "../parse/lexicon/unit-words.js";
import type { ParsedQuantity, UnitId } from "../parse/types.js";
import { UNIT_WORDS } from "./units.js";
import { UNITS_TABLE } from "../vocabulary/units.js";

/**
 * Whether a unit word belongs to the food's name or measures it. Both directions live here: "peanut butter cups"
 * count cups of candy, while "a kit kat bar" is one bar of a candy whose name says no bar.
 */

const nameText = (food: Food): string => [food.description, ...food.synonyms].join(" ").toLowerCase();

/** Words before a unit that say how much or how big ("a large cup"), never part of a food's name. */
const NOT_FOOD_BEFORE_UNIT = new Set([
  "a",
  "an",
  "one",
  "the",
  "of",
  "per",
  "half",
  "quarter",
  "full",
  "whole",
  "big",
  "small",
  "large",
  "medium",
  "heaping",
  "level",
]);

/** "2 peanut butter cups", "a cheese stick": the unit word the user said is part of the food's name. */
export function nameHasUnit(food: Food, unit: UnitId, phrase: string): boolean {
  const unitWord = UNIT_WORDS[unit]?.[0] ?? unit;
  const name = nameText(food);
  const re = new RegExp(`([a-z]+) ${unitWord}s?\\b`, "g");
  for (const m of phrase.toLowerCase().matchAll(re)) {
    const before = m[1] ?? "";
    if (!NOT_FOOD_BEFORE_UNIT.has(before) && name.includes(`${before} ${unitWord}`)) return true;
  }
  return false;
}

/** Containers and shapes said after the food's name ("a kit kat BAR", "a skittles BAG", "a pizza SLICE"). */
const TRAILING_UNITS: ReadonlySet<string> = new Set(UNITS_TABLE.afterFoodName.said);
/** "2 pizza slices" count slices as "2 pizza slice" does. */
const COUNTED_IN_PLURAL: ReadonlySet<string> = new Set(UNITS_TABLE.afterFoodName.countedInPlural);
/** Where the food came from, said or added after its name ("pizza slice from fast food", "slice from costco"). */
const SOURCE_TAIL = /\s+from\s.*$/i;

/** "a kit kat bar" is one bar of the candy, not one piece: a unit word after a food that is not named by it. */
export function trailingUnit(foodText: string, q: ParsedQuantity | undefined, food: Food): ParsedQuantity | undefined {
  const said = foodText.trim().replace(SOURCE_TAIL, "").split(/\s+/);
  const before = said.at(-2) ?? "";
  const spoken = said.at(-1) ?? "";
  const last = COUNTED_IN_PLURAL.has(spoken.replace(/s$/, "")) ? spoken.replace(/s$/, "") : spoken;
  // "pop tarts from a package" says where they came from, not how many packages.
  if (q?.unit || !TRAILING_UNITS.has(last) || /^(?:a|an|the|of|from|in|per|each|one|my)$/.test(before)) return q;
  // "apple slices" with no count are some slices, the food's usual amount, not one slice.
  if (!q && spoken !== last) return q;
  const unit = UNIT_BY_WORD.get(last);
  const name = nameText(food);
  if (!unit || new RegExp(`\\b${last}`).test(name)) return q;
  return { amount: q?.amount ?? 1, unit, ...(q?.size ? { size: q.size } : {}), raw: q?.raw ?? last };
}
