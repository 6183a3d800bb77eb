import type { Food } from "../db/food-types.js";
import { UNITS_TABLE } from "../vocabulary/units.js";
import { defaultPortion } from "./resolve-portion.js";

const HOSTS = UNITS_TABLE.spreadHosts;
const inCategories = (food: Food, codes: readonly string[] | undefined): boolean =>
  codes?.some((c) => food.category.startsWith(c)) ?? false;

/** A sandwich or a bread: what is said with it goes on it or in it. */
export const isSpreadHost = (food: Food): boolean => HOSTS.some((h) => inCategories(food, h.categories));

/**
 * Mayo said with a sandwich, butter with toast, each with no amount of its own ("turkey sandwich w mayo", "2 slices
 * toast w butter"), is what USDA's guideline puts on it: its "Guideline amount on regular sandwich" once per sandwich,
 * its "… per slice of bread/roll" per slice or roll (two for a bagel's or English muffin's halves; units.json
 * `spreadHosts`), not the spread's usual amount eaten alone. `counted`: the slices or rolls the host was counted in,
 * when it was. Undefined when the host is no such food or the spread lists no such guideline.
 */
export function spreadOnHost(
  spread: Food,
  host: Food,
  hostGrams: number,
  counted: number | undefined,
): { grams: number; assumption: string } | undefined {
  const kind = HOSTS.find((h) => inCategories(host, h.categories));
  if (!kind) return undefined;
  const guideline = kind.guidelines
    .map((g) => spread.portions.find((p) => p.description.toLowerCase() === g.toLowerCase()))
    .find((p) => p !== undefined);
  if (!guideline) return undefined;
  const usual = defaultPortion(host)?.grams;
  const pieces = !kind.perPiece
    ? 1
    : (counted ?? (usual ? Math.max(1, Math.round(hostGrams / usual)) : 1)) *
      (inCategories(host, kind.halvedCategories) ? 2 : 1);
  const grams = Math.round(guideline.grams * pieces * 10) / 10;
  const name = spread.description.split(",")[0]?.toLowerCase() ?? spread.description;
  const times = pieces > 1 ? ` × ${pieces}` : "";
  return { grams, assumption: `${name} on it = ${grams} g (USDA "${guideline.description}"${times})` };
}
