import { z } from "zod";
import { chatQueueRequestSchema } from "./chat.js";
import { mealEntryDraftSchema, mealItemSchema } from "./meal-entry.js";

/** Previews one visitor or user may ask for per minute (the box asks once per pause in typing). */
export const MEAL_PREVIEWS_PER_MINUTE = 120;
/** How long the box waits after the last keystroke before asking for a preview. */
export const MEAL_PREVIEW_DEBOUNCE_MS = 200;

export const MEAL_PREVIEW_RATE_LIMIT_MESSAGE = "The preview is resting for a moment; it comes back within a minute.";

/** Same text rules as a submission, so what previews is what can be logged. */
export const mealPreviewRequestSchema = chatQueueRequestSchema.pick({ message: true, time_zone: true });
export type MealPreviewRequest = z.infer<typeof mealPreviewRequestSchema>;

export const mealPreviewItemSchema = mealItemSchema
  .pick({ food_name: true, phrase: true, quantity: true, unit: true, grams: true, assumption: true })
  .extend({ calories_kcal: z.number() });
export type MealPreviewItem = z.infer<typeof mealPreviewItemSchema>;

export const mealPreviewMealSchema = mealEntryDraftSchema
  .pick({ title: true, meal_type: true, consumed_at: true, macros: true, notes: true })
  .extend({ items: z.array(mealPreviewItemSchema) });
export type MealPreviewMeal = z.infer<typeof mealPreviewMealSchema>;

export const mealPreviewTotalsSchema = z.object({
  calories_kcal: z.number(),
  protein_g: z.number(),
  carbs_g: z.number(),
  fat_g: z.number(),
});
export type MealPreviewTotals = z.infer<typeof mealPreviewTotalsSchema>;

/** What logging the text would store, computed by the built-in engine; `reason` says why nothing would be. */
export const mealPreviewSchema = z.object({
  meals: z.array(mealPreviewMealSchema),
  totals: mealPreviewTotalsSchema,
  reason: z.string().nullable(),
});
export type MealPreview = z.infer<typeof mealPreviewSchema>;
