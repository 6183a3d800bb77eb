import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  MEAL_PREVIEW_RATE_LIMIT_MESSAGE,
  MEAL_PREVIEWS_PER_MINUTE,
  mealPreviewRequestSchema,
  type MealPreview,
} from "../../../contracts/index.js";
import type { SessionManager } from "../../auth/index.js";
import { AppError } from "../../http/app-error.js";
import { parseInput } from "../../http/validate.js";
import { previewMeal } from "./meal-preview.js";

export interface MealPreviewRoutesOptions {
  sessions: SessionManager;
  previewsPerMinute?: number;
}

/**
 * The live preview under the text box: signed-out visitors may use it too, to learn what the product does.
 * It reads the text with the built-in engine and writes nothing (docs/decisions/meal-preview.md).
 */
export function registerMealPreviewRoutes(
  app: FastifyInstance,
  { sessions, previewsPerMinute }: MealPreviewRoutesOptions,
) {
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
      return previewMeal(input.message, { now: new Date(), timeZone: input.time_zone ?? user?.timeZone ?? "UTC" });
    },
  );
}
