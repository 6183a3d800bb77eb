import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mealEntrySchema, mealHistorySchema } from "../../src/contracts/index.js";
import { createTestApp, signUp, type SignedInUser, type TestApp } from "../helpers/app.js";
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

async function edit(user: SignedInUser, mealId: string, instructions: string) {
  const queued = await user.request({
    method: "POST",
    url: `/api/external/meals/${mealId}/edit-nl`,
    payload: { instructions, time_zone: "UTC" },
  });
  expect(queued.statusCode).toBe(202);
  expect((await waitForEdit(user, mealId)).status).toBe("completed");
}

const history = async (user: SignedInUser, mealId: string) =>
  mealHistorySchema.parse((await user.request({ url: `/api/external/meals/${mealId}/history` })).json());
const kcal = async (user: SignedInUser, mealId: string) =>
  Math.round(
    mealEntrySchema.parse((await user.request({ url: `/api/external/meals/${mealId}` })).json()).macros.calories_kcal,
  );

describe("a meal's history and undo", () => {
  it("records each edit with what was said and the meal before, and undoes newest first", async () => {
    const [meal] = await seedMeals(
      t.database.db,
      alice.id,
      "a turkey sandwich with cheese",
      new Date("2026-03-02T12:00:00Z"),
    );
    const id = meal!.id;
    expect(await history(alice, id)).toEqual({ items: [], can_undo: false });
    const workers = startTestWorkers(t.database, t.env);
    try {
      await edit(alice, id, "no cheese");
      await edit(alice, id, "add a banana");
    } finally {
      await workers.stop();
    }
    // Turkey sandwich on white, with cheese 290 kcal → without cheese 217 → plus a banana (122) 340.
    expect(await kcal(alice, id)).toBe(340);
    const edited = await history(alice, id);
    expect(edited.can_undo).toBe(true);
    expect(edited.items.map((c) => [c.change, c.instruction, c.undone, Math.round(c.before.calories_kcal)])).toEqual([
      ["edit", "add a banana", false, 217],
      ["edit", "no cheese", false, 290],
    ]);
    expect(edited.items[1]?.before.description).toBe("a turkey sandwich with cheese");

    const first = await alice.request({ method: "POST", url: `/api/external/meals/${id}/undo` });
    expect(first.statusCode).toBe(200);
    expect(Math.round(mealEntrySchema.parse(first.json()).macros.calories_kcal)).toBe(217);
    const second = mealEntrySchema.parse(
      (await alice.request({ method: "POST", url: `/api/external/meals/${id}/undo` })).json(),
    );
    expect(Math.round(second.macros.calories_kcal)).toBe(290);
    expect(second.description).toBe("a turkey sandwich with cheese");
    expect(second.items.map((i) => i.food_name)).toEqual(["Turkey sandwich on white, with cheese"]);

    const after = await history(alice, id);
    expect(after.can_undo).toBe(false);
    expect(after.items.map((c) => [c.change, c.instruction, c.undone])).toEqual([
      ["undo", "no cheese", false],
      ["undo", "add a banana", false],
      ["edit", "add a banana", true],
      ["edit", "no cheese", true],
    ]);
    const nothing = await alice.request({ method: "POST", url: `/api/external/meals/${id}/undo` });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toBe("There is no change to undo on this meal.");
    expect(await kcal(alice, id)).toBe(290);
  });

  it("shows and undoes only the owner's meal", async () => {
    const [meal] = await seedMeals(t.database.db, alice.id, "a can of coke", new Date("2026-03-03T12:00:00Z"));
    const workers = startTestWorkers(t.database, t.env);
    try {
      await edit(alice, meal!.id, "the soda was diet");
    } finally {
      await workers.stop();
    }
    expect((await bob.request({ url: `/api/external/meals/${meal!.id}/history` })).statusCode).toBe(404);
    expect((await bob.request({ method: "POST", url: `/api/external/meals/${meal!.id}/undo` })).statusCode).toBe(404);
    expect(await kcal(alice, meal!.id)).toBe(7);
    expect((await history(alice, meal!.id)).can_undo).toBe(true);
  });

  it("from a toast, undoes only the change it announced: nothing when the meal changed again since", async () => {
    const [meal] = await seedMeals(t.database.db, alice.id, "a banana and a coffee", new Date("2026-03-05T08:00:00Z"));
    const id = meal!.id;
    const amount = (grams: number) =>
      alice.request({
        method: "POST",
        url: `/api/external/meals/${id}/items/0/fix`,
        payload: { action: "amount", amount: grams, unit: "g" },
      });
    const undo = (payload?: object) =>
      alice.request({ method: "POST", url: `/api/external/meals/${id}/undo`, ...(payload ? { payload } : {}) });
    const first = mealEntrySchema.parse((await amount(150)).json());
    const second = mealEntrySchema.parse((await amount(200)).json());
    expect(second.updated_at).not.toBe(first.updated_at);

    // The first change's toast: the meal has changed since, so nothing is undone.
    const stale = await undo({ if_unchanged_since: first.updated_at });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      "This meal has changed again since, so nothing was undone. Open the meal to see its changes.",
    );
    expect(
      mealEntrySchema.parse((await alice.request({ url: `/api/external/meals/${id}` })).json()).items[0]?.grams,
    ).toBe(200);

    // The second change's toast takes back that change, and only it.
    const undone = await undo({ if_unchanged_since: second.updated_at });
    expect(undone.statusCode).toBe(200);
    expect(mealEntrySchema.parse(undone.json()).items[0]?.grams).toBe(150);
    expect((await history(alice, id)).items.map((c) => [c.change, c.undone])).toEqual([
      ["undo", false],
      ["fix", true],
      ["fix", false],
    ]);

    expect((await undo({ if_unchanged_since: "yesterday" })).statusCode).toBe(400);
    expect((await undo({ changed: true })).statusCode).toBe(400);
    const bobs = await bob.request({
      method: "POST",
      url: `/api/external/meals/${id}/undo`,
      payload: { if_unchanged_since: undone.json().updated_at },
    });
    expect(bobs.statusCode).toBe(404);
  });

  it("refuses to undo while an edit is still running, and bad or missing ids and sign-in", async () => {
    const [meal] = await seedMeals(t.database.db, alice.id, "a banana", new Date("2026-03-04T08:00:00Z"));
    // No worker runs, so the edit stays queued.
    await alice.request({
      method: "POST",
      url: `/api/external/meals/${meal!.id}/edit-nl`,
      payload: { instructions: "double it" },
    });
    const busy = await alice.request({ method: "POST", url: `/api/external/meals/${meal!.id}/undo` });
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toMatch(/being edited/);
    expect((await alice.request({ url: "/api/external/meals/undefined/history" })).statusCode).toBe(400);
    expect((await alice.request({ url: "/api/external/meals/no-such-meal/history" })).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: "POST", url: `/api/external/meals/${meal!.id}/undo` });
    expect(anonymous.statusCode).toBe(401);
  });
});
