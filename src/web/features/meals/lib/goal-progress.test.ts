import { describe, expect, it } from "vitest";
import { DEFAULT_GOALS } from "../../../../contracts/index.js";
import { goalProgress, macroSplit } from "./goal-progress.js";
import { formatConsumedAt, formatMealTime } from "./meal-time.js";

const totals = {
  calories_kcal: 2500,
  protein_g: 25,
  carbs_g: 0,
  fat_g: 78,
  fiber_g: 14,
  sugar_g: 60,
  sodium_mg: 2300,
  cholesterol_mg: 0,
  saturated_fat_g: 10,
};

describe("goalProgress", () => {
  const rows = goalProgress(totals, { ...DEFAULT_GOALS });

  it("clamps bars to 0-100% and flags only values above goal", () => {
    const calories = rows.find((r) => r.key === "calories_kcal")!;
    expect(calories).toMatchObject({ percent: 100, over: true, goal: 2000 });
    const protein = rows.find((r) => r.key === "protein_g")!;
    expect(protein).toMatchObject({ percent: 50, over: false });
    const fat = rows.find((r) => r.key === "fat_g")!;
    expect(fat).toMatchObject({ percent: 100, over: false });
    expect(rows.find((r) => r.key === "carbs_g")!.percent).toBe(0);
  });

  it("never flags protein or fibre past their goal: they are targets, not limits", () => {
    const generous = goalProgress({ ...totals, protein_g: 120, fiber_g: 40, sodium_mg: 3000 }, { ...DEFAULT_GOALS });
    const over = (key: string) => generous.find((r) => r.key === key)!.over;
    expect([over("protein_g"), over("fiber_g")]).toEqual([false, false]);
    expect([over("sodium_mg"), over("sugar_g")]).toEqual([true, true]);
  });

  it("lists all nine goals with their units", () => {
    expect(rows.map((r) => `${r.label} ${r.unit}`)).toEqual([
      "Calories kcal",
      "Protein g",
      "Carbs g",
      "Fat g",
      "Fiber g",
      "Sugar g",
      "Sodium mg",
      "Cholesterol mg",
      "Saturated fat g",
    ]);
  });

  it("gives bars only for the nutrients it is given, as a meal's four macros", () => {
    const meal = goalProgress({ calories_kcal: 500, protein_g: 20, carbs_g: 60, fat_g: 90 }, { ...DEFAULT_GOALS });
    expect(meal.map((r) => [r.label, r.percent, r.over])).toEqual([
      ["Calories", 25, false],
      ["Protein", 40, false],
      ["Carbs", (60 / 275) * 100, false],
      ["Fat", 100, true],
    ]);
  });
});

describe("macroSplit", () => {
  it("shares calories 4/4/9 per gram", () => {
    // 25 g protein = 100 kcal, 50 g carbs = 200 kcal, 100/9 g fat = 100 kcal.
    expect(macroSplit({ protein_g: 25, carbs_g: 50, fat_g: 100 / 9 })).toEqual({
      protein: 25,
      carbs: 50,
      fat: 25,
    });
  });

  it("has nothing to say about an empty day", () => {
    expect(macroSplit({ protein_g: 0, carbs_g: 0, fat_g: 0 })).toBeNull();
  });
});

describe("meal times", () => {
  it("reads the time in the user's zone", () => {
    expect(formatMealTime("2026-11-21T13:30:00Z", "America/New_York")).toBe("8:30 AM");
    expect(formatConsumedAt("2026-11-21T13:30:00Z", "America/New_York")).toBe("Sat, Nov 21, 2026, 8:30 AM");
    expect(formatMealTime("", "UTC")).toBeNull();
  });
});
