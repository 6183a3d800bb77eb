import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "../../src/server/db/index.js";
import { createSecondWebProcess, createTestApp, signUp, type SignedInUser, type TestApp } from "../helpers/app.js";
import { startTestWorkers, waitForEdit } from "../helpers/jobs.js";
import { seedMeals } from "../helpers/meals.js";

let t: TestApp;
let alice: SignedInUser;
let bob: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUp(t.app);
  bob = await signUp(t.app);
});
afterAll(() => t.close());

describe("reading meals", () => {
  it("lists the user's meals newest first in the meal entry shape, paged", async () => {
    const user = await signUp(t.app);
    await seedMeals(t.database.db, user.id, "a banana", new Date("2026-11-19T08:00:00Z"));
    await seedMeals(t.database.db, user.id, "a chicken burrito", new Date("2026-11-20T12:30:00Z"));
    await seedMeals(t.database.db, user.id, "a cup of coffee", new Date("2026-11-21T07:00:00Z"));
    const first = await user.request({ url: "/api/external/meals?limit=2" });
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page.items).toHaveLength(2);
    expect(page.items[0].consumed_at).toBe("2026-11-21T07:00:00.000Z");
    expect(page.items[0]).toMatchObject({
      macros: { calories_kcal: expect.any(Number) },
      serving: expect.any(Object),
      lipids_detail: expect.any(Object),
    });
    expect(page.items[0].items).toBeUndefined(); // the detail carries the items
    expect(page.next_cursor).toBeTruthy();
    const second = (
      await user.request({
        url: `/api/external/meals?limit=2&cursor=${page.next_cursor}`,
      })
    ).json();
    expect(second.items.map((m: { consumed_at: string }) => m.consumed_at)).toEqual(["2026-11-19T08:00:00.000Z"]);
    expect(second.next_cursor).toBeNull();
  });

  it("refuses bad paging with a 400", async () => {
    expect((await alice.request({ url: "/api/external/meals?limit=0" })).statusCode).toBe(400);
    expect((await alice.request({ url: "/api/external/meals?limit=abc" })).json().message).toBe(
      "limit must be a number.",
    );
    expect((await alice.request({ url: "/api/external/meals?cursor=garbage" })).json().message).toBe(
      "That page cursor is not valid.",
    );
  });

  it("shows one meal to its owner only", async () => {
    const [meal] = await seedMeals(t.database.db, alice.id, "2 slices of pepperoni pizza");
    const mine = await alice.request({
      url: `/api/external/meals/${meal!.id}`,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      id: meal!.id,
      title: expect.any(String),
      items: [expect.objectContaining({ food_id: expect.any(String), grams: expect.any(Number) })],
    });
    expect((await bob.request({ url: `/api/external/meals/${meal!.id}` })).statusCode).toBe(404);
    expect(
      (await bob.request({ url: "/api/external/meals" })).json().items.map((m: { id: string }) => m.id),
    ).not.toContain(meal!.id);
    expect((await t.app.inject({ url: `/api/external/meals/${meal!.id}` })).statusCode).toBe(401);
    expect((await t.app.inject({ url: "/api/external/meals" })).statusCode).toBe(401);
  });
});

describe("the meal list stays current", () => {
  it("shows a new meal, an edit and a deletion on the next read", async () => {
    const user = await signUp(t.app);
    const ids = async () =>
      (await user.request({ url: "/api/external/meals" })).json().items.map((m: { id: string; title: string }) => m.id);
    const [first] = await seedMeals(t.database.db, user.id, "a banana");
    expect(await ids()).toEqual([first!.id]);
    const [second] = await seedMeals(t.database.db, user.id, "an apple");
    expect((await ids()).sort()).toEqual([first!.id, second!.id].sort());
    const entry = (first!.aiAnalysis as { entry: object }).entry;
    await t.database.db
      .update(schema.foodEntries)
      .set({
        aiAnalysis: { engine: "built-in", entry: { ...entry, title: "Renamed" } },
        updatedAt: new Date(Date.now() + 1000),
      })
      .where(eq(schema.foodEntries.id, first!.id));
    expect(
      (await user.request({ url: "/api/external/meals" })).json().items.map((m: { title: string }) => m.title),
    ).toContain("Renamed");
    await user.request({ method: "DELETE", url: `/api/external/meals/${second!.id}` });
    const items = (await user.request({ url: "/api/external/meals" })).json().items;
    expect(items.map((m: { id: string }) => m.id)).toEqual([first!.id]);
  });
});

describe("deleting meals", () => {
  it("deletes the owner's meal with 204 and refuses others with 404", async () => {
    const [meal] = await seedMeals(t.database.db, alice.id, "a bagel with cream cheese");
    const foreign = await bob.request({
      method: "DELETE",
      url: `/api/external/meals/${meal!.id}`,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({
      error: "not_found",
      message: "Meal not found.",
    });
    expect(
      (
        await alice.request({
          method: "DELETE",
          url: `/api/external/meals/${meal!.id}`,
        })
      ).statusCode,
    ).toBe(204);
    expect((await alice.request({ url: `/api/external/meals/${meal!.id}` })).statusCode).toBe(404);
    expect(
      (
        await alice.request({
          method: "DELETE",
          url: `/api/external/meals/${meal!.id}`,
        })
      ).statusCode,
    ).toBe(404);
    const undefinedId = await alice.request({
      method: "DELETE",
      url: "/api/external/meals/undefined",
    });
    expect(undefinedId.statusCode).toBe(400);
    expect(undefinedId.json().message).toBe("Invalid meal ID.");
    expect(
      (
        await t.app.inject({
          method: "DELETE",
          url: `/api/external/meals/${meal!.id}`,
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe("editing a meal by instruction", () => {
  it("adds olive oil: the meal gains about 120 kcal and keeps its other items", async () => {
    const [meal] = await seedMeals(t.database.db, alice.id, "a cup of white rice and a grilled chicken breast");
    const before = (await alice.request({ url: `/api/external/meals/${meal!.id}` })).json();
    const workers = startTestWorkers(t.database, t.env);
    try {
      const started = await alice.request({
        method: "POST",
        url: `/api/external/meals/${meal!.id}/edit-nl`,
        payload: { instructions: "add 1 tbsp olive oil" },
      });
      expect(started.statusCode).toBe(202);
      expect(started.json()).toMatchObject({
        job_id: expect.any(String),
        status: "processing",
        error: null,
      });
      const processing = (await alice.request({ url: "/api/external/meals/edit-nl/processing" })).json();
      expect(Array.isArray(processing.entry_ids)).toBe(true);
      const done = await waitForEdit(alice, meal!.id);
      expect(done).toMatchObject({ status: "completed", error: null });
      const after = (await alice.request({ url: `/api/external/meals/${meal!.id}` })).json();
      expect(after.macros.calories_kcal - before.macros.calories_kcal).toBeGreaterThan(110);
      expect(after.macros.calories_kcal - before.macros.calories_kcal).toBeLessThan(135);
      expect(after.items).toHaveLength(before.items.length + 1);
      expect((await alice.request({ url: "/api/external/meals/edit-nl/processing" })).json().entry_ids).not.toContain(
        meal!.id,
      );
    } finally {
      await workers.stop();
    }
  });

  it("fails an instruction it cannot apply and leaves the meal as it was", async () => {
    const [meal] = await seedMeals(t.database.db, alice.id, "a banana");
    const before = (await alice.request({ url: `/api/external/meals/${meal!.id}` })).json();
    const workers = startTestWorkers(t.database, t.env);
    try {
      await alice.request({
        method: "POST",
        url: `/api/external/meals/${meal!.id}/edit-nl`,
        payload: { instructions: "make it sparkle" },
      });
      const done = await waitForEdit(alice, meal!.id);
      expect(done.status).toBe("failed");
      expect(done.error).toMatch(/couldn't tell what to change/i);
      const after = (await alice.request({ url: `/api/external/meals/${meal!.id}` })).json();
      expect(after.macros).toEqual(before.macros);
      expect(after.updated_at).toBe(before.updated_at);
    } finally {
      await workers.stop();
    }
  });

  it("moves a meal to the day before the instruction was given", async () => {
    // The instruction's time is pinned by writing its job row, as the edit route does at that moment.
    const [meal] = await seedMeals(t.database.db, alice.id, "a cheeseburger", new Date("2026-11-22T07:00:00Z"));
    await t.database.db.insert(schema.editJobs).values({
      userId: alice.id,
      entryId: meal!.id,
      instructions: "that was yesterday",
      timeZone: "UTC",
      createdAt: new Date("2026-11-22T08:00:00Z"),
    });
    const workers = startTestWorkers(t.database, t.env);
    try {
      expect((await waitForEdit(alice, meal!.id)).status).toBe("completed");
      const after = (await alice.request({ url: `/api/external/meals/${meal!.id}` })).json();
      expect(after.consumed_at.slice(0, 10)).toBe("2026-11-21");
    } finally {
      await workers.stop();
    }
  });

  it("validates instructions, refuses a second edit while one runs, and refuses other users", async () => {
    const [meal] = await seedMeals(t.database.db, alice.id, "a bowl of oatmeal");
    const url = `/api/external/meals/${meal!.id}/edit-nl`;
    const blank = await alice.request({
      method: "POST",
      url,
      payload: { instructions: "   " },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe("Please enter some instructions for editing your meal.");
    expect(
      (
        await alice.request({
          method: "POST",
          url,
          payload: { instructions: "double it" },
        })
      ).statusCode,
    ).toBe(202);
    const second = await alice.request({
      method: "POST",
      url,
      payload: { instructions: "half" },
    });
    expect(second.statusCode).toBe(409);
    expect((await alice.request({ url: "/api/external/meals/edit-nl/processing" })).json().entry_ids).toContain(
      meal!.id,
    );
    expect((await bob.request({ url: "/api/external/meals/edit-nl/processing" })).json().entry_ids).not.toContain(
      meal!.id,
    );
    expect(
      (
        await bob.request({
          method: "POST",
          url,
          payload: { instructions: "double it" },
        })
      ).statusCode,
    ).toBe(404);
    expect((await bob.request({ url: `${url}/status` })).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url,
          payload: { instructions: "double it" },
        })
      ).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ url: `${url}/status` })).statusCode).toBe(401);
    const [other] = await seedMeals(t.database.db, alice.id, "an apple");
    expect(
      (
        await alice.request({
          url: `/api/external/meals/${other!.id}/edit-nl/status`,
        })
      ).statusCode,
    ).toBe(404);
  });

  it("accepts one of two edits sent at the same moment and refuses the other with 409, never losing one silently", async () => {
    const secondProcess = await createSecondWebProcess(t);
    try {
      for (let round = 0; round < 15; round++) {
        const [meal] = await seedMeals(t.database.db, alice.id, "a bowl of oatmeal");
        const url = `/api/external/meals/${meal!.id}/edit-nl`;
        const [first, second] = await Promise.all([
          alice.request({ method: "POST", url, payload: { instructions: "double it" } }),
          secondProcess.inject({
            method: "POST",
            url,
            headers: { cookie: alice.cookie },
            payload: { instructions: "add a banana" },
          }),
        ]);
        expect([first.statusCode, second.statusCode].sort()).toEqual([202, 409]);
        const refused = first.statusCode === 409 ? first : second;
        expect(refused.json()).toEqual({
          error: "edit_in_progress",
          message: "This meal is already being edited. Please wait for that edit to finish.",
        });
        const accepted = first.statusCode === 202 ? first : second;
        const status = (await alice.request({ url: `${url}/status` })).json();
        expect(status.job_id).toBe(accepted.json().job_id);
        const waiting = await t.database.db
          .select({ id: schema.editJobs.id })
          .from(schema.editJobs)
          .where(eq(schema.editJobs.entryId, meal!.id));
        expect(waiting).toHaveLength(1);
      }
    } finally {
      await secondProcess.close();
    }
  });
});
