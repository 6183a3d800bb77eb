import type { Logger } from "pino";
import { getEngine } from "../nutrition/index.js";
import type { DatabaseHandle } from "./db/index.js";
import type { Env } from "./env.js";
import { chatJobDefinition } from "./features/chat/index.js";
import { estimateJobDefinition } from "./features/estimates/index.js";
import { mealReaderFrom } from "./features/llm/index.js";
import { editJobDefinition } from "./features/meals/index.js";
import { startWorker, type JobQueueOptions, type RunningWorker } from "./jobs/index.js";

export const queueOptionsFrom = (env: Env): JobQueueOptions => ({
  leaseMs: env.JOB_LEASE_SECONDS * 1000,
  maxAttempts: env.JOB_MAX_ATTEMPTS,
});

export interface JobWorkers {
  wake(): void;
  stop(): Promise<void>;
}

/** Starts every kind of background job worker this process runs (`--role=worker` or `all`). */
export function startJobWorkers({
  database,
  log,
  env,
}: {
  database: DatabaseHandle;
  log: Logger;
  env: Env;
}): JobWorkers {
  const queueOptions = queueOptionsFrom(env);
  const reader = mealReaderFrom(env, log);
  const chat = chatJobDefinition(database.db, queueOptions, reader);
  const edit = editJobDefinition(database.db, queueOptions, reader);
  const estimate = estimateJobDefinition(database.db, queueOptions, env, log);
  const options = { log, leaseMs: queueOptions.leaseMs, pollMs: env.JOB_POLL_MS };
  const workers: RunningWorker[] = [];
  for (let i = 0; i < env.WORKER_CONCURRENCY; i++) {
    workers.push(startWorker(chat, options), startWorker(edit, options), startWorker(estimate, options));
  }
  log.info(
    { kinds: [chat.kind, edit.kind, estimate.kind], concurrency: env.WORKER_CONCURRENCY },
    "job workers started",
  );
  // Load the food database now rather than inside the first job, which would otherwise wait for it.
  setImmediate(() => {
    const started = performance.now();
    getEngine();
    log.info({ ms: Math.round(performance.now() - started) }, "food database loaded");
  });
  return {
    wake: () => workers.forEach((worker) => worker.wake()),
    stop: async () => {
      await Promise.all(workers.map((worker) => worker.stop()));
    },
  };
}
