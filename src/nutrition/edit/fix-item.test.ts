import { describe, expect, it } from "vitest";
import { mealEntryDraftSchema, type MealEntryDraft, type MealItemFix } from "../../contracts/index.js";
import { analyzeMeal } from "../analyze-meal.js";
import { editMeal } from "./edit-meal.js";
import { fixMealItem, mealItemChoices } from "./fix-item.js";

const now = new Date("2024-06-12T18:30:00Z");

function mealOf(text: string): MealEntryDraft {
  const result = analyzeMeal(text, { now, timeZone: "UTC" });
  if (!result.ok || !result.meals[0]) throw new Error(result.ok ? "no meal" : result.reason);
  return result.meals[0];
}

function fixed(meal: MealEntryDraft, index: number, fix: MealItemFix) {
  const result = fixMealItem(meal, index, fix);
  if (!result.ok) throw new Error(result.reason);
  expect(mealEntryDraftSchema.safeParse(result.meal).success).toBe(true);
  return result;
}

const unitId = (meal: MealEntryDraft, index: number, label: string) =>
  mealItemChoices(meal, index)?.units.find((u) => u.label === label)?.id ?? "";

describe("a tapped fix of one item", () => {
  const lunch = mealOf("a banana and a grilled chicken breast");

  it("counts the food itself in its own USDA portion, the size said before the food", () => {
    expect(mealItemChoices(lunch, 0)).toMatchObject({ name: "Banana", amount: 1, unit: unitId(lunch, 0, "banana") });
    const bananas = fixed(lunch, 0, { action: "amount", amount: 2, unit: unitId(lunch, 0, "banana") });
    expect(bananas.meal.items[0]).toMatchObject({ phrase: "2 bananas", grams: 252 });
    expect(bananas.change).toBe("Banana: 1 banana → 2 bananas");
    const breasts = fixed(lunch, 1, { action: "amount", amount: 2, unit: unitId(lunch, 1, "large breast") });
    expect(breasts.meal.items[1]).toMatchObject({ phrase: "2 large grilled chicken breasts", grams: 290 });
    expect(breasts.meal.description).toBe("a banana and 2 large grilled chicken breasts");
  });

  it("offers a cup only for a solid USDA gives a density for, and no spoonful of chicken", () => {
    const labels = (index: number) =>
      mealItemChoices(lunch, index)
        ?.units.filter((u) => !u.usda)
        .map((u) => u.label);
    expect(labels(0)).toEqual(["g", "oz"]); // USDA has its own cup of banana
    expect(labels(1)).toEqual(["g"]); // and its own "1 oz, cooked" of chicken
  });

  it("offers the other foods the matcher scored for the item's words, not the item's own", () => {
    const names = mealItemChoices(mealOf("a banana"), 0)?.alternatives.map((a) => a.food_name);
    expect(names).toContain("Bananas, raw");
    expect(names).not.toContain("Banana, raw");
  });

  it("swaps a counted food with the count kept and the article agreeing", () => {
    const swapped = fixed(mealOf("a banana"), 0, { action: "food", food_id: "fndds:63101000" });
    expect(swapped.meal.items[0]?.phrase).toBe("an apple (raw)");
    expect(swapped.change).toBe("Swapped Banana, raw for Apple, raw");
  });

  it("keeps the tapped amount through a later typed correction of the kind", () => {
    const milk = mealOf("a glass of whole milk");
    const tapped = fixed(milk, 0, { action: "amount", amount: 200, unit: "ml" });
    expect(tapped.meal.items[0]?.phrase).toBe("200 ml of whole milk");
    const skim = editMeal(tapped.meal, "skim, not whole", now, "UTC");
    expect(skim.ok && skim.meal.items[0]?.food_name).toMatch(/skim|nonfat/i);
    expect(skim.ok && Math.round(skim.meal.items[0]!.grams)).toBe(Math.round(tapped.meal.items[0]!.grams));
  });
});
