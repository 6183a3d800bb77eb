import { MEAL_COLUMNS, type MealColumn, type MealSummary } from "../../../../contracts/index.js";
import { NOT_MEASURED, formatCalories, formatNumber } from "./nutrient-format.js";

export interface ColumnCell {
  column: MealColumn;
  label: string;
  value: string;
  unit: string;
}

const units: Record<MealColumn, string> = {
  calories: "kcal",
  protein: "g",
  carbs: "g",
  fat: "g",
  fiber: "g",
  sugar: "g",
  sodium: "mg",
  serving: "",
  cholesterol: "mg",
  saturated_fat: "g",
};

function rawValue(meal: MealSummary, column: MealColumn): number | undefined {
  switch (column) {
    case "calories":
      return meal.macros.calories_kcal;
    case "protein":
      return meal.macros.protein_g;
    case "carbs":
      return meal.macros.carbs_g;
    case "fat":
      return meal.macros.fat_g;
    case "fiber":
      return meal.macros.fiber_g;
    case "sugar":
      return meal.macros.sugar_g;
    case "sodium":
      return meal.macros.sodium_mg ?? meal.micros.sodium_mg;
    case "cholesterol":
      return meal.lipids_detail.cholesterol_mg;
    case "saturated_fat":
      return meal.lipids_detail.saturated_g;
    case "serving":
      return meal.serving.servings;
  }
}

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
    const raw = rawValue(meal, column);
    const value = column === "calories" ? formatCalories(raw) : formatNumber(raw);
    return {
      column,
      label,
      value,
      unit: value === NOT_MEASURED ? "" : units[column],
    };
  });
}
