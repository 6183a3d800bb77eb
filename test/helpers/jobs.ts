import { eq } from "drizzle-orm";
import pino from "pino";
import { schema, type Database } from "../../src/server/db/index.js";
import type { Env } from "../../src/server/env.js";
import { startJobWorkers } from "../../src/server/workers.js";
import type { DatabaseHandle } from "../../src/server/db/index.js";
import type { SignedInUser } from "./app.js";

export const silentLog = pino({ level: "silent" });

export function startTestWorkers(database: DatabaseHandle, env: Env, overrides: Partial<Env> = {}) {
  return startJobWorkers({ database, log: silentLog, env: { ...env, JOB_POLL_MS: 20, ...overrides } });
}

/** Polls until the chat job reaches a final status (or fails the test after `timeoutMs`). */
export async function waitForChatJob(db: Database, id: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [job] = await db.select().from(schema.chatJobs).where(eq(schema.chatJobs.id, id));
    if (job && ["completed", "failed", "cancelled"].includes(job.status)) return job;
    if (Date.now() > deadline) throw new Error(`job ${id} still ${job?.status} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Polls the meal's edit status as its owner until the edit job leaves the queue; its last status body. */
export async function waitForEdit(user: SignedInUser, mealId: string) {
  for (let i = 0; i < 400; i++) {
    const status = (await user.request({ url: `/api/external/meals/${mealId}/edit-nl/status` })).json();
    if (!["queued", "processing"].includes(status.status)) return status;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error("edit did not finish");
}
