import { describe, expect, it } from "vitest";
import { DEFAULT_GOALS } from "../../../../contracts/index.js";
import { trendInsights } from "./insights.js";
import { makeDays } from "./trend-fixture.test-helper.js";

const goals = { ...DEFAULT_GOALS };
const texts = (...args: Parameters<typeof trendInsights>) => trendInsights(...args).map((insight) => insight.text);

describe("trendInsights", () => {
  it("says nothing without meals", () => {
    const days = makeDays("2026-11-21", Array(14).fill(null));
    expect(trendInsights({ days, goals, rangeDays: 7 })).toEqual([]);
  });

  it("leads with the biggest change and the most frequent goal gaps, at most four", () => {
    const days = makeDays("2026-11-21", [
      // The week before: 2,000 kcal a day.
      ...Array.from({ length: 7 }, () => ({ calories_kcal: 2000 })),
      // This week: 1,760 kcal (12% lower), protein short on 5 days, sodium high on 3, one day not logged.
      { calories_kcal: 1760, protein_g: 30 },
      { calories_kcal: 1760, protein_g: 30, sodium_mg: 3100 },
      null,
      { calories_kcal: 1760, protein_g: 30, sodium_mg: 3100 },
      { calories_kcal: 1760, protein_g: 30 },
      { calories_kcal: 1760, protein_g: 30, sodium_mg: 3100 },
      { calories_kcal: 1760 },
    ]);
    expect(texts({ days, goals, rangeDays: 7 })).toEqual([
      "Protein was below your goal on 5 of your 6 logged days in the last 7 days.",
      "Your average calories over the last 7 days were 12% lower than the week before.",
      "Sodium was above your goal on 3 of your 6 logged days in the last 7 days.",
      "You logged meals on 6 of the last 7 days.",
    ]);
  });

  it("describes fiber as an average and praises days near the calorie goal", () => {
    const days = makeDays(
      "2026-11-21",
      Array.from({ length: 7 }, () => ({ fiber_g: 18 })),
    );
    expect(texts({ days, goals, rangeDays: 7 })).toEqual([
      "Fiber averaged 18 g a day, below your 28 g goal.",
      "Your calories were within 10% of your goal on 7 of the last 7 days.",
      "You logged meals every day of the last 7 days.",
      "Protein met your goal on every day you logged in the last 7 days.",
    ]);
  });

  it("calls a small change about the same and skips a week with a single logged day", () => {
    const steady = makeDays("2026-11-21", [
      ...Array.from({ length: 7 }, () => ({ calories_kcal: 2000 })),
      ...Array.from({ length: 7 }, () => ({ calories_kcal: 2050 })),
    ]);
    expect(texts({ days: steady, goals, rangeDays: 7 })).toContain(
      "Your average calories over the last 7 days were about the same as the week before (2,050 kcal a day).",
    );
    const thin = makeDays("2026-11-21", [...Array(13).fill(null), { calories_kcal: 2500 }]);
    const thinTexts = texts({ days: thin, goals, rangeDays: 7 });
    expect(thinTexts.some((t) => t.includes("week before"))).toBe(false);
    expect(thinTexts).toContain("You logged meals on 1 of the last 7 days.");
  });

  it("never uses shaming words", () => {
    const days = makeDays("2026-11-21", [
      ...Array(7).fill({ calories_kcal: 3000, sugar_g: 90, protein_g: 10 }),
      ...Array(7).fill({ calories_kcal: 1200, sugar_g: 90, protein_g: 10 }),
    ]);
    for (const text of texts({ days, goals, rangeDays: 30 }))
      expect(text).not.toMatch(/fail|broke|bad|should|must|only/i);
  });
});
