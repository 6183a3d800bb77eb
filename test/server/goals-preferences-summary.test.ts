import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signUp, type SignedInUser, type TestApp } from "../helpers/app.js";
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

const goalsForm = {
  calorieGoal: "1800",
  proteinGoal: "120.5",
  carbsGoal: "200",
  fatGoal: "60",
  fiberGoal: "30",
  sugarGoal: "40",
  sodiumGoal: "2000",
  cholesterolGoal: "250",
  saturatedFatGoal: "18",
  goalType: "macro",
};

describe("goals", () => {
  it("gives a new user the US Daily Values as stored goals", async () => {
    const response = await alice.request({ url: "/api/user-goals" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      calorieGoal: "2000",
      proteinGoal: "50",
      carbsGoal: "275",
      fatGoal: "78",
      fiberGoal: "28",
      sugarGoal: "50",
      sodiumGoal: "2300",
      cholesterolGoal: "300",
      saturatedFatGoal: "20",
      goalType: "simple",
    });
  });

  it("saves goals for their owner only", async () => {
    const saved = await alice.request({
      method: "PUT",
      url: "/api/user-goals",
      payload: goalsForm,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(goalsForm);
    expect((await alice.request({ url: "/api/user-goals" })).json()).toEqual(goalsForm);
    expect((await bob.request({ url: "/api/user-goals" })).json().calorieGoal).toBe("2000");
  });

  it.each([
    ["a negative number", { ...goalsForm, calorieGoal: "-5" }],
    ["three decimals", { ...goalsForm, proteinGoal: "1.234" }],
    ["text", { ...goalsForm, fatGoal: "lots" }],
    ["an empty field", { ...goalsForm, sugarGoal: "" }],
    ["an unknown mode", { ...goalsForm, goalType: "keto" }],
  ])("refuses %s with a 400", async (_label, payload) => {
    const response = await bob.request({
      method: "PUT",
      url: "/api/user-goals",
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("validation_failed");
  });

  it("falls back to the default for a goal saved as zero", async () => {
    const carol = await signUp(t.app);
    await carol.request({
      method: "PUT",
      url: "/api/user-goals",
      payload: { ...goalsForm, calorieGoal: "0" },
    });
    expect((await carol.request({ url: "/api/user-goals" })).json().calorieGoal).toBe("2000");
  });

  it("needs sign-in", async () => {
    expect((await t.app.inject({ url: "/api/user-goals" })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: "PUT",
          url: "/api/user-goals",
          payload: goalsForm,
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe("preferences", () => {
  it("starts empty (the default columns) and keeps what the user chose, for them only", async () => {
    expect((await alice.request({ url: "/api/user-preferences" })).json()).toEqual({ mealsVisibleColumns: [] });
    const chosen = ["calories", "protein", "carbs", "fat", "fiber", "fiber", "saturated_fat"];
    const saved = await alice.request({
      method: "PUT",
      url: "/api/user-preferences",
      payload: { mealsVisibleColumns: chosen },
    });
    expect(saved.json()).toEqual({
      mealsVisibleColumns: ["calories", "protein", "carbs", "fat", "fiber", "saturated_fat"],
    });
    expect((await alice.request({ url: "/api/user-preferences" })).json().mealsVisibleColumns).toContain(
      "saturated_fat",
    );
    expect((await bob.request({ url: "/api/user-preferences" })).json()).toEqual({ mealsVisibleColumns: [] });
  });

  it("refuses unknown columns and an empty list", async () => {
    const unknown = await alice.request({
      method: "PUT",
      url: "/api/user-preferences",
      payload: { mealsVisibleColumns: ["calories", "vibes"] },
    });
    expect(unknown.statusCode).toBe(400);
    const empty = await alice.request({
      method: "PUT",
      url: "/api/user-preferences",
      payload: { mealsVisibleColumns: [] },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("At least one column must be selected");
    expect((await t.app.inject({ url: "/api/user-preferences" })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: "PUT",
          url: "/api/user-preferences",
          payload: { mealsVisibleColumns: ["calories"] },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe("nutrition summary", () => {
  it("totals each local day against the user's goals, with every day of the range", async () => {
    const dave = await signUp(t.app);
    // 23:30 UTC on the 20th is already the 21st in Paris.
    await seedMeals(t.database.db, dave.id, "a banana", new Date("2026-11-20T23:30:00Z"), "Europe/Paris");
    await seedMeals(t.database.db, dave.id, "a cup of white rice", new Date("2026-11-21T12:00:00Z"), "Europe/Paris");
    const response = await dave.request({
      url: "/api/nutrition-summary?from=2026-11-19&to=2026-11-21&time_zone=Europe/Paris",
    });
    expect(response.statusCode).toBe(200);
    const summary = response.json();
    expect(summary).toMatchObject({
      from: "2026-11-19",
      to: "2026-11-21",
      time_zone: "Europe/Paris",
      goal_type: "simple",
    });
    expect(summary.goals.calorieGoal).toBe(2000);
    expect(summary.days.map((d: { date: string; meal_count: number }) => [d.date, d.meal_count])).toEqual([
      ["2026-11-19", 0],
      ["2026-11-20", 0],
      ["2026-11-21", 2],
    ]);
    const today = summary.days[2];
    expect(today.totals.calories_kcal).toBeGreaterThan(250);
    expect(today.score).toBeGreaterThan(0);
    expect(summary.days[0].score).toBe(0);

    const inUtc = (
      await dave.request({
        url: "/api/nutrition-summary?from=2026-11-20&to=2026-11-21&time_zone=UTC",
      })
    ).json();
    expect(inUtc.days.map((d: { meal_count: number }) => d.meal_count)).toEqual([1, 1]);
    const others = (
      await bob.request({
        url: "/api/nutrition-summary?from=2026-11-19&to=2026-11-21",
      })
    ).json();
    expect(others.days.every((d: { meal_count: number }) => d.meal_count === 0)).toBe(true);
  });

  it.each([
    ["a missing range", ""],
    ["a malformed date", "?from=21/11/2026&to=2026-11-21"],
    ["a reversed range", "?from=2026-11-22&to=2026-11-21"],
    ["over a year", "?from=2024-01-01&to=2026-11-21"],
    ["an unknown zone", "?from=2026-11-20&to=2026-11-21&time_zone=Nowhere/Land"],
  ])("refuses %s with a 400", async (_label, query) => {
    const response = await alice.request({
      url: `/api/nutrition-summary${query}`,
    });
    expect(response.statusCode).toBe(400);
  });

  it("needs sign-in", async () => {
    expect(
      (
        await t.app.inject({
          url: "/api/nutrition-summary?from=2026-11-20&to=2026-11-21",
        })
      ).statusCode,
    ).toBe(401);
  });
});
