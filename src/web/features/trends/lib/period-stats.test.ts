import { describe, expect, it } from "vitest";
import { comparePeriods, lastDays, periodStats } from "./period-stats.js";
import { makeDays } from "./trend-fixture.test-helper.js";

describe("periodStats", () => {
  it("averages over days with meals only and counts them", () => {
    const days = makeDays("2026-11-21", [
      { calories_kcal: 1800, protein_g: 40 },
      null,
      { calories_kcal: 2200, protein_g: 80 },
      null,
    ]);
    const stats = periodStats(days);
    expect(stats.days).toBe(4);
    expect(stats.loggedDays).toBe(2);
    expect(stats.averages?.calories_kcal).toBe(2000);
    expect(stats.averages?.protein_g).toBe(60);
  });

  it("has no averages for a period without meals", () => {
    expect(periodStats(makeDays("2026-11-21", [null, null])).averages).toBeNull();
  });
});

describe("comparePeriods", () => {
  const fortnight = makeDays("2026-11-21", [
    ...Array.from({ length: 7 }, () => ({ calories_kcal: 2000 })),
    ...Array.from({ length: 6 }, () => ({ calories_kcal: 1760 })),
    null,
  ]);

  it("compares the last 7 days, today included, with the 7 before", () => {
    expect(lastDays(fortnight, 7).map((d) => d.date)).toEqual([
      "2026-11-15",
      "2026-11-16",
      "2026-11-17",
      "2026-11-18",
      "2026-11-19",
      "2026-11-20",
      "2026-11-21",
    ]);
    const week = comparePeriods(fortnight, 7);
    expect(week.current.loggedDays).toBe(6);
    expect(week.previous.loggedDays).toBe(7);
    expect(week.calorieChangePercent).toBe(-12);
  });

  it("has no change to report when the earlier period is empty", () => {
    const month = comparePeriods(fortnight, 30);
    expect(month.current.loggedDays).toBe(13);
    expect(month.previous.days).toBe(0);
    expect(month.calorieChangePercent).toBeNull();
  });
});
