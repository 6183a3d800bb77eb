import { z } from "zod";
import { mealEntryDraftSchema, type MealEntryDraft } from "../../contracts/index.js";
import { getEngine, type NutritionEngine } from "../engine.js";
import { assertTimeZone } from "../parse/zoned-time.js";
import { applyEditOperations, type EditMealResult } from "./apply-edit-operations.js";
import { readInstruction } from "./read-instruction.js";

export type { EditMealResult };

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
  const parsed = readInstruction(instruction, { now, timeZone, anchor });
  if (!parsed.ok) return parsed;
  return applyEditOperations(meal, parsed.operations, engine);
}
