import { mealAmountProblem } from "../../../contracts/index.js";
import type { Database } from "../../db/index.js";
import { schema } from "../../db/index.js";
import { createJobQueue, JobFailure, type JobDefinition, type JobQueueOptions } from "../../jobs/index.js";
import { builtInMealReader, type MealReader } from "../llm/index.js";
import { toFoodEntryRow } from "../meals/index.js";

/** A chat job reads the message (the engine, or a language model grounded by it) and stores one food entry per meal it finds. */
export function chatJobDefinition(
  db: Database,
  queueOptions: JobQueueOptions,
  reader: MealReader = builtInMealReader,
): JobDefinition<typeof schema.chatJobs> {
  return {
    kind: "chat",
    queue: createJobQueue(db, schema.chatJobs, queueOptions),
    async run(job) {
      // The submission time, not the processing time, anchors "yesterday" and "this morning".
      const result = await reader.readMeal(job.message, { now: job.createdAt, timeZone: job.timeZone ?? "UTC" });
      if (!result.ok) throw new JobFailure(result.reason);
      const tooMuch = result.meals.map(mealAmountProblem).find(Boolean);
      if (tooMuch) throw new JobFailure(tooMuch);
      const rows = result.meals.map((meal) =>
        toFoodEntryRow(meal, { userId: job.userId, chatJobId: job.id, entryMethod: "text" }),
      );
      return async (tx) => {
        await tx.insert(schema.foodEntries).values(rows);
      };
    },
  };
}
