import type { DayTotals } from "./nutrition-summary.js";
import { DEFAULT_GOALS, type Goals } from "./goals.js";

const scored: Array<[keyof DayTotals, keyof Goals]> = [
  ["calories_kcal", "calorieGoal"],
  ["protein_g", "proteinGoal"],
  ["carbs_g", "carbsGoal"],
  ["fat_g", "fatGoal"],
  ["cholesterol_mg", "cholesterolGoal"],
  ["saturated_fat_g", "saturatedFatGoal"],
];

/**
 * Daily Score (spec, section 5): the percent deviation of each of calories, protein, carbs, fat, cholesterol and
 * saturated fat from its goal, each capped at 100, averaged; 100 minus that, rounded, floored at 0; 0 for an empty day.
 */
export function dailyScore(totals: DayTotals, goals: Goals): number {
  if (Object.values(totals).every((value) => !value)) return 0;
  const deviations = scored.map(([nutrient, goal]) =>
    Math.min(100, (Math.abs(totals[nutrient] - goals[goal]) / goals[goal]) * 100),
  );
  const average = deviations.reduce((sum, d) => sum + d, 0) / deviations.length;
  return Math.max(0, Math.round(100 - average));
}

/** Meal Load (spec, section 5): mean of calorie, protein, carb and fat ratios to the default goals, as a 0-100 percent. */
export function mealLoad(macros: { calories_kcal: number; protein_g: number; carbs_g: number; fat_g: number }): number {
  const ratios = [
    macros.calories_kcal / DEFAULT_GOALS.calorieGoal,
    macros.protein_g / DEFAULT_GOALS.proteinGoal,
    macros.carbs_g / DEFAULT_GOALS.carbsGoal,
    macros.fat_g / DEFAULT_GOALS.fatGoal,
  ];
  const percent = (ratios.reduce((sum, r) => sum + r, 0) / ratios.length) * 100;
  return Math.min(100, Math.max(0, percent));
}

/** Progress toward a goal as a bar width: 0-100 percent. */
export const progressPercent = (actual: number, goal: number) => Math.min(100, Math.max(0, (actual / goal) * 100));
