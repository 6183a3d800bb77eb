import { z } from "zod";
import {
  estimateResultSchema,
  mealEntryDraftSchema,
  publicEstimatePath,
  type Estimate,
  type PublicEstimate,
} from "../../../contracts/index.js";
import type { schema } from "../../db/index.js";

export type EstimateRow = typeof schema.publicEstimates.$inferSelect;

/** The `result` column: the shown estimate, the engine's entry for logging, and the meal once logged. */
export const storedResultSchema = estimateResultSchema.extend({
  entry: mealEntryDraftSchema,
  logged_meal_id: z.string().optional(),
});
export type StoredResult = z.infer<typeof storedResultSchema>;

export function storedResult(row: EstimateRow): StoredResult | undefined {
  const parsed = storedResultSchema.safeParse(row.result);
  return parsed.success ? parsed.data : undefined;
}

export const ownerImagePath = (id: string) => `/api/estimates/${encodeURIComponent(id)}/image`;
export const publicImagePath = (id: string) => `/api/public/calorie-guess/${encodeURIComponent(id)}/image`;

export function toEstimate(row: EstimateRow): Estimate {
  const stored = storedResult(row);
  return {
    id: row.id,
    status: row.status,
    error: row.error,
    caption: row.caption,
    created_at: row.createdAt.toISOString(),
    is_shared: row.isShared,
    image_url: ownerImagePath(row.id),
    share_path: publicEstimatePath(row.id),
    result: stored
      ? {
          total_calories_kcal: stored.total_calories_kcal,
          notes: stored.notes,
          meals: stored.meals,
          source: stored.source,
        }
      : null,
    logged_meal_id: stored?.logged_meal_id ?? null,
  };
}

/** Only what the spec's public page reads: no owner, no caption, no dates. */
export function toPublicEstimate(row: EstimateRow): PublicEstimate | undefined {
  const stored = storedResult(row);
  if (!stored || !row.isShared || row.status !== "completed") return undefined;
  return {
    image_url: publicImagePath(row.id),
    total_calories_kcal: stored.total_calories_kcal,
    ...(stored.notes ? { notes: stored.notes } : {}),
    meals: stored.meals,
  };
}
