import type { MealEntryDraft } from "../../contracts/index.js";
import { assembleEntry } from "../assemble-entry.js";
import { getEngine, type NutritionEngine } from "../engine.js";
import type { EditOperation } from "../parse/types.js";
import { applyOperation, type MealState } from "./apply-operation.js";

export type EditMealResult = { ok: true; meal: MealEntryDraft } | { ok: false; reason: string };

/**
 * Applies operations, already read from an instruction, to a meal: each item is grounded in the food database
 * and the totals are rebuilt from the changed items. Stops at the first operation that cannot be applied, with
 * its reason; the input meal is never changed.
 */
export function applyEditOperations(
  meal: MealEntryDraft,
  operations: readonly EditOperation[],
  engine: NutritionEngine = getEngine(),
): EditMealResult {
  let state: MealState = {
    items: meal.items,
    consumedAt: new Date(meal.consumed_at),
    mealType: meal.meal_type,
    servings: meal.serving.servings || 1,
  };
  for (const op of operations) {
    const step = applyOperation(state, op, engine);
    if (!step.ok) return step;
    state = step.state;
  }
  const rebuilt = assembleEntry(
    state.items,
    { text: meal.description, consumedAt: state.consumedAt, mealType: state.mealType },
    engine,
  );
  const servings = Math.round(state.servings * 100) / 100;
  if (servings !== 1) {
    rebuilt.serving = {
      ...rebuilt.serving,
      servings,
      serving_size_g: Math.round((rebuilt.serving.serving_size_g / servings) * 10) / 10,
    };
  }
  return { ok: true, meal: rebuilt };
}
