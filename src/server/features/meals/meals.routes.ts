import type { FastifyInstance } from "fastify";
import {
  editRequestSchema,
  mealsQuerySchema,
  timeZoneSchema,
  type EditJob,
  type MealEntry,
  type MealList,
  type ProcessingMeals,
} from "../../../contracts/index.js";
import type { SessionManager } from "../../auth/index.js";
import type { Database } from "../../db/index.js";
import { AppError, notFound } from "../../http/app-error.js";
import { parseInput } from "../../http/validate.js";
import { createEditJobsRepo } from "./edit-jobs.repo.js";
import { toMealEntry, toMealSummary } from "./food-entry.mapper.js";
import { createMealListCache } from "./meal-list-cache.js";
import { mealParamsSchema } from "./meal-params.js";
import { createMealsRepo } from "./meals.repo.js";

export interface MealsRoutesOptions {
  db: Database;
  sessions: SessionManager;
  onQueued: () => void;
}

export function registerMealsRoutes(app: FastifyInstance, { db, sessions, onQueued }: MealsRoutesOptions) {
  const meals = createMealsRepo(db);
  const editJobs = createEditJobsRepo(db);
  const listCache = createMealListCache();

  async function ownMeal(userId: string, params: unknown) {
    const { id } = parseInput(mealParamsSchema, params);
    const row = await meals.find(userId, id);
    if (!row) throw notFound("Meal");
    return row;
  }

  app.get("/api/external/meals", async (request, reply) => {
    const user = await sessions.requireUser(request);
    const query = parseInput(mealsQuerySchema, request.query);
    const after = query.cursor ? meals.decodeCursor(query.cursor) : undefined;
    if (query.cursor && !after) throw new AppError("validation_failed", 400, "That page cursor is not valid.");
    const body = await listCache.page(
      user.id,
      user.mealsVersion,
      `${query.limit}|${query.cursor ?? ""}`,
      async (): Promise<MealList> => {
        const page = await meals.list(user.id, query.limit, after);
        return { items: page.rows.map(toMealSummary), next_cursor: page.nextCursor };
      },
    );
    return reply.type("application/json; charset=utf-8").send(body);
  });

  // Registered before /:id so "edit-nl" is never read as a meal id.
  app.get("/api/external/meals/edit-nl/processing", async (request): Promise<ProcessingMeals> => {
    const user = await sessions.requireUser(request);
    return { entry_ids: await editJobs.entriesBeingEdited(user.id) };
  });

  app.get("/api/external/meals/:id", async (request): Promise<MealEntry> => {
    const user = await sessions.requireUser(request);
    return toMealEntry(await ownMeal(user.id, request.params));
  });

  app.delete("/api/external/meals/:id", async (request, reply) => {
    const user = await sessions.requireUser(request);
    const { id } = parseInput(mealParamsSchema, request.params);
    if (!(await meals.remove(user.id, id))) throw notFound("Meal");
    return reply.code(204).send();
  });

  app.post("/api/external/meals/:id/edit-nl", async (request, reply): Promise<EditJob> => {
    const user = await sessions.requireUser(request);
    const meal = await ownMeal(user.id, request.params);
    const input = parseInput(editRequestSchema, request.body);
    const timeZone = input.time_zone && timeZoneSchema.safeParse(input.time_zone).success ? input.time_zone : undefined;
    // One edit at a time (a unique index, so simultaneous requests cannot both pass): a second would be computed
    // from a meal the first is about to change.
    const job = await editJobs.insert({
      userId: user.id,
      entryId: meal.id,
      instructions: input.instructions,
      timeZone: timeZone ?? user.timeZone ?? "UTC",
    });
    onQueued();
    reply.code(202);
    return { job_id: job.id, status: "processing", error: null };
  });

  app.get("/api/external/meals/:id/edit-nl/status", async (request): Promise<EditJob> => {
    const user = await sessions.requireUser(request);
    const { id } = parseInput(mealParamsSchema, request.params);
    const job = await editJobs.latestFor(user.id, id);
    if (!job) throw notFound("Edit");
    return { job_id: job.id, status: job.status, error: job.error };
  });
}
