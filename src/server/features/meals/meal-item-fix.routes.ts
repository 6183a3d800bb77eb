import type { FastifyInstance } from "fastify";
import { and, eq } from "drizzle-orm";
import {
  mealAmountProblem,
  mealItemFixSchema,
  mealItemParamsSchema,
  type MealEntry,
  type MealItemChoices,
} from "../../../contracts/index.js";
import { fixMealItem, mealItemChoices } from "../../../nutrition/index.js";
import type { SessionManager } from "../../auth/index.js";
import { schema, type Database } from "../../db/index.js";
import { AppError, notFound } from "../../http/app-error.js";
import { parseInput } from "../../http/validate.js";
import { createEditJobsRepo } from "./edit-jobs.repo.js";
import { entryColumns, mealReadColumns, storedDraft, toMealEntry } from "./food-entry.mapper.js";
import { recordChange } from "./meal-versions.repo.js";
import { createMealsRepo } from "./meals.repo.js";

export interface MealItemFixRoutesOptions {
  db: Database;
  sessions: SessionManager;
}

const itemNotFound = () => notFound("Item");
const cannotFix = (message: string) => new AppError("item_fix_refused", 400, message);

/**
 * Tap to fix an item: what it can become (its units, the engine's closest other foods), and the fix itself, applied
 * through the editor's operations and recorded in the meal's history like a typed edit, so 'Undo' takes it back.
 */
export function registerMealItemFixRoutes(app: FastifyInstance, { db, sessions }: MealItemFixRoutesOptions) {
  const meals = createMealsRepo(db);
  const editJobs = createEditJobsRepo(db);

  app.get("/api/external/meals/:id/items/:index/choices", async (request): Promise<MealItemChoices> => {
    const user = await sessions.requireUser(request);
    const { id, index } = parseInput(mealItemParamsSchema, request.params);
    const row = await meals.find(user.id, id);
    if (!row) throw notFound("Meal");
    const choices = mealItemChoices(storedDraft(row), index);
    if (!choices) throw itemNotFound();
    return choices;
  });

  app.post("/api/external/meals/:id/items/:index/fix", async (request): Promise<MealEntry> => {
    const user = await sessions.requireUser(request);
    const { id, index } = parseInput(mealItemParamsSchema, request.params);
    const fix = parseInput(mealItemFixSchema, request.body);
    if (!(await meals.find(user.id, id))) throw notFound("Meal");
    // A typed edit still waiting would be computed from the meal before this fix and then overwrite it.
    if (await editJobs.activeFor(user.id, id))
      throw new AppError(
        "edit_in_progress",
        409,
        "This meal is being edited. Fix the item once that edit has finished.",
      );
    return db.transaction(async (tx) => {
      const owned = and(eq(schema.foodEntries.id, id), eq(schema.foodEntries.userId, user.id));
      // Locked so that a fix, an undo or a second fix of the same meal read the meal one after the other.
      const [row] = await tx.select(mealReadColumns).from(schema.foodEntries).where(owned).for("update");
      if (!row) throw notFound("Meal");
      const meal = storedDraft(row);
      const item = meal.items[index];
      if (!item) throw itemNotFound();
      if (fix.item_food_id !== undefined && fix.item_food_id !== item.food_id)
        throw new AppError(
          "meal_changed",
          409,
          "This meal changed since you opened it. Look at the item again and make the fix once more.",
        );
      const result = fixMealItem(meal, index, fix);
      if (!result.ok) throw cannotFix(result.reason);
      const tooMuch = mealAmountProblem(result.meal);
      if (tooMuch) throw cannotFix(tooMuch);
      const [updated] = await tx
        .update(schema.foodEntries)
        .set({ ...entryColumns(result.meal), updatedAt: new Date() })
        .where(owned)
        .returning(mealReadColumns);
      if (!updated) throw notFound("Meal");
      await recordChange(tx, {
        userId: user.id,
        entryId: id,
        change: "fix",
        instruction: result.change,
        previous: meal,
      });
      return toMealEntry(updated);
    });
  });
}
