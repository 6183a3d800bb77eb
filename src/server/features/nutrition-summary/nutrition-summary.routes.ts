import type { FastifyInstance } from "fastify";
import { datesBetween, nutritionSummaryQuerySchema, type NutritionSummary } from "../../../contracts/index.js";
import type { SessionManager } from "../../auth/index.js";
import type { Database } from "../../db/index.js";
import { parseInput } from "../../http/validate.js";
import { createGoalsRepo } from "../goals/index.js";
import { createMealsRepo, storedDraft } from "../meals/index.js";
import { summariseDays } from "./day-totals.js";

const DAY_MS = 86_400_000;

export function registerNutritionSummaryRoutes(
  app: FastifyInstance,
  { db, sessions }: { db: Database; sessions: SessionManager },
) {
  const meals = createMealsRepo(db);
  const goals = createGoalsRepo(db);

  app.get("/api/nutrition-summary", async (request): Promise<NutritionSummary> => {
    const user = await sessions.requireUser(request);
    const query = parseInput(nutritionSummaryQuerySchema, request.query);
    const timeZone = query.time_zone ?? user.timeZone ?? "UTC";
    // A local day spans at most 14 h either side of its UTC date; read a day more on each side, then group locally.
    const from = new Date(Date.parse(`${query.from}T00:00:00Z`) - DAY_MS);
    const to = new Date(Date.parse(`${query.to}T00:00:00Z`) + 2 * DAY_MS);
    const rows = await meals.consumedBetween(user.id, from, to);
    const current = await goals.get(user.id);
    return {
      from: query.from,
      to: query.to,
      time_zone: timeZone,
      goals: current.goals,
      goal_type: current.goalType,
      days: summariseDays(rows.map(storedDraft), datesBetween(query.from, query.to), timeZone, current.goals),
    };
  });
}
