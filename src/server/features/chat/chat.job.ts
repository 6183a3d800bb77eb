import { mealAmountProblem } from "../../../contracts/index.js";
import type { Database } from "../../db/index.js";
import { schema } from "../../db/index.js";
import { createJobQueue, JobFailure, type JobDefinition, type JobQueueOptions } from "../../jobs/index.js";
import { builtInMealReader, type MealReader } from "../llm/index.js";
import { createMealsRepo, recordChange, toFoodEntryRow } from "../meals/index.js";
import { readMealOrReference } from "./meal-reference.js";

/**
 * A chat job reads the message (the engine, or a language model grounded by it) and stores one food entry per meal
 * it finds; a message that points at an earlier meal of the same user ("same breakfast as yesterday") copies it.
 */
export function chatJobDefinition(
  db: Database,
  queueOptions: JobQueueOptions,
  reader: MealReader = builtInMealReader,
): JobDefinition<typeof schema.chatJobs> {
  const meals = createMealsRepo(db);
  return {
    kind: "chat",
    queue: createJobQueue(db, schema.chatJobs, queueOptions),
    async run(job) {
      // The submission time, not the processing time, anchors "yesterday" and "this morning".
      const context = { userId: job.userId, now: job.createdAt, timeZone: job.timeZone ?? "UTC" };
      const result = await readMealOrReference(job.message, context, {
        meals,
        read: (text) => reader.readMeal(text, { now: context.now, timeZone: context.timeZone }),
      });
      if (!result.ok) throw new JobFailure(result.reason);
      const tooMuch = result.meals.map(mealAmountProblem).find(Boolean);
      if (tooMuch) throw new JobFailure(tooMuch);
      const rows = result.meals.map((meal) =>
        toFoodEntryRow(meal, { userId: job.userId, chatJobId: job.id, entryMethod: "text" }),
      );
      const { copiedFrom } = result;
      return async (tx) => {
        const inserted = await tx.insert(schema.foodEntries).values(rows).returning({ id: schema.foodEntries.id });
        const copy = inserted[0];
        // A copy's history starts with the meal it was made from.
        if (copiedFrom && copy)
          await recordChange(tx, {
            userId: job.userId,
            entryId: copy.id,
            change: "copy",
            instruction: `Copied with “${job.message}”`,
            previous: copiedFrom,
          });
      };
    },
  };
}
