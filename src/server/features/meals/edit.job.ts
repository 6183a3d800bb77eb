import { isDeepStrictEqual } from "node:util";
import { and, eq } from "drizzle-orm";
import { mealAmountProblem, type MealChangeKind, type MealEntryDraft } from "../../../contracts/index.js";
import type { Database } from "../../db/index.js";
import { schema } from "../../db/index.js";
import { createJobQueue, JobFailure, type JobDefinition, type JobQueueOptions } from "../../jobs/index.js";
import { builtInMealReader, type MealReader } from "../llm/index.js";
import { entryColumns, storedDraft } from "./food-entry.mapper.js";
import { recordChange } from "./meal-versions.repo.js";

/** A typed instruction that left every item as it was and changed only when, or which meal, it was is a move. */
function changeKind(before: MealEntryDraft, after: MealEntryDraft): MealChangeKind {
  const moved = before.consumed_at !== after.consumed_at || before.meal_type !== after.meal_type;
  // Compared as stored: jsonb orders keys its own way and drops undefined ones.
  const asStored = (items: MealEntryDraft["items"]) => JSON.parse(JSON.stringify(items)) as unknown;
  return moved && isDeepStrictEqual(asStored(before.items), asStored(after.items)) ? "move" : "edit";
}

/** An edit job applies a plain-language instruction to one meal (the engine's editor, the words optionally read by a model) and records the meal as it was, for history and undo; on failure the meal is left as it was. */
export function editJobDefinition(
  db: Database,
  queueOptions: JobQueueOptions,
  reader: MealReader = builtInMealReader,
): JobDefinition<typeof schema.editJobs> {
  return {
    kind: "edit",
    queue: createJobQueue(db, schema.editJobs, queueOptions),
    async run(job) {
      const [entry] = await db
        .select()
        .from(schema.foodEntries)
        .where(and(eq(schema.foodEntries.id, job.entryId), eq(schema.foodEntries.userId, job.userId)));
      if (!entry) throw new JobFailure("This meal no longer exists.");
      const result = await reader.editMeal(storedDraft(entry), job.instructions, job.createdAt, job.timeZone ?? "UTC");
      if (!result.ok) throw new JobFailure(result.reason);
      const tooMuch = mealAmountProblem(result.meal);
      if (tooMuch) throw new JobFailure(tooMuch);
      const columns = entryColumns(result.meal);
      const previous = storedDraft(entry);
      return async (tx) => {
        await tx
          .update(schema.foodEntries)
          .set({ ...columns, updatedAt: new Date() })
          .where(and(eq(schema.foodEntries.id, job.entryId), eq(schema.foodEntries.userId, job.userId)));
        await recordChange(tx, {
          userId: job.userId,
          entryId: job.entryId,
          change: changeKind(previous, result.meal),
          instruction: job.instructions,
          previous,
        });
      };
    },
  };
}
