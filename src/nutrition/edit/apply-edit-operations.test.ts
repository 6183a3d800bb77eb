import { describe, expect, it } from "vitest";
import type { MealEntryDraft } from "../../contracts/index.js";
import { analyzeMeal } from "../analyze-meal.js";
import { itemSpans } from "../parse/spans.js";
import { applyEditOperations } from "./apply-edit-operations.js";
import { editMeal } from "./edit-meal.js";

const now = new Date("2026-03-10T13:00:00Z");

function mealOf(text: string): MealEntryDraft {
  const read = analyzeMeal(text, { now, timeZone: "UTC" });
  if (!read.ok) throw new Error(read.reason);
  return read.meals[0] as MealEntryDraft;
}

describe("applying operations read elsewhere", () => {
  const meal = mealOf("a cup of white rice and a grilled chicken breast");

  it("gives the same meal as editMeal reading the same instruction", () => {
    const direct = applyEditOperations(meal, [
      {
        kind: "add",
        items: [
          {
            phrase: "1 tbsp olive oil",
            spans: itemSpans("1 tbsp olive oil", ["olive", "oil"]).spans,
            foodText: "olive oil",
            quantity: { amount: 1, unit: "tbsp", raw: "1 tbsp" },
            without: [],
            role: "food",
          },
        ],
      },
    ]);
    expect(direct).toEqual(editMeal(meal, "add 1 tbsp olive oil", now, "UTC"));
  });

  it("stops at an operation that does not fit, leaving the meal untouched", () => {
    const before = structuredClone(meal);
    const result = applyEditOperations(meal, [
      { kind: "scale", factor: 2 },
      { kind: "remove", target: "pizza" },
    ]);
    expect(result).toEqual({ ok: false, reason: expect.stringContaining("Nothing in this meal is “pizza”") });
    expect(meal).toEqual(before);
  });
});
