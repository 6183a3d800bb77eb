import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  MEAL_MESSAGE_MAX_LENGTH,
  MEAL_PREVIEW_RATE_LIMIT_MESSAGE,
  MEAL_PREVIEWS_PER_MINUTE,
  mealPreviewSchema,
} from "../../src/contracts/index.js";
import { schema } from "../../src/server/db/index.js";
import { createTestApp, signUp, type SignedInUser, type TestApp } from "../helpers/app.js";

let t: TestApp;
let alice: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUp(t.app);
});
afterAll(() => t.close());

const preview = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: "/api/external/meals/preview", payload, headers });

async function storedRows() {
  const [jobs] = await t.database.db.select({ n: count() }).from(schema.chatJobs);
  const [entries] = await t.database.db.select({ n: count() }).from(schema.foodEntries);
  return { jobs: jobs?.n, entries: entries?.n };
}

describe("previewing meal text", () => {
  it("shows a signed-out visitor the meals, items and totals the text would log, and stores nothing", async () => {
    const before = await storedRows();
    const response = await preview({
      message: "2 scrambled eggs and a slice of toast for breakfast, then a chicken burrito for lunch",
      time_zone: "Europe/Paris",
    });
    expect(response.statusCode).toBe(200);
    const body = mealPreviewSchema.parse(response.json());
    expect(body.reason).toBeNull();
    expect(body.meals.map((meal) => meal.meal_type)).toEqual(["breakfast", "lunch"]);
    const breakfast = body.meals[0]!;
    expect(breakfast.items.map((item) => item.food_name.toLowerCase()).join(" ")).toMatch(/egg/);
    for (const item of body.meals.flatMap((meal) => meal.items)) {
      expect(item.grams).toBeGreaterThan(0);
      expect(item.calories_kcal).toBeGreaterThan(0);
    }
    const mealsKcal = body.meals.reduce((sum, meal) => sum + meal.macros.calories_kcal, 0);
    expect(body.totals.calories_kcal).toBeCloseTo(mealsKcal, 5);
    expect(body.totals.calories_kcal).toBeGreaterThan(400);
    expect(await storedRows()).toEqual(before);
  });

  it("changes when the wording is fixed: one egg is fewer calories than three", async () => {
    const three = mealPreviewSchema.parse(
      (
        await alice.request({
          method: "POST",
          url: "/api/external/meals/preview",
          payload: { message: "3 boiled eggs" },
        })
      ).json(),
    );
    const one = mealPreviewSchema.parse(
      (
        await alice.request({
          method: "POST",
          url: "/api/external/meals/preview",
          payload: { message: "1 boiled egg" },
        })
      ).json(),
    );
    expect(one.totals.calories_kcal).toBeLessThan(three.totals.calories_kcal);
    expect(one.meals[0]!.items[0]!.quantity).toBe(1);
    expect(three.meals[0]!.items[0]!.quantity).toBe(3);
  });

  it("says why when no food is recognised, with a 200 and no meals", async () => {
    const body = mealPreviewSchema.parse((await preview({ message: "asdf qwerty" })).json());
    expect(body.meals).toEqual([]);
    expect(body.totals.calories_kcal).toBe(0);
    expect(body.reason).toMatch(/No food recognised/);
  });

  it.each([
    ["blank text", { message: "   " }, "Describe what you ate."],
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
  ])("refuses %s with the submission's 400", async (_label, payload, message) => {
    const response = await preview(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: "validation_failed", message });
  });

  it("never shows one user another user's meals: a preview reads only the text it is sent", async () => {
    const bob = await signUp(t.app);
    await alice.request({ method: "POST", url: "/api/external/chat/queue", payload: { message: "a pepperoni pizza" } });
    const body = mealPreviewSchema.parse(
      (
        await bob.request({ method: "POST", url: "/api/external/meals/preview", payload: { message: "an apple" } })
      ).json(),
    );
    expect(JSON.stringify(body)).not.toMatch(/pizza|pepperoni/i);
  });

  it("answers 429 with its message once a visitor passes the per-minute limit, counting each address apart", async () => {
    const address = (ip: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/external/meals/preview",
        payload: { message: "an apple" },
        remoteAddress: ip,
      });
    for (let i = 0; i < MEAL_PREVIEWS_PER_MINUTE; i++) {
      expect((await address("203.0.113.9")).statusCode).toBe(200);
    }
    const refused = await address("203.0.113.9");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: "rate_limited", message: MEAL_PREVIEW_RATE_LIMIT_MESSAGE });
    expect((await address("203.0.113.10")).statusCode).toBe(200);
  });
});
