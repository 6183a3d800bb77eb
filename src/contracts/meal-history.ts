import { z } from "zod";
import { mealTypeSchema } from "./meal-entry.js";

/**
 * How a meal was changed: a typed instruction ('edit'), a tapped fix of one item ('fix'), a typed instruction that
 * only moved the meal to another time or meal ('move'), 'undo', which took back the newest change, or 'copy': the
 * meal was made from another one ('Log again', "same breakfast as yesterday"), whose entry is its `before`.
 */
export const MEAL_CHANGE_KINDS = ["edit", "fix", "move", "undo", "copy"] as const;
export const mealChangeKindSchema = z.enum(MEAL_CHANGE_KINDS);
export type MealChangeKind = z.infer<typeof mealChangeKindSchema>;

/** One change of a meal, newest first in the history: who changed it is always its owner. */
export const mealChangeSchema = z.object({
  id: z.string(),
  change: mealChangeKindSchema,
  /** What the user said ("no cheese"), what a tap did ("Oat milk: 1 glass → 200 g"), or for an undo what it took back. */
  instruction: z.string(),
  changed_at: z.string(), // ISO 8601 instant
  /** True when a later undo took this change back. */
  undone: z.boolean(),
  /** The meal before this change, as a user recognises it. */
  before: z.object({
    title: z.string(),
    description: z.string(),
    calories_kcal: z.number(),
    consumed_at: z.string(), // ISO 8601 instant
    meal_type: mealTypeSchema,
  }),
});
export type MealChange = z.infer<typeof mealChangeSchema>;

export const mealHistorySchema = z.object({
  items: z.array(mealChangeSchema),
  /** The change 'Undo' would take back, when there is one. */
  can_undo: z.boolean(),
});
export type MealHistory = z.infer<typeof mealHistorySchema>;

/**
 * 'Undo' takes back the meal's newest change. From a toast that confirmed one particular change, the client sends
 * the meal's `updated_at` as that change left it: when the meal has changed again since, nothing is undone (409),
 * so the toast never takes back a change it did not announce.
 */
export const mealUndoRequestSchema = z
  .object({
    if_unchanged_since: z.iso
      .datetime({ offset: true, error: "if_unchanged_since must be a date and time such as 2026-11-21T08:30:00Z." })
      .optional(),
  })
  .strict();
export type MealUndoRequest = z.infer<typeof mealUndoRequestSchema>;
