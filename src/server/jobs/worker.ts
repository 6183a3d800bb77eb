import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { Logger } from "pino";
import type { Database } from "../db/index.js";
import type { JobQueue, JobTable } from "./job-queue.js";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** A failure whose message is meant for the user; it ends the job as failed with that text in `error`. */
export class JobFailure extends Error {}

/** One way to define a job: the queue it reads and the work it does. */
export interface JobDefinition<T extends JobTable> {
  kind: string;
  queue: JobQueue<T>;
  /** Does the work outside any transaction; returns what to write in the transaction that completes the job. */
  run(job: T["$inferSelect"]): Promise<(tx: Transaction) => Promise<void>>;
}

export interface WorkerOptions {
  log: Logger;
  leaseMs: number;
  /** How often an idle worker looks for new jobs (in-process submissions also wake it at once). */
  pollMs: number;
}

export interface RunningWorker {
  kind: string;
  /** Look for work now instead of at the next poll. */
  wake(): void;
  stop(): Promise<void>;
}

export function startWorker<T extends JobTable>(definition: JobDefinition<T>, options: WorkerOptions): RunningWorker {
  const owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const log = options.log.child({ worker: definition.kind, owner });
  let running = true;
  let wakeUp: (() => void) | undefined;
  let pendingWake = false;

  const idle = () =>
    new Promise<void>((resolve) => {
      if (pendingWake || !running) {
        pendingWake = false;
        return resolve();
      }
      const timer = setTimeout(done, options.pollMs);
      function done() {
        clearTimeout(timer);
        wakeUp = undefined;
        resolve();
      }
      wakeUp = done;
    });

  async function processOne(job: T["$inferSelect"]) {
    const id = job.id;
    const renewal = setInterval(
      () => {
        definition.queue
          .renew(id, owner)
          .catch((error: unknown) => log.warn({ err: error, id }, "lease renewal failed"));
      },
      Math.max(50, Math.floor(options.leaseMs / 3)),
    );
    try {
      const write = await definition.run(job);
      const done = await definition.queue.complete(id, owner, write);
      if (!done) log.info({ id }, "job was cancelled or reclaimed; results discarded");
    } catch (error) {
      const reason = error instanceof JobFailure ? error.message : "We couldn't analyse this. Please try again.";
      if (!(error instanceof JobFailure)) log.error({ err: error, id }, "job crashed");
      await definition.queue
        .fail(id, owner, reason)
        .catch((failError: unknown) => log.error({ err: failError, id }, "could not mark job failed"));
    } finally {
      clearInterval(renewal);
    }
  }

  const loop = (async () => {
    while (running) {
      try {
        const job = await definition.queue.claim(owner);
        if (job) await processOne(job);
        else await idle();
      } catch (error) {
        log.error({ err: error }, "worker loop error");
        await idle();
      }
    }
  })();

  return {
    kind: definition.kind,
    wake() {
      if (wakeUp) wakeUp();
      else pendingWake = true;
    },
    async stop() {
      running = false;
      wakeUp?.();
      await loop;
    },
  };
}
