import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSecondWebProcess, createTestApp, signUp, type SignedInUser, type TestApp } from "../helpers/app.js";
import { startTestWorkers, waitForChatJob } from "../helpers/jobs.js";
import { seedMeals } from "../helpers/meals.js";

// Each web process keeps its own cache of serialised meal-list pages; these tests warm the caches of two
// processes, change the meals from elsewhere, and expect both to show the change on the very next read.
let t: TestApp;
let otherProcess: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp();
  otherProcess = await createSecondWebProcess(t);
});
afterAll(async () => {
  await otherProcess.close();
  await t.close();
});

type Listed = { id: string; title: string; macros: { calories_kcal: number } };
const list = async (app: FastifyInstance, user: SignedInUser, query = "") => {
  const response = await app.inject({ url: `/api/external/meals${query}`, headers: { cookie: user.cookie } });
  expect(response.statusCode).toBe(200);
  return response.json<{ items: Listed[] }>().items;
};
const idsIn = async (app: FastifyInstance, user: SignedInUser) => (await list(app, user)).map((m) => m.id).sort();

describe("the meal list in every web process", () => {
  it("shows meals a worker process stored, and a deletion made through another process", async () => {
    const user = await signUp(t.app);
    const [first] = await seedMeals(t.database.db, user.id, "a banana");
    expect(await idsIn(t.app, user)).toEqual([first!.id]);
    expect(await idsIn(otherProcess, user)).toEqual([first!.id]);

    const workers = startTestWorkers(t.database, t.env);
    try {
      const queued = await user.request({
        method: "POST",
        url: "/api/external/chat/queue",
        payload: { message: "a bowl of oatmeal" },
      });
      expect(queued.statusCode).toBe(201);
      expect((await waitForChatJob(t.database.db, queued.json().id)).status).toBe("completed");
    } finally {
      await workers.stop();
    }
    const afterJob = await idsIn(t.app, user);
    expect(afterJob).toHaveLength(2);
    expect(await idsIn(otherProcess, user)).toEqual(afterJob);

    const deleted = await otherProcess.inject({
      method: "DELETE",
      url: `/api/external/meals/${first!.id}`,
      headers: { cookie: user.cookie },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await idsIn(t.app, user)).not.toContain(first!.id);
    expect(await idsIn(otherProcess, user)).not.toContain(first!.id);
  });

  it("shows an edit finished by a worker, and a change made directly in the database", async () => {
    const user = await signUp(t.app);
    const [meal] = await seedMeals(t.database.db, user.id, "a cup of white rice");
    const before = (await list(t.app, user))[0]!.macros.calories_kcal;
    await list(otherProcess, user);

    const workers = startTestWorkers(t.database, t.env);
    try {
      const started = await user.request({
        method: "POST",
        url: `/api/external/meals/${meal!.id}/edit-nl`,
        payload: { instructions: "add 1 tbsp olive oil" },
      });
      expect(started.statusCode).toBe(202);
      for (let i = 0; i < 400; i++) {
        const status = (await user.request({ url: `/api/external/meals/${meal!.id}/edit-nl/status` })).json().status;
        if (status === "completed") break;
        expect(["queued", "processing"]).toContain(status);
        await new Promise((r) => setTimeout(r, 25));
      }
    } finally {
      await workers.stop();
    }
    expect((await list(t.app, user))[0]!.macros.calories_kcal).toBeGreaterThan(before + 100);
    expect((await list(otherProcess, user))[0]!.macros.calories_kcal).toBeGreaterThan(before + 100);

    // A repair by hand touches neither updated_at nor the row count; the list still follows it.
    await t.database.db.execute(
      sql`update food_entries set ai_analysis = jsonb_set(ai_analysis, '{entry,title}', '"Rice, repaired"') where id = ${meal!.id}`,
    );
    expect((await list(t.app, user))[0]!.title).toBe("Rice, repaired");
    expect((await list(otherProcess, user, "?limit=100"))[0]!.title).toBe("Rice, repaired");
  });

  it("keeps each user's list their own and refuses it after sign-out in every process", async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    const [alicesMeal] = await seedMeals(t.database.db, alice.id, "an apple");
    const [bobsMeal] = await seedMeals(t.database.db, bob.id, "a slice of pizza");
    for (const app of [t.app, otherProcess]) {
      expect(await idsIn(app, alice)).toEqual([alicesMeal!.id]);
      expect(await idsIn(app, bob)).toEqual([bobsMeal!.id]);
    }
    expect((await alice.request({ method: "POST", url: "/api/logout" })).statusCode).toBe(204);
    for (const app of [t.app, otherProcess]) {
      expect((await app.inject({ url: "/api/external/meals", headers: { cookie: alice.cookie } })).statusCode).toBe(
        401,
      );
    }
  });
});
