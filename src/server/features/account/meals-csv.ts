import type { MealEntry } from "../../../contracts/index.js";
import { lipidsDetailSchema, macrosSchema, microsSchema } from "../../../contracts/index.js";

const macroKeys = Object.keys(macrosSchema.shape) as Array<keyof MealEntry["macros"]>;
const lipidKeys = Object.keys(lipidsDetailSchema.shape) as Array<keyof MealEntry["lipids_detail"]>;
// Sodium is already a macro column; the micros repeat it.
const microKeys = (Object.keys(microsSchema.shape) as Array<keyof MealEntry["micros"]>).filter(
  (key) => key !== "sodium_mg",
);

const header = [
  "id",
  "consumed_at",
  "meal_type",
  "title",
  "description",
  "servings",
  "serving_size_g",
  "household_unit",
  ...macroKeys,
  ...lipidKeys,
  ...microKeys,
  "confidence_score",
  "tags",
  "items",
  "notes",
  "created_at",
];

/** RFC 4180 quoting; a leading =, +, - or @ is prefixed so spreadsheets never run a cell as a formula. */
function cell(value: unknown): string {
  if (value === undefined || value === null) return "";
  let text = String(value);
  if (/^[=+\-@]/.test(text) && typeof value === "string") text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One row per meal with every nutrient; a nutrient the data did not measure is an empty cell, not 0. */
export function mealsToCsv(meals: MealEntry[]): string {
  const rows = meals.map((meal) =>
    [
      meal.id,
      meal.consumed_at,
      meal.meal_type,
      meal.title,
      meal.description,
      meal.serving.servings,
      meal.serving.serving_size_g,
      meal.serving.household_unit,
      ...macroKeys.map((key) => meal.macros[key]),
      ...lipidKeys.map((key) => meal.lipids_detail[key]),
      ...microKeys.map((key) => meal.micros[key]),
      meal.confidence_score,
      meal.tags.join("; "),
      meal.items.map((item) => `${item.food_name} (${Math.round(item.grams)} g)`).join("; "),
      meal.notes,
      meal.created_at,
    ]
      .map(cell)
      .join(","),
  );
  return [header.join(","), ...rows].join("\r\n") + "\r\n";
}
