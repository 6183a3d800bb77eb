import { describe, expect, it } from "vitest";
import type { MealEntryDraft } from "../contracts/index.js";
import { analyzeMeal } from "./analyze-meal.js";
import { copiedFromNote, copyMeals } from "./copy-meal.js";

const ZONE = "Europe/Paris";
function logged(text: string, at: string): MealEntryDraft {
  const read = analyzeMeal(text, { now: new Date(at), timeZone: ZONE });
  if (!read.ok) throw new Error(read.reason);
  return read.meals[0]!;
}
const at = { consumedAt: new Date("2026-11-25T12:00:00Z"), mealType: "lunch" as const, note: "Copied." };

describe("copying earlier meals into a new one", () => {
  it("a single meal keeps its words, items and numbers; only its time, meal and note change", () => {
    const breakfast = logged("2 scrambled eggs and a slice of toast", "2026-11-24T07:30:00Z");
    const copy = copyMeals([breakfast], [], at);
    expect(copy.items).toEqual(breakfast.items);
    expect(copy.macros).toEqual(breakfast.macros);
    expect(copy.title).toBe(breakfast.title);
    expect(copy.consumed_at).toBe("2026-11-25T12:00:00.000Z");
    expect(copy.meal_type).toBe("lunch");
    expect(copy.tags).toContain("lunch");
    expect(copy.tags).not.toContain("breakfast");
    expect(copy.notes.startsWith("Copied.")).toBe(true);
  });

  it("several meals and the food said with them become one meal whose totals are the items' sum", () => {
    const salmon = logged("grilled salmon with rice", "2026-11-24T18:00:00Z");
    const wine = logged("a glass of red wine", "2026-11-24T19:00:00Z");
    const coffee = logged("a coffee", "2026-11-25T12:00:00Z");
    const copy = copyMeals([salmon, wine], [coffee], at);
    expect(copy.items).toEqual([...salmon.items, ...wine.items, ...coffee.items]);
    const sum = [salmon, wine, coffee].reduce((kcal, meal) => kcal + meal.macros.calories_kcal, 0);
    expect(copy.macros.calories_kcal).toBeCloseTo(sum, 6);
    expect(copy.description).toBe(`${salmon.description}, ${wine.description}, ${coffee.description}`);
    expect(copy.notes.startsWith("Copied.")).toBe(true);
  });

  it("names the day the meal was eaten in the user's zone", () => {
    // 23:30 UTC on Monday is already Tuesday in Paris.
    expect(copiedFromNote("dinner", new Date("2026-11-23T23:30:00Z"), ZONE)).toBe(
      "Copied from your dinner on Tuesday 24 November.",
    );
  });
});
