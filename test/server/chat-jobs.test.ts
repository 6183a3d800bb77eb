import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_RATE_LIMIT_MESSAGE, MEAL_MESSAGE_MAX_LENGTH } from "../../src/contracts/index.js";
import { schema } from "../../src/server/db/index.js";
import { createJobQueue } from "../../src/server/jobs/index.js";
import { createSecondWebProcess, createTestApp, signUp, type SignedInUser, type TestApp } from "../helpers/app.js";
import { startTestWorkers, waitForChatJob } from "../helpers/jobs.js";

let t: TestApp;
let alice: SignedInUser;
let bob: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUp(t.app);
  bob = await signUp(t.app);
});
afterAll(() => t.close());

const queue = (user: SignedInUser, payload: object) =>
  user.request({ method: "POST", url: "/api/external/chat/queue", payload });
const entriesOf = (jobId: string) =>
  t.database.db.select().from(schema.foodEntries).where(eq(schema.foodEntries.chatJobId, jobId));

describe("submitting a meal", () => {
  it("needs a signed-in user for every chat route", async () => {
    const queued = await t.app.inject({
      method: "POST",
      url: "/api/external/chat/queue",
      payload: { message: "an apple" },
    });
    const list = await t.app.inject({ url: "/api/external/chat/jobs" });
    const cancel = await t.app.inject({
      method: "POST",
      url: "/api/external/chat/jobs/x/cancel",
    });
    for (const response of [queued, list, cancel]) expect(response.statusCode).toBe(401);
  });

  it.each([
    ["blank text", { session_id: "s", message: "   " }, "Describe what you ate."],
    ["no text", { session_id: "s" }, "Describe what you ate."],
    [
      "text over the limit",
      { message: "x".repeat(MEAL_MESSAGE_MAX_LENGTH + 1) },
      "That's too long to analyse: keep it under 2,000 characters.",
    ],
    [
      "an unknown time zone",
      { message: "an apple", time_zone: "Mars/Olympus" },
      "time_zone must be an IANA time zone such as Europe/Paris.",
    ],
  ])("refuses %s with a clear 400", async (_label, payload, message) => {
    const response = await queue(alice, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: "validation_failed",
      message,
    });
  });

  it("answers at once with the queued job, and lists it for its owner only", async () => {
    const response = await queue(alice, {
      session_id: "session_1_abc",
      message: "  a banana  ",
      time_zone: "Europe/Paris",
    });
    expect(response.statusCode).toBe(201);
    const job = response.json();
    expect(job).toMatchObject({
      status: "queued",
      message: "a banana",
      error: null,
      entry_count: 0,
    });
    expect(Date.parse(job.created_at)).toBeGreaterThan(Date.now() - 10_000);

    const mine = (await alice.request({ url: "/api/external/chat/jobs" })).json().items;
    expect(mine.map((j: { id: string }) => j.id)).toContain(job.id);
    const theirs = (await bob.request({ url: "/api/external/chat/jobs" })).json().items;
    expect(theirs.map((j: { id: string }) => j.id)).not.toContain(job.id);
  });

  it("lists jobs newest first", async () => {
    const first = (await queue(bob, { message: "toast" })).json();
    await new Promise((r) => setTimeout(r, 5));
    const second = (await queue(bob, { message: "tea" })).json();
    const items = (await bob.request({ url: "/api/external/chat/jobs" })).json().items;
    expect(items.slice(0, 2).map((j: { id: string }) => j.id)).toEqual([second.id, first.id]);
  });

  it("stores a submission repeated with the same client id once, and answers the repeat with that job", async () => {
    const gina = await signUp(t.app);
    const clientId = "7b0f6f0e-3c55-4a57-9a38-2f1f4f0c1a11";
    const first = await queue(gina, { message: "a bowl of oatmeal", client_id: clientId });
    expect(first.statusCode).toBe(201);
    const again = await queue(gina, { message: "a bowl of oatmeal", client_id: clientId });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    const both = await Promise.all(
      [1, 2].map(() => queue(gina, { message: "a pear", client_id: crypto.randomUUID() })),
    );
    expect(both.map((r) => r.statusCode)).toEqual([201, 201]);
    const rows = await t.database.db.select().from(schema.chatJobs).where(eq(schema.chatJobs.userId, gina.id));
    expect(rows.filter((row) => row.message === "a bowl of oatmeal")).toHaveLength(1);

    // Sent twice at the same moment (two tabs coming back online): still one job.
    const raceId = crypto.randomUUID();
    const raced = await Promise.all([1, 2].map(() => queue(gina, { message: "a plum", client_id: raceId })));
    expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(new Set(raced.map((r) => r.json().id)).size).toBe(1);

    // The same id from another user is their own submission, not a repeat of Gina's.
    const hal = await signUp(t.app);
    const theirs = await queue(hal, { message: "a bowl of oatmeal", client_id: clientId });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().id).not.toBe(first.json().id);
  });

  it("refuses a client id that is not a UUID with a 400", async () => {
    const response = await queue(alice, { message: "an apple", client_id: "not-a-uuid" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: "validation_failed", message: "client_id must be a UUID." });
  });

  it("pages the history with a cursor, and refuses a bad cursor or limit with a 400", async () => {
    const frank = await signUp(t.app);
    const sent: string[] = [];
    for (const message of ["an apple", "a pear", "a plum"]) {
      sent.unshift((await queue(frank, { message })).json().id);
      await new Promise((r) => setTimeout(r, 5));
    }
    const first = (await frank.request({ url: "/api/external/chat/jobs?limit=2" })).json();
    expect(first.items.map((j: { id: string }) => j.id)).toEqual(sent.slice(0, 2));
    expect(first.next_cursor).toBeTruthy();
    const second = (await frank.request({ url: `/api/external/chat/jobs?limit=2&cursor=${first.next_cursor}` })).json();
    expect(second.items.map((j: { id: string }) => j.id)).toEqual(sent.slice(2));
    expect(second.next_cursor).toBeNull();

    const badCursor = await frank.request({ url: "/api/external/chat/jobs?cursor=nonsense" });
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json().message).toBe("That page cursor is not valid.");
    const badLimit = await frank.request({ url: "/api/external/chat/jobs?limit=1000" });
    expect(badLimit.statusCode).toBe(400);
    expect(badLimit.json().message).toBe("limit must be at most 100.");
  });

  it("remembers the user's time zone and uses it when a later submission has none", async () => {
    const carol = await signUp(t.app);
    await queue(carol, { message: "an apple", time_zone: "Asia/Tokyo" });
    const later = (await queue(carol, { message: "a pear" })).json();
    const [row] = await t.database.db.select().from(schema.chatJobs).where(eq(schema.chatJobs.id, later.id));
    expect(row?.timeZone).toBe("Asia/Tokyo");
  });

  it("answers 429 with a detail text past the per-user rate limit", async () => {
    const limited = await createTestApp({ CHAT_RATE_LIMIT_PER_MINUTE: "2" });
    try {
      const dave = await signUp(limited.app);
      const send = () =>
        dave.request({
          method: "POST",
          url: "/api/external/chat/queue",
          payload: { message: "an egg" },
        });
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(201);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().detail).toMatch(/wait a minute/);
      // Another user is not slowed down by Dave.
      const erin = await signUp(limited.app);
      expect(
        (
          await erin.request({
            method: "POST",
            url: "/api/external/chat/queue",
            payload: { message: "an egg" },
          })
        ).statusCode,
      ).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe("the submission limit under a burst", () => {
  it("accepts exactly the per-minute limit of 20 submissions sent at once, from two web processes", async () => {
    const limited = await createTestApp({ CHAT_RATE_LIMIT_PER_MINUTE: "5" });
    const secondProcess = await createSecondWebProcess(limited);
    try {
      const frank = await signUp(limited.app);
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          (i % 2 === 0 ? limited.app : secondProcess).inject({
            method: "POST",
            url: "/api/external/chat/queue",
            headers: { cookie: frank.cookie },
            payload: { message: `an egg number ${i}` },
          }),
        ),
      );
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 201)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(15);
      expect(responses.find((response) => response.statusCode === 429)?.json()).toEqual({
        error: "rate_limited",
        message: CHAT_RATE_LIMIT_MESSAGE,
        detail: CHAT_RATE_LIMIT_MESSAGE,
      });
      expect((await frank.request({ url: "/api/external/chat/jobs" })).json().items).toHaveLength(5);
    } finally {
      await secondProcess.close();
      await limited.close();
    }
  });
});

describe("the job life cycle", () => {
  it("completes a two-meal message into two entries linked to the job", async () => {
    const workers = startTestWorkers(t.database, t.env);
    try {
      const job = (
        await queue(alice, {
          message: "2 scrambled eggs and a slice of toast for breakfast, then a chicken burrito for lunch",
          time_zone: "America/New_York",
        })
      ).json();
      workers.wake();
      const done = await waitForChatJob(t.database.db, job.id);
      expect(done.status).toBe("completed");
      expect(done.attempts).toBe(1);

      const entries = await entriesOf(job.id);
      expect(entries.map((e) => e.mealType).sort()).toEqual(["breakfast", "lunch"]);
      for (const entry of entries) {
        expect(entry.userId).toBe(alice.id);
        expect(entry.calories).toBeGreaterThan(100);
        expect((entry.aiAnalysis as { entry: { items: unknown[] } }).entry.items.length).toBeGreaterThan(0);
      }
      const listed = (await alice.request({ url: "/api/external/chat/jobs" }))
        .json()
        .items.find((j: { id: string }) => j.id === job.id);
      expect(listed).toMatchObject({ status: "completed", entry_count: 2 });
      // Log History shows each entry's title, kcal and meal type, and links to it by id.
      expect(listed.entries.map((e: { meal_type: string }) => e.meal_type).sort()).toEqual(["breakfast", "lunch"]);
      for (const shown of listed.entries) {
        const stored = entries.find((e) => e.id === shown.id);
        expect(shown).toMatchObject({ title: stored?.title, calories_kcal: stored?.calories });
      }
      // Another user sees neither the job nor its entries.
      const bobs = (await bob.request({ url: "/api/external/chat/jobs" })).json().items;
      expect(JSON.stringify(bobs)).not.toContain(listed.entries[0].id);

      // Undo: deleting the entries leaves the job with none to show.
      for (const shown of listed.entries) {
        const deleted = await alice.request({ method: "DELETE", url: `/api/external/meals/${shown.id}` });
        expect(deleted.statusCode).toBe(204);
      }
      const after = (await alice.request({ url: "/api/external/chat/jobs" }))
        .json()
        .items.find((j: { id: string }) => j.id === job.id);
      expect(after).toMatchObject({ status: "completed", entry_count: 0, entries: [] });
    } finally {
      await workers.stop();
    }
  });

  it("fails a message that names no food, with the engine's reason", async () => {
    const workers = startTestWorkers(t.database, t.env);
    try {
      const job = (await queue(alice, { message: "asdf qwerty" })).json();
      const done = await waitForChatJob(t.database.db, job.id);
      expect(done.status).toBe("failed");
      expect(done.error).toMatch(/no food/i);
      expect(await entriesOf(job.id)).toHaveLength(0);
    } finally {
      await workers.stop();
    }
  });
});

describe("cancelling", () => {
  const cancel = (user: SignedInUser, id: string) =>
    user.request({
      method: "POST",
      url: `/api/external/chat/jobs/${id}/cancel`,
    });

  it("cancels a queued job, which is then never processed", async () => {
    const job = (await queue(alice, { message: "a large apple" })).json();
    const response = await cancel(alice, job.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: job.id, status: "cancelled" });
    const workers = startTestWorkers(t.database, t.env);
    await new Promise((r) => setTimeout(r, 200));
    await workers.stop();
    expect(await entriesOf(job.id)).toHaveLength(0);
  });

  it("cancels a processing job and discards its results", async () => {
    const jobQueue = createJobQueue(t.database.db, schema.chatJobs, {
      leaseMs: 30_000,
      maxAttempts: 3,
    });
    const job = (await queue(bob, { message: "a cheeseburger" })).json();
    let claimed = await jobQueue.claim("slow-worker");
    while (claimed && claimed.id !== job.id) claimed = await jobQueue.claim("slow-worker");
    expect(claimed?.status).toBe("processing");
    expect((await cancel(bob, job.id)).json().status).toBe("cancelled");
    const wrote = await jobQueue.complete(job.id, "slow-worker", async (tx) => {
      await tx.insert(schema.foodEntries).values({
        userId: bob.id,
        chatJobId: job.id,
        title: "x",
        entryMethod: "text",
      });
    });
    expect(wrote).toBe(false);
    expect(await entriesOf(job.id)).toHaveLength(0);
  });

  it("refuses to cancel a finished job, another user's job or an unknown one", async () => {
    const workers = startTestWorkers(t.database, t.env);
    const job = (await queue(alice, { message: "a cup of coffee" })).json();
    await waitForChatJob(t.database.db, job.id);
    await workers.stop();
    const finished = await cancel(alice, job.id);
    expect(finished.statusCode).toBe(409);
    expect(finished.json().message).toBe("This job is already completed and can no longer be cancelled.");

    const fresh = (await queue(alice, { message: "an orange" })).json();
    const foreign = await cancel(bob, fresh.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({
      error: "not_found",
      message: "Job not found.",
    });
    expect((await cancel(alice, "no-such-job")).statusCode).toBe(404);
    await cancel(alice, fresh.id);
  });
});
