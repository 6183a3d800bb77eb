import { MEAL_COLUMNS, type MealColumn, type MealSummary } from "../../../../contracts/index.js";
import { NOT_MEASURED, formatCalories, formatNumber } from "./nutrient-format.js";

export interface ColumnCell {
  column: MealColumn;
  label: string;
  value: string;
  unit: string;
}

type NutrientColumn = Exclude<MealColumn, "serving">;

/** Each nutrient column's unit and where its number lives on a meal. */
const nutrientColumns: Record<NutrientColumn, { unit: string; read: (meal: MealSummary) => number | undefined }> = {
  calories: { unit: "kcal", read: (meal) => meal.macros.calories_kcal },
  protein: { unit: "g", read: (meal) => meal.macros.protein_g },
  carbs: { unit: "g", read: (meal) => meal.macros.carbs_g },
  fat: { unit: "g", read: (meal) => meal.macros.fat_g },
  fiber: { unit: "g", read: (meal) => meal.macros.fiber_g },
  sugar: { unit: "g", read: (meal) => meal.macros.sugar_g },
  sodium: { unit: "mg", read: (meal) => meal.macros.sodium_mg ?? meal.micros.sodium_mg },
  cholesterol: { unit: "mg", read: (meal) => meal.lipids_detail.cholesterol_mg },
  saturated_fat: { unit: "g", read: (meal) => meal.lipids_detail.saturated_g },
};

/**
 * "1 portion", "2 × 1 cup": the engine's household unit is either a word ("meal") or already an amount
 * ("1 sandwich"), so the count is only put in front of an amount when it is not 1.
 */
export function servingText(meal: MealSummary): string {
  const { servings, household_unit: rawUnit } = meal.serving;
  if (!Number.isFinite(servings) || servings <= 0) return NOT_MEASURED;
  const unit = rawUnit.trim() || "portion";
  if (/^\d/.test(unit)) return servings === 1 ? unit : `${formatNumber(servings)} × ${unit}`;
  return `${formatNumber(servings)} ${unit}`;
}

/** One labelled value per chosen column; unmeasured nutrients read '—' without a unit. */
export function columnCells(meal: MealSummary, columns: readonly MealColumn[]): ColumnCell[] {
  return columns.map((column) => {
    const label = MEAL_COLUMNS[column];
    if (column === "serving") return { column, label, value: servingText(meal), unit: "" };
    const { unit, read } = nutrientColumns[column];
    const value = column === "calories" ? formatCalories(read(meal)) : formatNumber(read(meal));
    return { column, label, value, unit: value === NOT_MEASURED ? "" : unit };
  });
}
