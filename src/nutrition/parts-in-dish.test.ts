import { describe, expect, it } from "vitest";
import { analyzeMeal } from "./index.js";

const ctx = { now: new Date("2025-03-04T12:30:00Z"), timeZone: "UTC" };
function read(text: string) {
  const r = analyzeMeal(text, ctx);
  if (!r.ok) throw new Error(r.reason);
  const meal = r.meals[0];
  if (!meal) throw new Error("no meal");
  return { foods: meal.items.map((i) => i.food_name), notes: meal.notes };
}

describe("a part the dish's USDA name is with", () => {
  it("is counted in the dish, not again beside it, and the note says so", () => {
    const { foods, notes } = read(
      "a 10 oz frozen meal of sliced beef with gravy. it came with potatoes and vegetables",
    );
    expect(foods).toEqual(["Beef, sliced, with gravy, potatoes, vegetable, frozen meal"]);
    expect(notes).toContain("“potatoes” is counted in Beef, sliced, with gravy, potatoes, vegetable, frozen meal");
  });

  it("stays a food of its own when said with its own amount, or when the dish is without it", () => {
    expect(read("turkey with gravy and a cup of mashed potatoes").foods).toHaveLength(2);
    // USDA's side salad is "…, no dressing": the ranch said with it is no part of it
    expect(read("side salad w ranch").foods).toContain("Ranch dressing");
  });
});
