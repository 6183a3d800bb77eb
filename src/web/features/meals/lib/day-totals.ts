import { SUMMARY_MAX_DAYS, type DayTotals, type MealSummary } from "../../../../contracts/index.js";
import { UNKNOWN_DAY } from "./meal-days.js";
import { shiftDayKey } from "./day-label.js";

/**
 * The day's totals until the nutrition summary answers, and for the 'Unknown' day it cannot place. Not quite the
 * server's sums (summariseDays): sodium falls back to micros.sodium_mg, and nothing is rounded to 0.01.
 */
export function totalsOfMeals(meals: readonly MealSummary[]): DayTotals {
  const totals: DayTotals = {
    calories_kcal: 0,
    protein_g: 0,
    carbs_g: 0,
    fat_g: 0,
    fiber_g: 0,
    sugar_g: 0,
    sodium_mg: 0,
    cholesterol_mg: 0,
    saturated_fat_g: 0,
  };
  for (const meal of meals) {
    totals.calories_kcal += meal.macros.calories_kcal;
    totals.protein_g += meal.macros.protein_g;
    totals.carbs_g += meal.macros.carbs_g;
    totals.fat_g += meal.macros.fat_g;
    totals.fiber_g += meal.macros.fiber_g ?? 0;
    totals.sugar_g += meal.macros.sugar_g ?? 0;
    totals.sodium_mg += meal.macros.sodium_mg ?? meal.micros.sodium_mg ?? 0;
    totals.cholesterol_mg += meal.lipids_detail.cholesterol_mg ?? 0;
    totals.saturated_fat_g += meal.lipids_detail.saturated_g ?? 0;
  }
  return totals;
}

/**
 * The date range to ask the nutrition summary for: every dated day the list holds, capped to the newest
 * SUMMARY_MAX_DAYS days (older days fall back to totals computed here). Null when no day is dated.
 */
export function summaryRange(dayKeys: readonly string[]): { from: string; to: string } | null {
  const dated = dayKeys.filter((key) => key !== UNKNOWN_DAY).sort();
  if (dated.length === 0) return null;
  const to = dated[dated.length - 1]!;
  const earliestAllowed = shiftDayKey(to, -(SUMMARY_MAX_DAYS - 1));
  const from = dated[0]! < earliestAllowed ? earliestAllowed : dated[0]!;
  return { from, to };
}
