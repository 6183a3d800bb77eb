import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { desc, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { accountDeleteRequestSchema, exportFormatSchema, type AccountExport } from "../../../contracts/index.js";
import type { SessionManager } from "../../auth/index.js";
import type { Database } from "../../db/index.js";
import { schema } from "../../db/index.js";
import { parseInput } from "../../http/validate.js";
import { toUserResponse } from "../../auth/users.repo.js";
import { createImageStore } from "../estimates/index.js";
import { createGoalsRepo } from "../goals/index.js";
import { toMealEntry } from "../meals/index.js";
import { mealsToCsv } from "./meals-csv.js";

type ExportedPhoto = NonNullable<AccountExport["estimates"][number]["photo"]>;

export interface AccountRoutesOptions {
  db: Database;
  sessions: SessionManager;
  uploadsDir: string;
}

export function registerAccountRoutes(app: FastifyInstance, { db, sessions, uploadsDir }: AccountRoutesOptions) {
  const goals = createGoalsRepo(db);
  const images = createImageStore(uploadsDir);
  const photoOf = async (imagePath: string | null): Promise<ExportedPhoto | null> => {
    if (!imagePath) return null;
    const data = await images.read(imagePath).catch(() => undefined);
    if (!data) return null;
    const contentType = imagePath.endsWith(".webp") ? "image/webp" : "image/jpeg";
    return { content_type: contentType, data_url: `data:${contentType};base64,${data.toString("base64")}` };
  };

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
    const estimates = await db
      .select()
      .from(schema.publicEstimates)
      .where(eq(schema.publicEstimates.userId, user.id))
      .orderBy(schema.publicEstimates.createdAt);
    const chatJobs = await db
      .select()
      .from(schema.chatJobs)
      .where(eq(schema.chatJobs.userId, user.id))
      .orderBy(schema.chatJobs.createdAt);
    const edits = await db
      .select()
      .from(schema.editJobs)
      .where(eq(schema.editJobs.userId, user.id))
      .orderBy(schema.editJobs.createdAt);
    reply.header("Content-Disposition", `attachment; filename="meals-and-calories-export-${day}.json"`);
    const exported: AccountExport = {
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
        created_at: job.createdAt.toISOString(),
      })),
      meal_edits: edits.map((edit) => ({
        id: edit.id,
        meal_id: edit.entryId,
        instructions: edit.instructions,
        status: edit.status,
        error: edit.error,
        created_at: edit.createdAt.toISOString(),
      })),
      estimates: [],
    };
    for (const estimate of estimates) {
      exported.estimates.push({
        id: estimate.id,
        caption: estimate.caption,
        status: estimate.status,
        shared: estimate.isShared,
        result: estimate.result,
        created_at: estimate.createdAt.toISOString(),
        photo: await photoOf(estimate.imagePath),
      });
    }
    return exported;
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
