import { describe, expect, it } from "vitest";
import { analyzeMeal } from "./index.js";

const ctx = { now: new Date("2025-03-04T12:30:00Z"), timeZone: "UTC" };
const itemsOf = (text: string) => {
  const r = analyzeMeal(text, ctx);
  if (!r.ok) throw new Error(r.reason);
  return r.meals.flatMap((m) => m.items).map((i) => [i.food_name, Math.round(i.grams)]);
};

describe("a dish said without its bread", () => {
  it("is what was in the bread: a patty, and the cheese of a cheeseburger as slices of its own", () => {
    expect(itemsOf("turkey burger no bun")).toEqual([["Turkey, ground", 85]]);
    expect(itemsOf("2 cheeseburgers without the bun")).toEqual([
      ["Beef, ground, patty", 170],
      ["Cheese, NFS", 42],
    ]);
    expect(itemsOf("chicken burrito no tortilla")).toEqual([["Burrito bowl, chicken", 225]]);
  });

  it("leaves a dish said without something else as it was", () => {
    expect(itemsOf("burger no cheese")).toEqual([["Hamburger, NFS", 145]]);
  });
});
