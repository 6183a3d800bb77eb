import { z } from "zod";

/** One change of a meal, newest first in the history: who changed it is always its owner. */
export const mealChangeSchema = z.object({
  id: z.string(),
  change: z.enum(["edit", "undo"]),
  /** What the user said ("no cheese"), or for an undo what it took back. */
  instruction: z.string(),
  changed_at: z.string(), // ISO 8601 instant
  /** True when a later undo took this change back. */
  undone: z.boolean(),
  /** The meal before this change, as a user recognises it. */
  before: z.object({ title: z.string(), description: z.string(), calories_kcal: z.number() }),
});
export type MealChange = z.infer<typeof mealChangeSchema>;

export const mealHistorySchema = z.object({
  items: z.array(mealChangeSchema),
  /** The change 'Undo' would take back, when there is one. */
  can_undo: z.boolean(),
});
export type MealHistory = z.infer<typeof mealHistorySchema>;
