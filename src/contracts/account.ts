import { z } from "zod";
import { userSchema } from "./auth.js";
import { jobStatusSchema } from "./chat.js";
import { goalTypeSchema } from "./goals.js";
import { mealEntrySchema } from "./meals.js";

/** What the user types to confirm deleting their account and everything in it. */
export const ACCOUNT_DELETE_CONFIRMATION = "DELETE";

export const accountDeleteRequestSchema = z.object({
  confirmation: z.literal(ACCOUNT_DELETE_CONFIRMATION, {
    error: `Type ${ACCOUNT_DELETE_CONFIRMATION} to confirm that your account and all its data should be deleted.`,
  }),
});

export const exportFormatSchema = z.object({
  format: z.enum(["json", "csv"], { error: "format must be json or csv." }).default("json"),
});

/** A photo the user gave us, inside the JSON export: a data URL opens in any browser and keeps the export one file. */
export const exportedPhotoSchema = z.object({
  content_type: z.enum(["image/jpeg", "image/webp"]),
  data_url: z.string(),
});

/** GET /api/account/export (JSON): everything the user gave us and everything we made of it. */
export const accountExportSchema = z.object({
  exported_at: z.string(),
  source: z.string(),
  user: userSchema,
  goals: z.object({ goals: z.record(z.string(), z.number()), goalType: goalTypeSchema }),
  preferences: z.object({ mealsVisibleColumns: z.array(z.string()) }),
  meals: z.array(mealEntrySchema),
  /** Meal descriptions as typed or spoken, with what became of each. */
  submissions: z.array(
    z.object({
      id: z.string(),
      message: z.string(),
      status: jobStatusSchema,
      error: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  /** Plain-language edit instructions, with the meal each one changed. */
  meal_edits: z.array(
    z.object({
      id: z.string(),
      meal_id: z.string(),
      instructions: z.string(),
      status: jobStatusSchema,
      error: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  estimates: z.array(
    z.object({
      id: z.string(),
      caption: z.string().nullable(),
      status: jobStatusSchema,
      shared: z.boolean(),
      result: z.unknown(),
      created_at: z.string(),
      /** Null when the photo file is missing from the server. */
      photo: exportedPhotoSchema.nullable(),
    }),
  ),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
