import { describe, expect, it } from "vitest";
import { DEFAULT_GOALS } from "../../../../contracts/index.js";
import { trendSeries } from "./chart-series.js";
import { makeDays } from "./trend-fixture.test-helper.js";

describe("trendSeries", () => {
  const days = makeDays("2026-11-21", [{ calories_kcal: 1849.6, protein_g: 75, carbs_g: 137.5, fat_g: 39 }, null]);
  const series = trendSeries(days, { ...DEFAULT_GOALS });

  it("labels days short for the axis and long for tooltips", () => {
    expect(series.labels).toEqual(["Nov 20", "Nov 21"]);
    expect(series.longLabels[1]).toBe("Sat, Nov 21, 2026");
  });

  it("leaves a gap, not a zero, on a day without meals", () => {
    expect(series.calories).toEqual([1850, null]);
    expect(series.grams.protein_g).toEqual([75, null]);
    expect(series.mealCounts).toEqual([3, 0]);
  });

  it("puts each macro on its goal's scale", () => {
    expect(series.percentOfGoal.protein_g[0]).toBe(150);
    expect(series.percentOfGoal.carbs_g[0]).toBe(50);
    expect(series.percentOfGoal.fat_g[0]).toBe(50);
  });
});
