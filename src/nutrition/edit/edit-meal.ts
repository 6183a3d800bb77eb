import { z } from "zod";
import {
  mealEntryDraftSchema,
  type MealEntryDraft,
} from "../../contracts/index.js";
import { assembleEntry } from "../assemble-entry.js";
import { getEngine, type NutritionEngine } from "../engine.js";
import { parseEditInstruction } from "../parse/edit-instruction-parser.js";
import { assertTimeZone } from "../parse/zoned-time.js";
import { applyOperation, type MealState } from "./apply-operation.js";

export type EditMealResult =
  { ok: true; meal: MealEntryDraft } | { ok: false; reason: string };

const editInputSchema = z.object({
  meal: mealEntryDraftSchema,
  instruction: z.string(),
  now: z.date(),
  timeZone: z.string().min(1),
});

/**
 * Changes a meal by a plain-English instruction ("add 1 tbsp olive oil", "remove the toast", "change to
 * yesterday"). Totals are rebuilt from the changed items. On any failure the meal is returned untouched
 * (the caller keeps its own copy) with a reason to show the user.
 */
export function editMeal(
  meal: MealEntryDraft,
  instruction: string,
  now: Date,
  timeZone: string,
  engine: NutritionEngine = getEngine(),
): EditMealResult {
  const input = editInputSchema.safeParse({ meal, instruction, now, timeZone });
  if (!input.success)
    return {
      ok: false,
      reason: "This meal can't be edited: it is incomplete.",
    };
  try {
    assertTimeZone(timeZone);
  } catch {
    return { ok: false, reason: `Unknown time zone “${timeZone}”.` };
  }
  if (!instruction.trim())
    return {
      ok: false,
      reason: "Tell me what to change, for example “remove the toast”.",
    };
  const anchor = new Date(meal.consumed_at);
  const parsed = parseEditInstruction(instruction, { now, timeZone, anchor });
  if (!parsed.ok) return parsed;

  let state: MealState = {
    items: meal.items,
    consumedAt: anchor,
    mealType: meal.meal_type,
    servings: meal.serving.servings || 1,
  };
  for (const op of parsed.operations) {
    const step = applyOperation(state, op, engine);
    if (!step.ok) return step;
    state = step.state;
  }
  const rebuilt = assembleEntry(
    state.items,
    {
      text: meal.description,
      consumedAt: state.consumedAt,
      mealType: state.mealType,
    },
    engine,
  );
  const servings = Math.round(state.servings * 100) / 100;
  if (servings !== 1) {
    rebuilt.serving = {
      ...rebuilt.serving,
      servings,
      serving_size_g:
        Math.round((rebuilt.serving.serving_size_g / servings) * 10) / 10,
    };
  }
  return { ok: true, meal: rebuilt };
}
