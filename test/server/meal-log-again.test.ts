import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { mealEntrySchema, mealHistorySchema, mealListSchema } from "../../src/contracts/index.js";
import { schema } from "../../src/server/db/index.js";
import { createTestApp, signUp, type SignedInUser, type TestApp } from "../helpers/app.js";
import { seedMeals } from "../helpers/meals.js";
import { eq } from "drizzle-orm";

let t: TestApp;
let alice: SignedInUser;
let bob: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUp(t.app);
  bob = await signUp(t.app);
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const logAgain = (user: SignedInUser, mealId: string, payload: unknown = {}) =>
  user.request({ method: "POST", url: `/api/external/meals/${mealId}/log-again`, payload: payload as object });

describe("logging a meal again", () => {
  it("copies the meal's items and numbers to a chosen time, with the meal that time suggests", async () => {
    const [meal] = await seedMeals(t.database.db, alice.id, "oatmeal with a banana", new Date("2026-03-02T08:00:00Z"));
    const original = mealEntrySchema.parse((await alice.request({ url: `/api/external/meals/${meal!.id}` })).json());

    // 12:30 in New York is lunch, although it is 17:30 (dinner) in UTC.
    const response = await logAgain(alice, meal!.id, {
      consumed_at: "2026-03-05T17:30:00Z",
      time_zone: "America/New_York",
    });
    expect(response.statusCode).toBe(201);
    const copy = mealEntrySchema.parse(response.json());
    expect(copy.id).not.toBe(original.id);
    expect(copy.consumed_at).toBe("2026-03-05T17:30:00.000Z");
    expect(copy.meal_type).toBe("lunch");
    expect(copy.items).toEqual(original.items);
    expect(copy.macros).toEqual(original.macros);
    expect(copy.title).toBe(original.title);

    // Both are in the list, newest first, and the original is untouched.
    const list = mealListSchema.parse((await alice.request({ url: "/api/external/meals" })).json());
    const ids = list.items.map((m) => m.id);
    expect(ids.indexOf(copy.id)).toBeLessThan(ids.indexOf(original.id));
    const again = mealEntrySchema.parse((await alice.request({ url: `/api/external/meals/${meal!.id}` })).json());
    expect(again.consumed_at).toBe(original.consumed_at);

    // The copy's history says where it came from; there is nothing to undo, and no one else may read it.
    const history = mealHistorySchema.parse(
      (await alice.request({ url: `/api/external/meals/${copy.id}/history` })).json(),
    );
    expect(history.can_undo).toBe(false);
    expect(history.items).toHaveLength(1);
    expect(history.items[0]).toMatchObject({
      change: "copy",
      instruction: `Logged again from ${original.title}`,
      undone: false,
      before: { title: original.title, consumed_at: original.consumed_at, meal_type: original.meal_type },
    });
    expect((await bob.request({ url: `/api/external/meals/${copy.id}/history` })).statusCode).toBe(404);
    // The original's own history is unchanged by being copied.
    expect(
      mealHistorySchema.parse((await alice.request({ url: `/api/external/meals/${meal!.id}/history` })).json()).items,
    ).toEqual([]);
  });

  it("logs it now by default, and takes a chosen meal type", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-04-10T19:15:00Z"));
    const [meal] = await seedMeals(t.database.db, alice.id, "a can of coke", new Date("2026-04-09T12:00:00Z"));

    const now = mealEntrySchema.parse((await logAgain(alice, meal!.id)).json());
    expect(now.consumed_at).toBe("2026-04-10T19:15:00.000Z");
    expect(now.meal_type).toBe("dinner");
    expect(Math.round(now.macros.calories_kcal)).toBe(Math.round(Number(meal!.calories)));

    // No body at all means the same: now, by the clock.
    const bare = await alice.request({ method: "POST", url: `/api/external/meals/${meal!.id}/log-again` });
    expect(bare.statusCode).toBe(201);
    expect(mealEntrySchema.parse(bare.json()).consumed_at).toBe("2026-04-10T19:15:00.000Z");

    const chosen = await logAgain(alice, meal!.id, { consumed_at: "2026-04-10T07:00:00Z", meal_type: "snack" });
    expect(chosen.statusCode).toBe(201);
    expect(mealEntrySchema.parse(chosen.json()).meal_type).toBe("snack");

    const future = await logAgain(alice, meal!.id, { consumed_at: "2026-04-11T08:00:00Z" });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toMatch(/not in the future/);
  });

  it("refuses a bad body or id, a missing meal, another user's meal and a signed-out request", async () => {
    const [meal] = await seedMeals(t.database.db, alice.id, "a banana", new Date("2026-03-04T08:00:00Z"));
    const id = meal!.id;
    for (const payload of [
      { consumed_at: "yesterday" },
      { meal_type: "brunch" },
      { time_zone: "Mars/Olympus" },
      { consumed_at: "1200-01-01T00:00:00Z" },
      { servings: 2 },
    ]) {
      const response = await logAgain(alice, id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    expect((await logAgain(alice, "undefined")).statusCode).toBe(400);
    expect((await logAgain(alice, "no-such-meal")).statusCode).toBe(404);
    expect((await logAgain(bob, id, { consumed_at: "2026-03-04T09:00:00Z" })).statusCode).toBe(404);
    const bobs = mealListSchema.parse((await bob.request({ url: "/api/external/meals" })).json());
    expect(bobs.items).toEqual([]);
    const anonymous = await t.app.inject({ method: "POST", url: `/api/external/meals/${id}/log-again`, payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });

  it("refuses to copy a meal that holds more than one entry may", async () => {
    const [meal] = await seedMeals(t.database.db, alice.id, "a banana", new Date("2026-03-06T08:00:00Z"));
    // Stored before the limits existed: 8 kg of banana.
    const [row] = await t.database.db
      .select({ aiAnalysis: schema.foodEntries.aiAnalysis })
      .from(schema.foodEntries)
      .where(eq(schema.foodEntries.id, meal!.id));
    const stored = row!.aiAnalysis as { entry: { items: { grams: number }[] } };
    stored.entry.items[0]!.grams = 8000;
    await t.database.db
      .update(schema.foodEntries)
      .set({ aiAnalysis: stored })
      .where(eq(schema.foodEntries.id, meal!.id));
    const response = await logAgain(alice, meal!.id, { consumed_at: "2026-03-06T09:00:00Z" });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(/more than one meal entry can hold/);
  });
});
