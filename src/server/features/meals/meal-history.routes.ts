import type { FastifyInstance } from "fastify";
import { and, eq } from "drizzle-orm";
import {
  mealUndoRequestSchema,
  type MealEntry,
  type MealEntryDraft,
  type MealHistory,
} from "../../../contracts/index.js";
import type { SessionManager } from "../../auth/index.js";
import { schema, type Database } from "../../db/index.js";
import { AppError, notFound } from "../../http/app-error.js";
import { parseInput } from "../../http/validate.js";
import { createEditJobsRepo } from "./edit-jobs.repo.js";
import { entryColumns, mealReadColumns, storedDraft, toMealEntry } from "./food-entry.mapper.js";
import { mealParamsSchema } from "./meal-params.js";
import { createMealVersionsRepo, isUndoable, markUndone, recordChange } from "./meal-versions.repo.js";
import { createMealsRepo } from "./meals.repo.js";

export interface MealHistoryRoutesOptions {
  db: Database;
  sessions: SessionManager;
}

/** A meal's history of changes, and 'Undo', which puts back the meal as it was before its newest change. */
export function registerMealHistoryRoutes(app: FastifyInstance, { db, sessions }: MealHistoryRoutesOptions) {
  const meals = createMealsRepo(db);
  const versions = createMealVersionsRepo(db);
  const editJobs = createEditJobsRepo(db);

  async function ownMealId(userId: string, params: unknown): Promise<string> {
    const { id } = parseInput(mealParamsSchema, params);
    if (!(await meals.find(userId, id))) throw notFound("Meal");
    return id;
  }

  app.get("/api/external/meals/:id/history", async (request): Promise<MealHistory> => {
    const user = await sessions.requireUser(request);
    const id = await ownMealId(user.id, request.params);
    const rows = await versions.list(user.id, id);
    return {
      items: rows.map((row) => {
        const before = row.previousEntry as MealEntryDraft;
        return {
          id: row.id,
          change: row.change,
          instruction: row.instruction,
          changed_at: row.changedAt.toISOString(),
          undone: row.undoneAt !== null,
          before: {
            title: before.title,
            description: before.description,
            calories_kcal: before.macros.calories_kcal,
            consumed_at: before.consumed_at,
            meal_type: before.meal_type,
          },
        };
      }),
      can_undo: rows.some((row) => isUndoable(row.change) && row.undoneAt === null),
    };
  });

  app.post("/api/external/meals/:id/undo", async (request): Promise<MealEntry> => {
    const user = await sessions.requireUser(request);
    const id = await ownMealId(user.id, request.params);
    const { if_unchanged_since: expected } = parseInput(mealUndoRequestSchema, request.body);
    if (await editJobs.activeFor(user.id, id))
      throw new AppError("edit_in_progress", 409, "This meal is being edited. Undo once that edit has finished.");
    return db.transaction(async (tx) => {
      const owned = and(eq(schema.foodEntries.id, id), eq(schema.foodEntries.userId, user.id));
      // Locked so that two taps on 'Undo' take back two changes, not the same one twice.
      const [row] = await tx.select(mealReadColumns).from(schema.foodEntries).where(owned).for("update");
      if (!row) throw notFound("Meal");
      if (expected !== undefined && row.updatedAt.getTime() !== new Date(expected).getTime())
        throw new AppError(
          "meal_changed",
          409,
          "This meal has changed again since, so nothing was undone. Open the meal to see its changes.",
        );
      const latest = await versions.latestUndoable(tx, user.id, id);
      if (!latest) throw new AppError("nothing_to_undo", 409, "There is no change to undo on this meal.");
      const now = new Date();
      const restored = latest.previousEntry as MealEntryDraft;
      const [updated] = await tx
        .update(schema.foodEntries)
        .set({ ...entryColumns(restored), updatedAt: now })
        .where(owned)
        .returning(mealReadColumns);
      await markUndone(tx, latest.id, now);
      await recordChange(tx, {
        userId: user.id,
        entryId: id,
        change: "undo",
        instruction: latest.instruction,
        previous: storedDraft(row),
      });
      if (!updated) throw notFound("Meal");
      return toMealEntry(updated);
    });
  });
}
