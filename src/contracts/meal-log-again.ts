import { z } from "zod";
import { timeZoneSchema } from "./chat.js";
import { mealTypeSchema } from "./meal-entry.js";
import { DATE_YEARS } from "./text.js";

/** A clock a few minutes ahead of the server's still counts as "now". */
export const LOG_AGAIN_CLOCK_SKEW_MS = 5 * 60 * 1000;

/**
 * 'Log again': a copy of a meal, with the same items and numbers, eaten now or at a chosen time.
 * Without `meal_type` the copy takes the meal its time suggests in `time_zone` (the user's zone when absent).
 */
export const logAgainRequestSchema = z
  .object({
    consumed_at: z.iso
      .datetime({ offset: true, error: "consumed_at must be a date and time such as 2026-11-21T08:30:00Z." })
      .refine((value) => new Date(value).getTime() <= Date.now() + LOG_AGAIN_CLOCK_SKEW_MS, {
        error: "A meal can only be logged again for now or an earlier time, not in the future.",
      })
      .refine((value) => new Date(value).getUTCFullYear() >= DATE_YEARS.min, {
        error: `Dates must be between the years ${DATE_YEARS.min} and ${DATE_YEARS.max}.`,
      })
      .optional(),
    meal_type: mealTypeSchema.optional(),
    time_zone: timeZoneSchema.optional(),
  })
  .strict();
export type LogAgainRequest = z.infer<typeof logAgainRequestSchema>;
