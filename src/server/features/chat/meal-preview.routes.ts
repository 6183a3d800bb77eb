import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  MEAL_PREVIEW_RATE_LIMIT_MESSAGE,
  MEAL_PREVIEWS_PER_MINUTE,
  mealPreviewRequestSchema,
  type MealPreview,
} from "../../../contracts/index.js";
import { analyzeMeal, describeReference, readMealReference } from "../../../nutrition/index.js";
import type { SessionManager } from "../../auth/index.js";
import type { Database } from "../../db/index.js";
import { AppError } from "../../http/app-error.js";
import { parseInput } from "../../http/validate.js";
import { createMealsRepo } from "../meals/index.js";
import { previewOf } from "./meal-preview.js";
import { readReference } from "./meal-reference.js";

export interface MealPreviewRoutesOptions {
  db: Database;
  sessions: SessionManager;
  previewsPerMinute?: number;
}

/**
 * The live preview under the text box: signed-out visitors may use it too, to learn what the product does.
 * It reads the text with the built-in engine and writes nothing (docs/decisions/meal-preview.md). A text that
 * points at an earlier meal ("same breakfast as yesterday") previews the copy the submission would make.
 */
export function registerMealPreviewRoutes(
  app: FastifyInstance,
  { db, sessions, previewsPerMinute }: MealPreviewRoutesOptions,
) {
  const meals = createMealsRepo(db);
  const userOrAddress = async (request: FastifyRequest) => {
    const user = await sessions.currentUser(request);
    return user ? `user:${user.id}` : `ip:${request.ip}`;
  };

  app.post(
    "/api/external/meals/preview",
    {
      config: {
        rateLimit: {
          max: previewsPerMinute ?? MEAL_PREVIEWS_PER_MINUTE,
          timeWindow: "1 minute",
          keyGenerator: userOrAddress,
          errorResponseBuilder: (_request, context) =>
            new AppError("rate_limited", context.statusCode, MEAL_PREVIEW_RATE_LIMIT_MESSAGE),
        },
      },
    },
    async (request): Promise<MealPreview> => {
      const input = parseInput(mealPreviewRequestSchema, request.body);
      const user = await sessions.currentUser(request);
      const options = { now: new Date(), timeZone: input.time_zone ?? user?.timeZone ?? "UTC" };
      const read = async (text: string) => analyzeMeal(text, options);
      const reading = readMealReference(input.message, options.now, options.timeZone);
      if (reading.kind === "none") return previewOf(analyzeMeal(input.message, options));
      if (reading.kind === "unclear") return previewOf({ ok: false, reason: reading.reason });
      if (!user)
        return previewOf({
          ok: false,
          reason: `Signed in, this copies ${describeReference(reading.reference)} from your log.`,
        });
      return previewOf(await readReference(reading.reference, { userId: user.id, ...options }, { meals, read }));
    },
  );
}
