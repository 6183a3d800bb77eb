import { eq, inArray, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "../../src/server/db/index.js";
import { createJobQueue, startWorker } from "../../src/server/jobs/index.js";
import { createTestApp, signUp, type SignedInUser, type TestApp } from "../helpers/app.js";
import { startTestWorkers, waitForChatJob } from "../helpers/jobs.js";

let t: TestApp;
let user: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  user = await signUp(t.app);
});
afterAll(() => t.close());

async function insertJobs(messages: string[]) {
  const rows = await t.database.db
    .insert(schema.chatJobs)
    .values(
      messages.map((message) => ({
        userId: user.id,
        message,
        timeZone: "UTC",
      })),
    )
    .returning({ id: schema.chatJobs.id });
  return rows.map((row) => row.id);
}

describe("workers", () => {
  it("finish a job whose worker died mid-way, exactly once, after its lease expires", async () => {
    const [id] = await insertJobs(["a bowl of oatmeal with a banana"]);
    const crashed = createJobQueue(t.database.db, schema.chatJobs, {
      leaseMs: 300,
      maxAttempts: 3,
    });
    const claimed = await crashed.claim("worker-that-crashes");
    expect(claimed?.id).toBe(id);
    // The crashed worker never renews nor completes; a healthy worker takes over once the lease runs out.
    const workers = startTestWorkers(t.database, t.env, {
      JOB_LEASE_SECONDS: 0.3,
    });
    try {
      const done = await waitForChatJob(t.database.db, id!);
      expect(done.status).toBe("completed");
      expect(done.attempts).toBe(2);
      const late = await crashed.complete(id!, "worker-that-crashes", async (tx) => {
        await tx.insert(schema.foodEntries).values({
          userId: user.id,
          chatJobId: id,
          title: "duplicate",
          entryMethod: "text",
        });
      });
      expect(late).toBe(false);
      const entries = await t.database.db
        .select()
        .from(schema.foodEntries)
        .where(eq(schema.foodEntries.chatJobId, id!));
      expect(entries).toHaveLength(1);
      expect(entries[0]?.title).not.toBe("duplicate");
    } finally {
      await workers.stop();
    }
  });

  it("give up on a job that keeps killing its worker", async () => {
    const [id] = await insertJobs(["an apple"]);
    const queue = createJobQueue(t.database.db, schema.chatJobs, {
      leaseMs: 1,
      maxAttempts: 2,
    });
    for (const owner of ["w1", "w2"]) {
      expect((await queue.claim(owner))?.id).toBe(id);
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(await queue.claim("w3")).toBeUndefined();
    const [row] = await t.database.db.select().from(schema.chatJobs).where(eq(schema.chatJobs.id, id!));
    expect(row).toMatchObject({
      status: "failed",
      error: "Analysis stopped unexpectedly several times. Please try again.",
    });
  });

  it("racing over 200 queued jobs, process each exactly once", async () => {
    const foods = [
      "an apple",
      "2 eggs",
      "a slice of toast",
      "a cup of rice",
      "a banana",
      "a glass of milk",
      "a chicken breast",
      "a cup of coffee",
    ];
    const ids = await insertJobs(Array.from({ length: 200 }, (_, i) => foods[i % foods.length]!));
    const workers = [startTestWorkers(t.database, t.env), startTestWorkers(t.database, t.env)];
    try {
      for (const id of ids) await waitForChatJob(t.database.db, id, 120_000);
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
    }
    const jobs = await t.database.db.select().from(schema.chatJobs).where(inArray(schema.chatJobs.id, ids));
    expect(jobs.every((job) => job.status === "completed" && job.attempts === 1)).toBe(true);
    const counts = await t.database.db
      .select({
        jobId: schema.foodEntries.chatJobId,
        n: sql<number>`count(*)::int`,
      })
      .from(schema.foodEntries)
      .where(inArray(schema.foodEntries.chatJobId, ids))
      .groupBy(schema.foodEntries.chatJobId);
    expect(counts).toHaveLength(200);
    expect(counts.every((row) => Number(row.n) === 1)).toBe(true);
    // Both workers took part: the race was real.
    expect(new Set(jobs.map((job) => job.leaseOwner)).size).toBe(2);
  }, 180_000);

  it("log a crashed job without the user's text that its failed query carried", async () => {
    const [id] = await insertJobs(["my secret midnight snack"]);
    const lines: string[] = [];
    const log = pino({ level: "info" }, { write: (line: string) => void lines.push(line) });
    const worker = startWorker<typeof schema.chatJobs>(
      {
        kind: "crashing",
        queue: createJobQueue(t.database.db, schema.chatJobs, { leaseMs: 5_000, maxAttempts: 1 }),
        // A failing insert (no such user) whose parameters hold the meal's text, as a real job's would.
        run: async (job) => {
          await t.database.db
            .insert(schema.foodEntries)
            .values({ userId: "no-such-user", title: job.message, entryMethod: "text" });
          return async () => {};
        },
      },
      { log, leaseMs: 5_000, pollMs: 20 },
    );
    try {
      const failed = await waitForChatJob(t.database.db, id!);
      expect(failed.status).toBe("failed");
      expect(failed.error).toBe("We couldn't analyse this. Please try again.");
    } finally {
      await worker.stop();
    }
    const crashed = lines.find((line) => line.includes("job crashed"));
    expect(crashed).toContain("food_entries");
    expect(lines.join("\n")).not.toContain("midnight snack");
  });
});
