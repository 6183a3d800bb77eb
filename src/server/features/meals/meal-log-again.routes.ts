import type { FastifyInstance } from "fastify";
import { logAgainRequestSchema, mealAmountProblem, type MealEntry } from "../../../contracts/index.js";
import { mealTypeAt } from "../../../nutrition/index.js";
import type { SessionManager } from "../../auth/index.js";
import { schema, type Database } from "../../db/index.js";
import { AppError, notFound } from "../../http/app-error.js";
import { parseInput } from "../../http/validate.js";
import { mealReadColumns, storedDraft, toFoodEntryRow, toMealEntry } from "./food-entry.mapper.js";
import { mealParamsSchema } from "./meal-params.js";
import { recordChange } from "./meal-versions.repo.js";
import { createMealsRepo } from "./meals.repo.js";

export interface MealLogAgainRoutesOptions {
  db: Database;
  sessions: SessionManager;
}

const ENTRY_METHODS = new Set(["text", "voice", "photo"] as const);
const isEntryMethod = (value: string): value is "text" | "voice" | "photo" =>
  ENTRY_METHODS.has(value as "text" | "voice" | "photo");

/**
 * 'Log again': a new meal entry with the same items and numbers as one the user logged before; its history starts
 * with where it was copied from.
 */
export function registerMealLogAgainRoutes(app: FastifyInstance, { db, sessions }: MealLogAgainRoutesOptions) {
  const meals = createMealsRepo(db);

  app.post("/api/external/meals/:id/log-again", async (request, reply): Promise<MealEntry> => {
    const user = await sessions.requireUser(request);
    const { id } = parseInput(mealParamsSchema, request.params);
    const input = parseInput(logAgainRequestSchema, request.body ?? {});
    const original = await meals.find(user.id, id);
    if (!original) throw notFound("Meal");
    const consumedAt = input.consumed_at ? new Date(input.consumed_at) : new Date();
    const timeZone = input.time_zone ?? user.timeZone ?? "UTC";
    const source = storedDraft(original);
    const copy = {
      ...source,
      consumed_at: consumedAt.toISOString(),
      meal_type: input.meal_type ?? mealTypeAt(consumedAt, timeZone),
    };
    // Meals stored before the limits existed may exceed them; a copy is a new entry, so it must not.
    const tooMuch = mealAmountProblem(copy);
    if (tooMuch) throw new AppError("meal_too_large", 422, tooMuch);
    const entryMethod = isEntryMethod(original.entryMethod) ? original.entryMethod : "text";
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(schema.foodEntries)
        .values(toFoodEntryRow(copy, { userId: user.id, entryMethod }))
        .returning(mealReadColumns);
      if (!inserted) throw new Error("inserting a meal returned no row");
      await recordChange(tx, {
        userId: user.id,
        entryId: inserted.id,
        change: "copy",
        instruction: `Logged again from ${source.title}`,
        previous: source,
      });
      return inserted;
    });
    return reply.code(201).send(toMealEntry(row));
  });
}
