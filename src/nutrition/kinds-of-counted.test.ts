import { describe, expect, it } from "vitest";
import { analyzeMeal } from "./index.js";

const ctx = { now: new Date("2025-03-04T12:30:00Z"), timeZone: "UTC" };
const read = (text: string) => {
  const r = analyzeMeal(text, ctx);
  if (!r.ok) throw new Error(r.reason);
  return r.meals.flatMap((m) => m.items.map((i) => [i.phrase, i.food_name, i.quantity]));
};

describe("the kinds listed after a counted dish", () => {
  it("are which ones were eaten, the count shared among them, not foods besides the dish", () => {
    expect(read("2 tacos, chicken and steak")).toEqual([
      ["chicken (of 2 tacos)", "Taco, corn tortilla, chicken, cheese", 1],
      ["steak (of 2 tacos)", "Taco, meat, no cheese", 1],
    ]);
    expect(read("2 sandwiches, turkey and ham").map(([, food]) => food)).toEqual([
      "Turkey sandwich on white",
      "Ham sandwich on white",
    ]);
  });

  it("leaves foods that are no kind of the dish as foods of their own", () => {
    expect(read("2 tacos, chips and salsa")).toHaveLength(3);
    // eggs are no dish whose kinds a word before them names
    expect(read("2 eggs, bacon and toast")).toHaveLength(3);
  });
});
