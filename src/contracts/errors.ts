import { z } from "zod";

/** Every error the API answers with has this one shape. */
export const apiErrorSchema = z.object({
  error: z.string(), // machine code, e.g. "validation_failed", "unauthorized"
  message: z.string(), // safe to show to the user
  detail: z.string().optional(), // 429 answers carry the spec's `detail` text
});
export type ApiError = z.infer<typeof apiErrorSchema>;
