import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { desc, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { accountDeleteRequestSchema, exportFormatSchema } from "../../../contracts/index.js";
import type { SessionManager } from "../../auth/index.js";
import type { Database } from "../../db/index.js";
import { schema } from "../../db/index.js";
import { parseInput } from "../../http/validate.js";
import { toUserResponse } from "../../auth/users.repo.js";
import { createGoalsRepo } from "../goals/index.js";
import { toMealEntry } from "../meals/index.js";
import { mealsToCsv } from "./meals-csv.js";

export interface AccountRoutesOptions {
  db: Database;
  sessions: SessionManager;
  uploadsDir: string;
}

export function registerAccountRoutes(app: FastifyInstance, { db, sessions, uploadsDir }: AccountRoutesOptions) {
  const goals = createGoalsRepo(db);

  app.get("/api/account/export", async (request, reply) => {
    const user = await sessions.requireUser(request);
    const { format } = parseInput(exportFormatSchema, request.query);
    const rows = await db
      .select()
      .from(schema.foodEntries)
      .where(eq(schema.foodEntries.userId, user.id))
      .orderBy(desc(sql`coalesce(${schema.foodEntries.mealTime}, ${schema.foodEntries.createdAt})`));
    const meals = rows.map(toMealEntry);
    const day = new Date().toISOString().slice(0, 10);
    reply.header("Cache-Control", "no-store");
    if (format === "csv") {
      reply.header("Content-Disposition", `attachment; filename="meals-and-calories-meals-${day}.csv"`);
      return reply.type("text/csv; charset=utf-8").send(mealsToCsv(meals));
    }
    const [preferences] = await db
      .select()
      .from(schema.userPreferences)
      .where(eq(schema.userPreferences.userId, user.id));
    const estimates = await db.select().from(schema.publicEstimates).where(eq(schema.publicEstimates.userId, user.id));
    const chatJobs = await db.select().from(schema.chatJobs).where(eq(schema.chatJobs.userId, user.id));
    reply.header("Content-Disposition", `attachment; filename="meals-and-calories-export-${day}.json"`);
    return {
      exported_at: new Date().toISOString(),
      source: "Meals & Calories. Nutrient values are estimates from USDA FoodData Central.",
      user: toUserResponse(user),
      goals: await goals.get(user.id),
      preferences: { mealsVisibleColumns: preferences?.mealsVisibleColumns ?? [] },
      meals,
      submissions: chatJobs.map((job) => ({
        id: job.id,
        message: job.message,
        status: job.status,
        error: job.error,
        created_at: job.createdAt,
      })),
      estimates: estimates.map((estimate) => ({
        id: estimate.id,
        caption: estimate.caption,
        status: estimate.status,
        shared: estimate.isShared,
        result: estimate.result,
        created_at: estimate.createdAt,
      })),
    };
  });

  app.delete("/api/account", async (request, reply) => {
    const user = await sessions.requireUser(request);
    parseInput(accountDeleteRequestSchema, request.body);
    const estimates = await db
      .select({ id: schema.publicEstimates.id })
      .from(schema.publicEstimates)
      .where(eq(schema.publicEstimates.userId, user.id));
    await db.transaction(async (tx) => {
      await tx.delete(schema.sessions).where(sql`${schema.sessions.sess}->>'userId' = ${user.id}`);
      // Every table that holds the user's data refers to users with ON DELETE CASCADE.
      await tx.delete(schema.users).where(eq(schema.users.id, user.id));
    });
    await removeEstimateImages(path.join(uploadsDir, "estimates"), new Set(estimates.map((e) => e.id)));
    await sessions.end(request, reply);
    return reply.code(204).send();
  });
}

/** Photos are stored as <estimate id>.<ext>; remove every file of the given estimates. */
async function removeEstimateImages(folder: string, ids: Set<string>) {
  if (ids.size === 0) return;
  const files = await readdir(folder).catch(() => [] as string[]);
  await Promise.all(
    files
      .filter((file) => ids.has(file.split(".")[0] ?? ""))
      .map((file) => rm(path.join(folder, file), { force: true })),
  );
}
