import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { Logger } from "pino";
import { isDatabaseUnavailable, loggableError, type Database } from "../db/index.js";
import type { JobQueue, JobTable } from "./job-queue.js";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** While the database is unreachable a worker waits this long before trying again, doubling up to the maximum. */
const OUTAGE_RETRY_FIRST_MS = 100;
const OUTAGE_RETRY_MAX_MS = 5_000;

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

  const idle = (ms = options.pollMs) =>
    new Promise<void>((resolve) => {
      if (pendingWake || !running) {
        pendingWake = false;
        return resolve();
      }
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakeUp = undefined;
        resolve();
      }
      wakeUp = done;
    });

  let outageDelayMs = 0;
  /** Waits before the next attempt after the database could not be reached, longer each time in a row. */
  async function backOff(error: unknown, what: string) {
    outageDelayMs = Math.min(OUTAGE_RETRY_MAX_MS, Math.max(OUTAGE_RETRY_FIRST_MS, outageDelayMs * 2));
    log.warn({ err: loggableError(error), retryInMs: outageDelayMs }, `database unreachable while ${what}; retrying`);
    await idle(outageDelayMs);
  }

  /** Repeats a step that only lost its connection (safe: results are written only by the owner of a processing job). */
  async function untilDatabaseAnswers<R>(step: () => Promise<R>, what: string): Promise<R> {
    for (;;) {
      try {
        const result = await step();
        outageDelayMs = 0;
        return result;
      } catch (error) {
        if (!running || !isDatabaseUnavailable(error)) throw error;
        await backOff(error, what);
      }
    }
  }

  async function processOne(job: T["$inferSelect"]) {
    const id = job.id;
    let renewing = false;
    const renewal = setInterval(
      () => {
        // One renewal at a time: while the completing transaction holds the row, renewals would queue up and take
        // every pooled connection.
        if (renewing) return;
        renewing = true;
        definition.queue
          .renew(id, owner)
          .catch((error: unknown) => log.warn({ err: loggableError(error), id }, "lease renewal failed"))
          .finally(() => (renewing = false));
      },
      Math.max(50, Math.floor(options.leaseMs / 3)),
    );
    try {
      const write = await untilDatabaseAnswers(() => definition.run(job), "analysing a job");
      const done = await untilDatabaseAnswers(() => definition.queue.complete(id, owner, write), "completing a job");
      if (!done) log.info({ id }, "job was cancelled or reclaimed; results discarded");
    } catch (error) {
      if (isDatabaseUnavailable(error)) {
        // Stopping during an outage: the lease runs out and another worker takes the job.
        log.warn({ err: loggableError(error), id }, "job left to be claimed again once its lease expires");
        return;
      }
      const reason = error instanceof JobFailure ? error.message : "We couldn't analyse this. Please try again.";
      if (!(error instanceof JobFailure)) log.error({ err: loggableError(error), id }, "job crashed");
      await untilDatabaseAnswers(() => definition.queue.fail(id, owner, reason), "recording a failed job").catch(
        (failError: unknown) => {
          if (isDatabaseUnavailable(failError))
            log.warn({ err: loggableError(failError), id }, "job left to be claimed again");
          else log.error({ err: loggableError(failError), id }, "could not mark job failed");
        },
      );
    } finally {
      clearInterval(renewal);
    }
  }

  const loop = (async () => {
    while (running) {
      try {
        const job = await definition.queue.claim(owner);
        outageDelayMs = 0;
        if (job) await processOne(job);
        else await idle();
      } catch (error) {
        if (isDatabaseUnavailable(error)) {
          await backOff(error, "looking for jobs");
          continue;
        }
        log.error({ err: loggableError(error) }, "worker loop error");
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
