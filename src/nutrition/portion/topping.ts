import type { Food } from "../db/food-types.js";
import { UNITS_TABLE } from "../vocabulary/units.js";
import { isCereal } from "./cereals.js";

const TOPPINGS = UNITS_TABLE.toppings;
const inCategory = (food: Food, codes: readonly string[]): boolean =>
  codes.some((code) => food.category.startsWith(code));

/**
 * Granola said with a yogurt and no amount of its own ("greek yogurt w granola") is sprinkled over it: a share of the
 * topping's USDA measure (units.json `toppings`), not a bowl of it. Undefined when the food is no topping, the dish is
 * itself a cereal, or USDA lists no such measure.
 */
export function asTopping(topping: Food, dish: Food): { grams: number; assumption: string } | undefined {
  if (!inCategory(topping, TOPPINGS.categories) || isCereal(dish)) return undefined;
  const measure = topping.portions.find((p) => p.description === TOPPINGS.measure);
  if (!measure) return undefined;
  const grams = Math.round(measure.grams * TOPPINGS.share * 10) / 10;
  const name = topping.description.split(",")[0]?.toLowerCase() ?? topping.description;
  return {
    grams,
    assumption: `${name} as a topping = ${grams} g (${TOPPINGS.share} × USDA "${measure.description}")`,
  };
}
