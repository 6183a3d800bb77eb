import { analyzeMeal } from "../../src/nutrition/index.js";
import { schema, type Database } from "../../src/server/db/index.js";
import { toFoodEntryRow } from "../../src/server/features/meals/index.js";

/** Stores the engine's reading of `text` as the user's meal entries, as a completed chat job would. */
export async function seedMeals(db: Database, userId: string, text: string, now = new Date(), timeZone = "UTC") {
  const result = analyzeMeal(text, { now, timeZone });
  if (!result.ok) throw new Error(result.reason);
  const rows = await db
    .insert(schema.foodEntries)
    .values(result.meals.map((meal) => toFoodEntryRow(meal, { userId, entryMethod: "text" })))
    .returning();
  return rows;
}
