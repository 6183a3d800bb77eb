import { z } from "zod";
import { jobStatusSchema } from "./chat.js";
import { mealEntryDraftSchema } from "./meal-entry.js";
import { userTextSchema } from "./text.js";

export const MEALS_PAGE_SIZE = 100;
export const MEALS_PAGE_MAX = 500;
export const EDIT_INSTRUCTIONS_MAX_LENGTH = 500;

/** A stored meal entry as the meal screens read it: the engine's entry plus its identity and bookkeeping. */
export const mealEntrySchema = mealEntryDraftSchema.extend({
  id: z.string(),
  entry_method: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MealEntry = z.infer<typeof mealEntrySchema>;

/** A meal in the list: everything but its items, which only the detail returns. */
export const mealSummarySchema = mealEntrySchema.omit({ items: true });
export type MealSummary = z.infer<typeof mealSummarySchema>;

export const mealsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: "limit must be a number." })
    .int({ error: "limit must be a whole number." })
    .min(1, { error: "limit must be at least 1." })
    .max(MEALS_PAGE_MAX, { error: `limit must be at most ${MEALS_PAGE_MAX}.` })
    .default(MEALS_PAGE_SIZE),
  /** Opaque cursor from the previous page's `next_cursor`. */
  cursor: z.string().max(200).optional(),
});

export const mealListSchema = z.object({
  items: z.array(mealSummarySchema),
  /** Present when there are older meals; pass it as `cursor` to read the next page. */
  next_cursor: z.string().nullable(),
});
export type MealList = z.infer<typeof mealListSchema>;

export const editRequestSchema = z.object({
  instructions: userTextSchema("The edit instructions", {
    required: "Please enter some instructions for editing your meal.",
  })
    .trim()
    .min(1, { error: "Please enter some instructions for editing your meal." })
    .max(EDIT_INSTRUCTIONS_MAX_LENGTH, {
      error: `Keep edit instructions under ${EDIT_INSTRUCTIONS_MAX_LENGTH} characters.`,
    }),
  time_zone: z.string().max(64).optional(),
});

export const editJobSchema = z.object({
  job_id: z.string(),
  status: jobStatusSchema.or(z.literal("processing")),
  error: z.string().nullable(),
});
export type EditJob = z.infer<typeof editJobSchema>;

export const processingMealsSchema = z.object({ entry_ids: z.array(z.string()) });
export type ProcessingMeals = z.infer<typeof processingMealsSchema>;
