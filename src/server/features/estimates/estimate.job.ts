import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import { ESTIMATE_MESSAGES, mealAmountProblem } from "../../../contracts/index.js";
import type { Database } from "../../db/index.js";
import { schema } from "../../db/index.js";
import type { Env } from "../../env.js";
import { createJobQueue, type JobQueueOptions } from "../../jobs/job-queue.js";
import { JobFailure, type JobDefinition } from "../../jobs/worker.js";
import { analyzeEstimateText, foodsToMealText, type EstimateAnalysis } from "./estimate-analysis.js";
import type { StoredResult } from "./estimate.mapper.js";
import { createImageStore } from "./image-store.js";
import { createVisionClient, type IdentifyFoods } from "./vision-client.js";

type EstimateEnv = Pick<
  Env,
  "uploadsDir" | "VISION_BASE_URL" | "VISION_API_KEY" | "VISION_MODEL" | "VISION_TIMEOUT_MS"
>;

export function visionFrom(env: EstimateEnv): IdentifyFoods | undefined {
  if (!env.VISION_BASE_URL || !env.VISION_MODEL) return undefined;
  return createVisionClient({
    baseUrl: env.VISION_BASE_URL,
    apiKey: env.VISION_API_KEY,
    model: env.VISION_MODEL,
    timeoutMs: env.VISION_TIMEOUT_MS,
  });
}

const NO_CAPTION_MESSAGES = {
  off: ESTIMATE_MESSAGES.needsCaption,
  failed: ESTIMATE_MESSAGES.visionFailed,
  "nothing seen": ESTIMATE_MESSAGES.nothingRecognised,
} as const;
const FALLBACK_NOTES = {
  off: undefined,
  failed: "Photo recognition didn't answer, so this comes from the description.",
  "nothing seen": "No food was recognised in the photo, so this comes from the description.",
} as const;
const NO_FOOD_IN_CAPTION =
  "No food recognised in your description. Describe what's in the photo, for example “chicken salad with avocado”.";

/**
 * An estimate job reads the photo's foods (vision model when configured, else the caption) and lets the
 * nutrition engine supply every number. A model failure falls back to the caption; never to a guess.
 */
export function estimateJobDefinition(
  db: Database,
  queueOptions: JobQueueOptions,
  env: EstimateEnv,
  log?: Logger,
): JobDefinition<typeof schema.publicEstimates> {
  const images = createImageStore(env.uploadsDir);
  const identifyFoods = visionFrom(env);
  return {
    kind: "estimate",
    queue: createJobQueue(db, schema.publicEstimates, queueOptions),
    async run(job) {
      const context = { now: job.createdAt, timeZone: job.timeZone ?? "UTC", description: job.caption ?? "Meal photo" };
      let analysis: EstimateAnalysis | undefined;
      let vision: "off" | "failed" | "nothing seen" = "off";
      if (identifyFoods && job.imagePath) {
        try {
          const foods = await identifyFoods(await images.read(job.imagePath), "image/jpeg", job.caption);
          const text = foodsToMealText(foods);
          analysis = text ? analyzeEstimateText(text, { ...context, source: "vision" }) : undefined;
          if (!analysis) vision = "nothing seen";
        } catch (error) {
          log?.warn({ err: error, id: job.id }, "vision model failed; using the caption");
          vision = "failed";
        }
      }
      if (!analysis) {
        if (!job.caption) throw new JobFailure(NO_CAPTION_MESSAGES[vision]);
        analysis = analyzeEstimateText(job.caption, {
          ...context,
          source: "caption",
          extraNote: FALLBACK_NOTES[vision],
        });
        if (!analysis) throw new JobFailure(NO_FOOD_IN_CAPTION);
      }
      const tooMuch = mealAmountProblem(analysis.entry);
      if (tooMuch) throw new JobFailure(tooMuch);
      const result: StoredResult = { ...analysis.result, entry: analysis.entry };
      return async (tx) => {
        await tx.update(schema.publicEstimates).set({ result }).where(eq(schema.publicEstimates.id, job.id));
      };
    },
  };
}
