import { describe, expect, it } from "vitest";
import { summaryRange, totalsOfMeals } from "./day-totals.js";
import { makeMeal } from "./meal-fixture.test-helper.js";

describe("totalsOfMeals", () => {
  it("adds up the nine scored and charted nutrients, counting unmeasured ones as nothing", () => {
    const totals = totalsOfMeals([
      makeMeal(),
      makeMeal({
        macros: { calories_kcal: 300, protein_g: 10, carbs_g: 40, fat_g: 10 },
        lipids_detail: {},
        micros: { sodium_mg: 100 },
      }),
    ]);
    expect(totals).toEqual({
      calories_kcal: 482,
      protein_g: 22.2,
      carbs_g: 42.1,
      fat_g: 23.4,
      fiber_g: 0,
      sugar_g: 1.2,
      sodium_mg: 380,
      cholesterol_mg: 340,
      saturated_fat_g: 4.1,
    });
  });
});

describe("summaryRange", () => {
  it("spans the oldest to the newest dated day", () => {
    expect(summaryRange(["2026-11-21", "2026-11-02", "Unknown"])).toEqual({
      from: "2026-11-02",
      to: "2026-11-21",
    });
  });

  it("keeps to the newest 366 days", () => {
    expect(summaryRange(["2026-11-21", "2024-01-01"])).toEqual({
      from: "2025-11-21",
      to: "2026-11-21",
    });
  });

  it("has nothing to ask for without a dated day", () => {
    expect(summaryRange(["Unknown"])).toBeNull();
    expect(summaryRange([])).toBeNull();
  });
});
