import { z } from "zod";

/** The meal list's selectable columns (spec, section 3), with their short labels. */
export const MEAL_COLUMNS = {
  calories: "Cals",
  protein: "Prot",
  carbs: "Carb",
  fat: "Fats",
  fiber: "Fiber",
  sugar: "Sugar",
  sodium: "Sodium",
  serving: "Servings",
  cholesterol: "Cholesterol",
  saturated_fat: "Sat Fat",
} as const;
export type MealColumn = keyof typeof MEAL_COLUMNS;
export const mealColumnSchema = z.enum(Object.keys(MEAL_COLUMNS) as [MealColumn, ...MealColumn[]], {
  error: "mealsVisibleColumns may only name the meal list's columns.",
});
/** Always shown and the default visible set. */
export const FIXED_MEAL_COLUMNS: MealColumn[] = ["calories", "protein", "carbs", "fat"];

export const userPreferencesSchema = z.object({
  mealsVisibleColumns: z
    .array(mealColumnSchema, { error: "mealsVisibleColumns must be a list of column names." })
    .min(1, { error: "At least one column must be selected" })
    .max(Object.keys(MEAL_COLUMNS).length)
    .transform((columns) => [...new Set(columns)]),
});
export type UserPreferences = z.infer<typeof userPreferencesSchema>;

/** Stored columns plus the fixed ones, in the menu's order; an empty stored list means the defaults. */
export function visibleColumns(stored: readonly string[] | undefined): MealColumn[] {
  const chosen = new Set<string>([...FIXED_MEAL_COLUMNS, ...(stored ?? [])]);
  return (Object.keys(MEAL_COLUMNS) as MealColumn[]).filter((column) => chosen.has(column));
}
