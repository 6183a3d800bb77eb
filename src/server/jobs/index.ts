import type { Logger } from "pino";
import type { DatabaseHandle } from "../db/index.js";
import type { Env } from "../env.js";

export interface JobWorkerContext {
  database: DatabaseHandle;
  log: Logger;
  env: Env;
}

/** Starts the background job workers; returns the function that stops them. */
export async function startJobWorkers({ log }: JobWorkerContext): Promise<() => Promise<void>> {
  const sweep = setInterval(() => {}, 60_000);
  log.info("job workers started");
  return async () => clearInterval(sweep);
}
