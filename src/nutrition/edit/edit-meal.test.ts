import { describe, expect, it } from "vitest";
import { mealEntryDraftSchema, type MealEntryDraft } from "../../contracts/index.js";
import { analyzeMeal } from "../analyze-meal.js";
import { editMeal } from "./edit-meal.js";

// Wednesday 12 June 2024, 14:30 in New York.
const now = new Date("2024-06-12T18:30:00Z");
const timeZone = "America/New_York";

function mealOf(text: string): MealEntryDraft {
  const result = analyzeMeal(text, { now, timeZone });
  if (!result.ok) throw new Error(result.reason);
  const meal = result.meals[0];
  if (!meal) throw new Error("no meal");
  return meal;
}

function edited(meal: MealEntryDraft, instruction: string): MealEntryDraft {
  const result = editMeal(meal, instruction, now, timeZone);
  if (!result.ok) throw new Error(result.reason);
  expect(mealEntryDraftSchema.safeParse(result.meal).success).toBe(true);
  return result.meal;
}

// Eaten at 08:00 that morning, whatever time the reader inferred.
const breakfast: MealEntryDraft = {
  ...mealOf("2 scrambled eggs, 2 slices of whole wheat toast and a glass of whole milk"),
  consumed_at: "2024-06-12T12:00:00.000Z",
  meal_type: "breakfast",
};
const kcal = (meal: MealEntryDraft) => meal.macros.calories_kcal;

describe("editMeal", () => {
  it("adds a tablespoon of olive oil: about 120 kcal more", () => {
    const meal = edited(breakfast, "add 1 tbsp olive oil");
    // USDA: 1 tbsp is 13.5-14 g of oil at 884-900 kcal per 100 g.
    expect(kcal(meal) - kcal(breakfast)).toBeGreaterThanOrEqual(115);
    expect(kcal(meal) - kcal(breakfast)).toBeLessThanOrEqual(130);
    expect(meal.items).toHaveLength(breakfast.items.length + 1);
  });

  it("moves the meal to yesterday, same clock time and meal", () => {
    const meal = edited(breakfast, "change to yesterday");
    expect(new Date(breakfast.consumed_at).getTime() - new Date(meal.consumed_at).getTime()).toBe(24 * 3600_000);
    expect(meal.meal_type).toBe("breakfast");
    expect(kcal(meal)).toBe(kcal(breakfast));
  });

  it("removes the toast and its calories", () => {
    const meal = edited(breakfast, "remove the toast");
    expect(meal.items.map((i) => i.phrase)).not.toContain("2 slices of whole wheat toast");
    expect(meal.items).toHaveLength(2);
    const toast = breakfast.items.find((i) => i.phrase.includes("toast"));
    expect(kcal(meal)).toBeCloseTo(kcal(breakfast) - (toast?.macros.calories_kcal ?? 0), 0);
  });

  it("leaves the meal untouched and says so when it does not understand", () => {
    const before = structuredClone(breakfast);
    const result = editMeal(breakfast, "make it sparkle", now, timeZone);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(/couldn't tell what to change/);
    expect(breakfast).toEqual(before);
  });

  it("fails, naming the item, when the target is not in the meal", () => {
    const result = editMeal(breakfast, "remove the pancakes", now, timeZone);
    expect(result).toMatchObject({ ok: false });
    if (!result.ok) expect(result.reason).toContain("pancakes");
  });

  it("doubles the portion and counts two servings", () => {
    const meal = edited(breakfast, "double portion");
    expect(kcal(meal)).toBeCloseTo(kcal(breakfast) * 2, 0);
    expect(meal.serving.servings).toBe(2);
    expect(kcal(edited(meal, "make it 2 servings"))).toBeCloseTo(kcal(meal), 0);
  });

  it("halves one food only", () => {
    const meal = edited(breakfast, "half the eggs");
    const eggs = (m: MealEntryDraft) => m.items.find((i) => /egg/i.test(i.food_name))?.grams ?? 0;
    expect(eggs(meal)).toBeCloseTo(eggs(breakfast) / 2, 0);
    expect(meal.items.find((i) => /egg/i.test(i.food_name))?.phrase).toBe("1 scrambled egg");
  });

  it("swaps whole milk for skim with the same amount", () => {
    const meal = edited(breakfast, "it was skim milk, not whole");
    const milk = meal.items.find((i) => /milk/i.test(i.food_name));
    expect(milk?.food_name).toMatch(/skim|fat free|nonfat/i);
    expect(milk?.grams).toBe(breakfast.items.find((i) => /milk/i.test(i.food_name))?.grams);
    expect(kcal(meal)).toBeLessThan(kcal(breakfast));
  });

  it("sets an amount in grams", () => {
    const meal = edited(breakfast, "the milk was 200 g");
    expect(meal.items.find((i) => /milk/i.test(i.food_name))?.grams).toBe(200);
  });

  it("changes the meal type and time together with another change", () => {
    const meal = edited(breakfast, "add a banana and make it lunch");
    expect(meal.meal_type).toBe("lunch");
    expect(meal.consumed_at).toBe("2024-06-12T16:30:00.000Z");
    expect(meal.items.some((i) => /banana/i.test(i.food_name))).toBe(true);
  });

  it("does not empty a meal", () => {
    const single = mealOf("a banana");
    expect(editMeal(single, "remove the banana", now, timeZone)).toMatchObject({
      ok: false,
    });
  });
});
