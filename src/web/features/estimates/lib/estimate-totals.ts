import type { EstimateItem } from "../../../../contracts/index.js";

export interface EstimateTotals {
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
}

/** The public page rounds to whole numbers; protein, carbs and fat are summed over the items. */
export function estimateTotals(totalCalories: number, items: EstimateItem[]): EstimateTotals {
  const sum = (pick: (item: EstimateItem) => number) =>
    Math.round(items.reduce((total, item) => total + pick(item), 0));
  return {
    calories: Math.round(totalCalories),
    protein: sum((item) => item.macros.protein_g),
    carbs: sum((item) => item.macros.carbs_g),
    fat: sum((item) => item.macros.fat_g),
  };
}

/** "1 cup", "2 slice", "1 portion": servings count and household unit as one label. */
export function servingLabel(item: EstimateItem): string {
  const count = Math.round(item.serving.servings * 100) / 100;
  return `${count} ${item.serving.household_unit}`.trim();
}
