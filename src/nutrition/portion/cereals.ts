import type { Food } from "../db/food-types.js";
import { UNITS_TABLE } from "../vocabulary/units.js";

/** units.json `cereals`: cereals, cold and hot, by WWEIA category. */
export const CEREALS = UNITS_TABLE.cereals;

/** Whether a food is a cereal, cold or hot ("cheerios", "oatmeal"). */
export const isCereal = (food: Food): boolean => CEREALS.categories.some((c) => food.category.startsWith(c));
