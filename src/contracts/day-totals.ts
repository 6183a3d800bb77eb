import type { MealEntryDraft } from "./meal-entry.js";
import type { DayTotals } from "./nutrition-summary.js";

/** A day with nothing eaten yet. */
export const emptyDayTotals = (): DayTotals => ({
  calories_kcal: 0,
  protein_g: 0,
  carbs_g: 0,
  fat_g: 0,
  fiber_g: 0,
  sugar_g: 0,
  sodium_mg: 0,
  cholesterol_mg: 0,
  saturated_fat_g: 0,
});

/**
 * Adds one meal to a day's totals, the one sum the nutrition summary and the meal list both use. A nutrient the meal
 * did not measure adds nothing; sodium is read from the micronutrients when the macros do not carry it.
 */
export function addMealToDayTotals(
  totals: DayTotals,
  meal: Pick<MealEntryDraft, "macros" | "micros" | "lipids_detail">,
): DayTotals {
  totals.calories_kcal += meal.macros.calories_kcal;
  totals.protein_g += meal.macros.protein_g;
  totals.carbs_g += meal.macros.carbs_g;
  totals.fat_g += meal.macros.fat_g;
  totals.fiber_g += meal.macros.fiber_g ?? 0;
  totals.sugar_g += meal.macros.sugar_g ?? 0;
  totals.sodium_mg += meal.macros.sodium_mg ?? meal.micros.sodium_mg ?? 0;
  totals.cholesterol_mg += meal.lipids_detail.cholesterol_mg ?? 0;
  totals.saturated_fat_g += meal.lipids_detail.saturated_g ?? 0;
  return totals;
}
