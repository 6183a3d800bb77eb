import type { MealType } from "../../../../contracts/index.js";

/** A meal type as the meal screens name it. */
export const MEAL_TYPE_LABELS: Record<MealType, string> = {
  breakfast: "Breakfast",
  lunch: "Lunch",
  dinner: "Dinner",
  snack: "Snack",
};
