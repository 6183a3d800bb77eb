import { z } from "zod";
import { idSchema } from "../../../contracts/index.js";

/** The meal id in a route's path. */
export const mealParamsSchema = z.object({ id: idSchema("meal") });
