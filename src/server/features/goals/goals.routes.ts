import type { FastifyInstance } from "fastify";
import { goalsFormSchema, goalsToForm, type UserGoals } from "../../../contracts/index.js";
import type { SessionManager } from "../../auth/index.js";
import type { Database } from "../../db/index.js";
import { parseInput } from "../../http/validate.js";
import { createGoalsRepo } from "./goals.repo.js";

export function registerGoalsRoutes(
  app: FastifyInstance,
  { db, sessions }: { db: Database; sessions: SessionManager },
) {
  const goals = createGoalsRepo(db);

  app.get("/api/user-goals", async (request): Promise<UserGoals> => {
    const user = await sessions.requireUser(request);
    const current = await goals.get(user.id);
    return goalsToForm(current.goals, current.goalType);
  });

  app.put("/api/user-goals", async (request): Promise<UserGoals> => {
    const user = await sessions.requireUser(request);
    await goals.save(user.id, parseInput(goalsFormSchema, request.body));
    const current = await goals.get(user.id);
    return goalsToForm(current.goals, current.goalType);
  });
}
