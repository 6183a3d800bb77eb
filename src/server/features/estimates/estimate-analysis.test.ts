import { describe, expect, it } from "vitest";
import { analyzeMeal } from "../../../nutrition/index.js";
import { toEstimateItem } from "./estimate-analysis.js";

const itemsOf = (text: string) => {
  const result = analyzeMeal(text, { now: new Date("2025-03-04T12:30:00Z"), timeZone: "UTC" });
  if (!result.ok) throw new Error(result.reason);
  return result.meals.flatMap((m) => m.items);
};

describe("an estimate's serving", () => {
  it("is the weighed amount itself for a weight or a measured volume: 12 fl oz of juice is one portion of its grams", () => {
    const [juice] = itemsOf("12 fl oz orange juice");
    expect(juice?.unit).toBe("fl oz");
    const serving = juice && toEstimateItem(juice).serving;
    expect(serving).toEqual({
      serving_size_g: Math.round((juice?.grams ?? 0) * 10) / 10,
      servings: 1,
      household_unit: "portion",
    });
  });

  it("counts a kitchen measure or a household unit: 2 cups of rice are 2 servings of a cup", () => {
    const [rice] = itemsOf("2 cups of rice");
    expect(rice && toEstimateItem(rice).serving).toMatchObject({ servings: 2, household_unit: "cup" });
  });
});
