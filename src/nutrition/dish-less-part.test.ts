import { describe, expect, it } from "vitest";
import { analyzeMeal } from "./analyze-meal.js";

const item = (text: string) => {
  const r = analyzeMeal(text, { now: new Date("2025-01-15T12:00:00Z"), timeZone: "UTC" });
  if (!r.ok) throw new Error(r.reason);
  return r.meals[0]?.items[0];
};

describe("a part said left out of a dish USDA has only with it", () => {
  it("is taken off the dish as the engine weighs it, once per dish, and the assumption says so", () => {
    expect(item("turkey burger no bun")).toMatchObject({
      food_name: "Turkey or chicken burger, on white bun",
      grams: 93,
    });
    expect(item("turkey burger no bun")?.assumption).toContain("less a hamburger bun (52 g");
    expect(item("2 cheeseburgers without the bun")?.assumption).toContain("less 2 × a hamburger bun (104 g");
    expect(item("turkey sandwich no bread")?.assumption).toContain("less 2 slices of white bread");
    expect(item("burger no cheese")?.food_name).toBe("Hamburger, NFS");
  });
});
