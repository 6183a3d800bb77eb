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

describe("the cuts listed after a count of pieces", () => {
  it("are the pieces counted, each said as the first was: KFC's thigh and KFC's drumstick", () => {
    expect(read("kfc 2 piece original recipe thigh and drumstick")).toEqual([
      ["kfc original recipe thigh", "KFC, Fried Chicken, ORIGINAL RECIPE, Thigh, meat and skin with breading", 1],
      ["drumstick", "KFC, Fried Chicken, ORIGINAL RECIPE, Drumstick, meat and skin with breading", 1],
    ]);
    // USDA's fried breast "1 medium breast" (175 g) and fried wing "1 wing, any size" (55 g), one each
    expect(read("2pc fried chicken breast and wing").map(([, food, n]) => [String(food).split(",")[0], n])).toEqual([
      ["Chicken breast", 1],
      ["Chicken wing", 1],
    ]);
  });

  it("needs the first piece to end in a cut: 'kfc original 2 pc breast' are two breasts", () => {
    expect(read("kfc original 2 pc breast").map(([, food, n]) => [String(food).split(",")[0], n])).toEqual([
      ["KFC", 2],
    ]);
  });

  it("leaves a side listed after the cut a food of its own", () => {
    expect(read("2 piece chicken thigh and mashed potatoes").map(([, food]) => String(food).split(",")[0])).toEqual([
      "Chicken thigh",
      "Potato",
    ]);
  });
});
