import { describe, expect, it } from "vitest";
import { dailyScore, mealLoad, progressPercent } from "./daily-score.js";
import { emptyDayTotals } from "./day-totals.js";
import { DEFAULT_GOALS, effectiveGoals } from "./goals.js";
import type { DayTotals } from "./nutrition-summary.js";

const day = (overrides: Partial<DayTotals>): DayTotals => ({ ...emptyDayTotals(), ...overrides });

describe("Daily Score", () => {
  it("is 100 when every scored nutrient meets its goal exactly", () => {
    expect(
      dailyScore(
        day({
          calories_kcal: 2000,
          protein_g: 50,
          carbs_g: 275,
          fat_g: 78,
          cholesterol_mg: 300,
          saturated_fat_g: 20,
        }),
        DEFAULT_GOALS,
      ),
    ).toBe(100);
  });

  it("averages the capped percent deviations (hand-computed)", () => {
    // deviations: calories 25, protein 100 (capped from 140), carbs 0, fat 50, cholesterol 100, sat fat 10 → mean 47.5
    const totals = day({
      calories_kcal: 1500,
      protein_g: 120,
      carbs_g: 275,
      fat_g: 39,
      cholesterol_mg: 0,
      saturated_fat_g: 22,
    });
    expect(dailyScore(totals, DEFAULT_GOALS)).toBe(53); // 100 - 47.5 = 52.5 → rounds to 53
  });

  it("is 0 for a day with no nutrition at all, and never negative", () => {
    expect(dailyScore(day({}), DEFAULT_GOALS)).toBe(0);
    expect(
      dailyScore(
        day({
          calories_kcal: 99999,
          protein_g: 9999,
          carbs_g: 9999,
          fat_g: 9999,
          cholesterol_mg: 9999,
          saturated_fat_g: 999,
        }),
        DEFAULT_GOALS,
      ),
    ).toBe(0);
  });

  it("ignores fiber, sugar and sodium", () => {
    const base = day({
      calories_kcal: 2000,
      protein_g: 50,
      carbs_g: 275,
      fat_g: 78,
      cholesterol_mg: 300,
      saturated_fat_g: 20,
    });
    expect(dailyScore({ ...base, sodium_mg: 9000, sugar_g: 300 }, DEFAULT_GOALS)).toBe(100);
  });
});

describe("Meal Load", () => {
  it("is the mean of calorie, protein, carb and fat ratios to the default goals, as a percent", () => {
    // 500/2000 = .25, 25/50 = .5, 55/275 = .2, 15.6/78 = .2 → mean .2875
    expect(mealLoad({ calories_kcal: 500, protein_g: 25, carbs_g: 55, fat_g: 15.6 })).toBeCloseTo(28.75, 5);
  });

  it("is clamped to 0-100", () => {
    expect(
      mealLoad({
        calories_kcal: 5000,
        protein_g: 200,
        carbs_g: 600,
        fat_g: 200,
      }),
    ).toBe(100);
    expect(mealLoad({ calories_kcal: 0, protein_g: 0, carbs_g: 0, fat_g: 0 })).toBe(0);
  });
});

describe("goals and bars", () => {
  it("falls back to the default for a zero or missing goal", () => {
    const goals = effectiveGoals({
      calorieGoal: 0,
      proteinGoal: "90",
      fatGoal: null,
    });
    expect(goals).toMatchObject({
      calorieGoal: 2000,
      proteinGoal: 90,
      fatGoal: 78,
      carbsGoal: 275,
    });
  });

  it("clamps progress to 0-100%", () => {
    expect(progressPercent(3000, 2000)).toBe(100);
    expect(progressPercent(500, 2000)).toBe(25);
    expect(progressPercent(-1, 2000)).toBe(0);
  });
});
