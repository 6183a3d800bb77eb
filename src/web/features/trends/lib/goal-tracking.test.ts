import { describe, expect, it } from "vitest";
import { DEFAULT_GOALS } from "../../../../contracts/index.js";
import { calorieStreak, goalTracking, isWithinGoal, streakMessage } from "./goal-tracking.js";
import { makeDays } from "./trend-fixture.test-helper.js";

const goals = { ...DEFAULT_GOALS };

describe("isWithinGoal", () => {
  it("reads calories as ±10%, reach goals as at least and limits as at most", () => {
    expect(isWithinGoal(1800, 2000, "near")).toBe(true);
    expect(isWithinGoal(2200, 2000, "near")).toBe(true);
    expect(isWithinGoal(1790, 2000, "near")).toBe(false);
    expect(isWithinGoal(2210, 2000, "near")).toBe(false);
    expect(isWithinGoal(50, 50, "at-least")).toBe(true);
    expect(isWithinGoal(49, 50, "at-least")).toBe(false);
    expect(isWithinGoal(2300, 2300, "at-most")).toBe(true);
    expect(isWithinGoal(2301, 2300, "at-most")).toBe(false);
  });
});

describe("goalTracking", () => {
  it("counts days within each goal out of the logged days", () => {
    const days = makeDays("2026-11-21", [
      { protein_g: 30, sodium_mg: 3000 },
      null,
      { protein_g: 55 },
      { calories_kcal: 2600, sodium_mg: 2500 },
    ]);
    const rows = Object.fromEntries(goalTracking(days, goals).map((row) => [row.key, row]));
    expect(rows.calories_kcal).toMatchObject({ withinDays: 2, loggedDays: 3 });
    expect(rows.protein_g).toMatchObject({ withinDays: 2, loggedDays: 3 });
    expect(rows.sodium_mg).toMatchObject({ withinDays: 1, loggedDays: 3 });
    expect(rows.fiber_g).toMatchObject({ withinDays: 3, goal: 28 });
  });
});

describe("calorieStreak", () => {
  const near = { calories_kcal: 1950 };
  const far = { calories_kcal: 2600 };

  it("counts back from today while days stay near the goal", () => {
    const days = makeDays("2026-11-21", [far, near, near, near]);
    expect(calorieStreak(days, goals, "2026-11-21")).toBe(3);
  });

  it("does not let an unfinished today end the run", () => {
    const days = makeDays("2026-11-21", [near, near, { calories_kcal: 600 }]);
    expect(calorieStreak(days, goals, "2026-11-21")).toBe(2);
    const notLoggedYet = makeDays("2026-11-21", [near, near, null]);
    expect(calorieStreak(notLoggedYet, goals, "2026-11-21")).toBe(2);
  });

  it("ends at a day without meals before today", () => {
    const days = makeDays("2026-11-21", [near, null, near]);
    expect(calorieStreak(days, goals, "2026-11-21")).toBe(1);
    expect(calorieStreak(makeDays("2026-11-21", [near, null, null]), goals, "2026-11-21")).toBe(0);
  });

  it("is phrased kindly, and not at all when there is no run", () => {
    expect(streakMessage(3)).toBe("3 days in a row near your calorie goal");
    expect(streakMessage(1)).toBe("Your latest day was near your calorie goal");
    expect(streakMessage(0)).toBeNull();
  });
});
