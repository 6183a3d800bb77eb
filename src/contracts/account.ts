import { z } from "zod";

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
