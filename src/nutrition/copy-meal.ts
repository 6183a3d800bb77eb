import type { MealEntryDraft, MealType } from "../contracts/index.js";
import { assembleEntry } from "./assemble-entry.js";
import { getEngine, type NutritionEngine } from "./engine.js";
import { localDayLabel } from "./parse/meal-reference.js";
import { toLocal } from "./parse/zoned-time.js";

/** "Copied from your breakfast on Tuesday 24 November." */
export function copiedFromNote(mealType: MealType, consumedAt: Date, timeZone: string): string {
  return `Copied from your ${mealType} on ${localDayLabel(toLocal(consumedAt, timeZone))}.`;
}

const joinNotes = (...notes: string[]) => notes.filter(Boolean).join(" ");

/**
 * A new meal made of earlier ones ("same breakfast as yesterday") and any food said with them ("plus a coffee").
 * The earlier items keep their stored grams and numbers; totals are the sum of the items. A single meal copied
 * alone keeps its words, title and notes, as 'Log again' does.
 */
export function copyMeals(
  sources: readonly MealEntryDraft[],
  extra: readonly MealEntryDraft[],
  at: { consumedAt: Date; mealType: MealType; note: string },
  engine: NutritionEngine = getEngine(),
): MealEntryDraft {
  const [only] = sources;
  if (only && sources.length === 1 && extra.length === 0) {
    return {
      ...only,
      consumed_at: at.consumedAt.toISOString(),
      meal_type: at.mealType,
      tags: [...new Set(only.tags.map((tag) => (tag === only.meal_type ? at.mealType : tag)))],
      notes: joinNotes(at.note, only.notes),
    };
  }
  const meals = [...sources, ...extra];
  return assembleEntry(
    meals.flatMap((meal) => meal.items),
    {
      text: meals.map((meal) => meal.description).join(", "),
      consumedAt: at.consumedAt,
      mealType: at.mealType,
      notes: [at.note],
    },
    engine,
  );
}
