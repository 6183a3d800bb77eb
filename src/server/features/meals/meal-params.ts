import { z } from "zod";

/** The meal id in a route's path. */
export const mealParamsSchema = z.object({
  id: z
    .string()
    .trim()
    .min(1, { error: "Invalid meal ID." })
    .max(100, { error: "Invalid meal ID." })
    .refine((id) => id !== "undefined" && id !== "null", { error: "Invalid meal ID." }),
});
