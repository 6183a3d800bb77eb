import { FOOD_DATA_SOURCE, type MealEntryDraft, type MealItem } from "../../../contracts/index.js";
import {
  assembleEntry,
  getEngine,
  resolveItem,
  type NutritionEngine,
  type ReadContext,
} from "../../../nutrition/index.js";
import type { AskModel } from "./chat-model-client.js";
import { toParsedItem, readStatedTime } from "./model-items.js";
import { MEALS_JSON_SCHEMA, MEALS_PROMPT, modelMealsSchema, type ModelMeal } from "./reading-schemas.js";

/** The model's answer could not be used (wrong shape, nothing grounded in the food database). */
export class UnusableAnswerError extends Error {}

export const modelNote = (model: string) => `Read by language model ${model}; nutrients from ${FOOD_DATA_SOURCE}.`;

function describe(meal: ModelMeal, items: readonly { phrase: string }[], text: string, mealCount: number): string {
  if (mealCount === 1) return text;
  const words = items.map((item) => item.phrase).join(", ");
  return meal.when ? `${meal.when}: ${words}` : words;
}

/**
 * Meal text → meal entries, read by the model and grounded by the engine: each food is matched in the food
 * database, weighed by its portions and given its nutrients there. Throws when the answer is unusable, so the
 * caller can let the built-in reader answer instead.
 */
export async function readMealsWithModel(
  ask: AskModel,
  model: string,
  text: string,
  ctx: ReadContext,
  engine: NutritionEngine = getEngine(),
): Promise<MealEntryDraft[]> {
  const answer = modelMealsSchema.safeParse(
    await ask({ system: MEALS_PROMPT, user: text, schemaName: "meal_reading", schema: MEALS_JSON_SCHEMA }),
  );
  if (!answer.success) throw new UnusableAnswerError("language model answer does not follow the meal schema");
  const meals = answer.data.meals.filter((meal) => meal.items.length > 0);
  const entries: MealEntryDraft[] = [];
  for (const meal of meals) {
    const parsed = meal.items.map(toParsedItem).filter((item) => item.foodText !== "");
    const items: MealItem[] = [];
    const notes: string[] = [];
    for (const item of parsed) {
      const resolved = resolveItem(item, engine);
      if (resolved) items.push(resolved);
      else notes.push(`Could not read “${item.phrase}”.`);
    }
    if (items.length === 0) continue;
    const without = parsed.flatMap((item) => item.without);
    if (without.length) notes.unshift(`Without: ${without.join(", ")}.`);
    notes.push(modelNote(model));
    const time = readStatedTime(meal.when, meal.meal_type, text, ctx);
    entries.push(assembleEntry(items, { text: describe(meal, parsed, text, meals.length), ...time, notes }, engine));
  }
  if (entries.length === 0) throw new UnusableAnswerError("language model found no food the database knows");
  return entries;
}
