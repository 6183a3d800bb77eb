import type { MealPreview, MealPreviewMeal } from "../../../contracts/index.js";
import type { AnalyzeResult } from "../../../nutrition/index.js";

/** What logging the text would store, from a reading of it; nothing is written. */
export function previewOf(result: AnalyzeResult): MealPreview {
  if (!result.ok) {
    return { meals: [], totals: { calories_kcal: 0, protein_g: 0, carbs_g: 0, fat_g: 0 }, reason: result.reason };
  }
  const meals: MealPreviewMeal[] = result.meals.map((meal) => ({
    title: meal.title,
    meal_type: meal.meal_type,
    consumed_at: meal.consumed_at,
    macros: meal.macros,
    notes: meal.notes,
    items: meal.items.map((item) => ({
      food_name: item.food_name,
      phrase: item.phrase,
      quantity: item.quantity,
      unit: item.unit,
      grams: item.grams,
      assumption: item.assumption,
      calories_kcal: item.macros.calories_kcal,
    })),
  }));
  const sum = (pick: (meal: MealPreviewMeal) => number) => meals.reduce((total, meal) => total + pick(meal), 0);
  return {
    meals,
    totals: {
      calories_kcal: sum((m) => m.macros.calories_kcal),
      protein_g: sum((m) => m.macros.protein_g),
      carbs_g: sum((m) => m.macros.carbs_g),
      fat_g: sum((m) => m.macros.fat_g),
    },
    reason: null,
  };
}
