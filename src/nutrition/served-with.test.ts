import { describe, expect, it } from "vitest";
import { analyzeMeal } from "./analyze-meal.js";

const items = (text: string) => {
  const r = analyzeMeal(text, { now: new Date("2025-01-15T12:00:00Z"), timeZone: "UTC" });
  if (!r.ok) throw new Error(r.reason);
  return r.meals.flatMap((m) => m.items.map((i) => i.food_name));
};

describe("a dish always served with an extra USDA codes apart", () => {
  it("counts the caesar dressing of a caesar salad", () => {
    expect(items("panera chicken caesar")).toEqual([
      expect.stringMatching(/caesar garden salad.*no dressing$/),
      "Caesar dressing",
    ]);
  });

  it("does not add it when the words name a dressing or leave it out", () => {
    expect(items("caesar salad with ranch")).toEqual(["Caesar salad, with romaine, no dressing", "Ranch dressing"]);
    expect(items("caesar salad no dressing")).toEqual(["Caesar salad, with romaine, no dressing"]);
    expect(items("caesar dressing")).toEqual(["Caesar dressing"]);
  });
});
