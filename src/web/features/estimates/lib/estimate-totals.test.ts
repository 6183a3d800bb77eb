import { describe, expect, it } from "vitest";
import type { EstimateItem } from "../../../../contracts/index.js";
import { estimateTotals, servingLabel } from "./estimate-totals.js";

const item = (protein: number, carbs: number, fat: number, servings = 1, unit = "cup"): EstimateItem => ({
  title: "Food",
  description: "",
  serving: { serving_size_g: 100, servings, household_unit: unit },
  macros: { calories_kcal: 100, protein_g: protein, carbs_g: carbs, fat_g: fat },
});

describe("estimate totals", () => {
  it("rounds the total calories and sums protein, carbs and fat over the items before rounding", () => {
    expect(estimateTotals(512.6, [item(10.4, 20.3, 5.3), item(10.4, 20.3, 5.3)])).toEqual({
      calories: 513,
      protein: 21,
      carbs: 41,
      fat: 11,
    });
  });

  it("labels servings with their household unit", () => {
    expect(servingLabel(item(0, 0, 0, 2, "slice"))).toBe("2 slice");
    expect(servingLabel(item(0, 0, 0, 0.333, "cup"))).toBe("0.33 cup");
  });
});
