import { describe, expect, it } from "vitest";
import { mealEntryDraftSchema } from "../contracts/index.js";
import { analyzeMeal } from "./index.js";

const ctx = { now: new Date("2025-03-04T12:30:00Z"), timeZone: "UTC" };

function only(text: string) {
  const r = analyzeMeal(text, ctx);
  if (!r.ok) throw new Error(r.reason);
  expect(r.meals).toHaveLength(1);
  const meal = r.meals[0];
  if (!meal) throw new Error("no meal");
  return meal;
}

/** Expected values = USDA per-100 g value × grams / 100, worked out by hand from the FNDDS 2021-2023 tables. */
describe("golden meals", () => {
  it("1 medium banana: FNDDS 63107010, 1 banana = 126 g, 97 kcal and 22.71 g carbs per 100 g", () => {
    const m = only("1 medium banana");
    expect(m.items[0]?.food_id).toBe("fndds:63107010");
    expect(m.items[0]?.grams).toBe(126);
    expect(m.macros.calories_kcal).toBeCloseTo(122.2, 1);
    expect(m.macros.carbs_g).toBeCloseTo(28.6, 1);
    expect(m.notes).toContain("banana = 126 g");
  });

  it("a cup of whole milk: 1 cup = 244 g at 61 kcal / 3.27 g protein per 100 g", () => {
    const m = only("a cup of whole milk");
    expect(m.items[0]?.food_id).toBe("fndds:11111000");
    expect(m.macros.calories_kcal).toBeCloseTo(148.8, 1);
    expect(m.macros.protein_g).toBeCloseTo(7.98, 1);
    expect(m.lipids_detail.trans_fat_g).toBeUndefined();
  });

  it("2 slices of white bread: 2 × 28 g at 267 kcal per 100 g", () => {
    const m = only("2 slices of white bread");
    expect(m.items[0]?.food_id).toBe("fndds:51101000");
    expect(m.items[0]?.grams).toBe(56);
    expect(m.macros.calories_kcal).toBeCloseTo(149.5, 1);
  });

  it("200 g cooked white rice: the weight given is used as is (129 kcal per 100 g)", () => {
    const m = only("200 g cooked white rice");
    expect(m.items[0]?.food_name).toMatch(/^Rice, white, cooked/);
    expect(m.items[0]?.grams).toBe(200);
    expect(m.macros.calories_kcal).toBeCloseTo(258, 0);
  });

  it("1 tbsp olive oil: 14 g of FNDDS olive oil, 900 kcal per 100 g", () => {
    const m = only("1 tbsp olive oil");
    expect(m.items[0]?.grams).toBe(14);
    expect(m.macros.calories_kcal).toBeCloseTo(126, 0);
    expect(m.macros.carbs_g).toBe(0);
  });

  it("a can of diet coke is a diet cola, not a regular one", () => {
    const m = only("a can of diet coke");
    expect(m.items[0]?.food_name).toBe("Soft drink, cola, diet");
    expect(m.macros.calories_kcal).toBeLessThan(10);
  });

  it("a slice of sourdough is FNDDS sour dough bread (31 g, 272 kcal per 100 g); an oat latte has non-dairy milk", () => {
    const m = only("a slice of sourdough and a large oat latte");
    expect(m.items.map((i) => i.food_id)).toEqual(["fndds:51133010", "fndds:92101903"]);
    expect(m.items[0]?.grams).toBe(31);
    expect(m.items[0]?.macros.calories_kcal).toBeCloseTo(84.3, 1);
    expect(m.items[1]?.grams).toBe(600);
    expect(m.items[1]?.macros.calories_kcal).toBeCloseTo(168, 0);
  });

  it("a double cheeseburger with two medium patties is USDA's 2-medium-patty burger (270 g), not McDonald's 165 g", () => {
    const m = only("a double cheeseburger with two medium patties");
    expect(m.items).toHaveLength(1);
    expect(m.items[0]?.food_name).toMatch(/^Double cheeseburger, .*2 medium patties$/);
    expect(m.items[0]?.grams).toBe(270);
  });

  it("totals are the sum of the items, and every entry matches the contract", () => {
    const m = only("a cup of whole milk, 2 slices of white bread");
    expect(m.items).toHaveLength(2);
    expect(m.macros.calories_kcal).toBeCloseTo(148.84 + 149.52, 1);
    expect(() => mealEntryDraftSchema.parse(m)).not.toThrow();
    expect(m.consumed_at).toBe(ctx.now.toISOString());
    expect(m.confidence_score).toBeGreaterThan(0);
    expect(m.confidence_score).toBeLessThanOrEqual(1);
  });

  it("one message with two meals gives two entries with their meal types", () => {
    const r = analyzeMeal("2 eggs and toast for breakfast, then a burrito at lunch", ctx);
    if (!r.ok) throw new Error(r.reason);
    expect(r.meals.map((m) => m.meal_type)).toEqual(["breakfast", "lunch"]);
    expect(r.meals[0]?.items.map((i) => i.food_name)).toEqual([
      "Egg, whole, cooked, NS as to cooking method",
      "Bread, NS as to major flour, toasted",
    ]);
    expect(r.meals[1]?.items[0]?.food_name).toMatch(/^Burrito/);
  });

  it.each(["hello", "asdf"])("“%s” names no food and says so", (text) => {
    const r = analyzeMeal(text, ctx);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(/^No food recognised in “.+”\. Describe what you ate/);
  });
});
