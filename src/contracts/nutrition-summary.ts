import { z } from "zod";
import { timeZoneSchema } from "./chat.js";
import { goalTypeSchema, type Goals } from "./goals.js";
import { calendarDateSchema as isoDate } from "./text.js";

export const SUMMARY_MAX_DAYS = 366;

/** GET /api/nutrition-summary?from=YYYY-MM-DD&to=YYYY-MM-DD&time_zone=Area/City — days are local to that zone. */
export const nutritionSummaryQuerySchema = z
  .object({ from: isoDate, to: isoDate, time_zone: timeZoneSchema.optional() })
  .refine((q) => q.from <= q.to, { error: "from must be on or before to." })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < SUMMARY_MAX_DAYS, {
    error: `Ask for at most ${SUMMARY_MAX_DAYS} days at a time.`,
  });
export type NutritionSummaryQuery = z.infer<typeof nutritionSummaryQuerySchema>;

export const dayTotalsSchema = z.object({
  calories_kcal: z.number(),
  protein_g: z.number(),
  carbs_g: z.number(),
  fat_g: z.number(),
  fiber_g: z.number(),
  sugar_g: z.number(),
  sodium_mg: z.number(),
  cholesterol_mg: z.number(),
  saturated_fat_g: z.number(),
});
export type DayTotals = z.infer<typeof dayTotalsSchema>;

export const daySummarySchema = z.object({
  date: isoDate,
  meal_count: z.number().int(),
  totals: dayTotalsSchema,
  /** Daily Score 0-100 (see daily-score.ts). */
  score: z.number().int(),
});
export type DaySummary = z.infer<typeof daySummarySchema>;

export const nutritionSummarySchema = z.object({
  from: isoDate,
  to: isoDate,
  time_zone: z.string(),
  goals: z.object({
    calorieGoal: z.number(),
    proteinGoal: z.number(),
    carbsGoal: z.number(),
    fatGoal: z.number(),
    fiberGoal: z.number(),
    sugarGoal: z.number(),
    sodiumGoal: z.number(),
    cholesterolGoal: z.number(),
    saturatedFatGoal: z.number(),
  }) satisfies z.ZodType<Goals>,
  goal_type: goalTypeSchema,
  /** Every day of the range, oldest first, days without meals included with zero totals. */
  days: z.array(daySummarySchema),
});
export type NutritionSummary = z.infer<typeof nutritionSummarySchema>;
