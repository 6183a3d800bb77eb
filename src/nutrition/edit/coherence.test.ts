import { describe, expect, it } from "vitest";
import type { MealEntryDraft } from "../../contracts/index.js";
import { analyzeMeal } from "../analyze-meal.js";
import { editMeal } from "./edit-meal.js";

const now = new Date("2026-03-10T14:00:00Z");
const timeZone = "Europe/London";

function mealOf(text: string): MealEntryDraft {
  const read = analyzeMeal(text, { now, timeZone });
  if (!read.ok) throw new Error(read.reason);
  return read.meals[0] as MealEntryDraft;
}

function edited(meal: MealEntryDraft, instruction: string): MealEntryDraft {
  const result = editMeal(meal, instruction, now, timeZone);
  if (!result.ok) throw new Error(result.reason);
  return result.meal;
}

describe("after an edit the meal reads as what is now counted", () => {
  it("a doubled banana says 2 bananas = 252 g everywhere, and one serving is 1 banana", () => {
    const meal = edited(mealOf("a banana"), "double portion");
    expect(meal.description).toBe("2 bananas");
    expect(meal.items[0]?.phrase).toBe("2 bananas");
    expect(meal.items[0]?.assumption).toMatch(/^2 banana = 252 g/);
    // The item's amount reads "2 bananas", not "2 serving".
    expect(meal.items[0]).toMatchObject({ quantity: 2, unit: "banana" });
    expect(meal.notes).toContain("2 banana = 252 g");
    expect(meal.notes).not.toContain("= 126 g");
    expect(meal.serving).toEqual({ servings: 2, serving_size_g: 126, household_unit: "1 banana" });
  });

  it("a removed food leaves the description, title, tags and notes", () => {
    const meal = edited(
      mealOf("2 scrambled eggs, 2 slices of whole wheat toast and a glass of whole milk"),
      "remove the toast",
    );
    expect(meal.description).toBe("2 scrambled eggs and a glass of whole milk");
    expect(meal.title).not.toMatch(/bread/i);
    // The user's own first words stay as history; what is counted no longer mentions the toast.
    expect(meal.notes.replace(/^You first wrote “[^”]*”\./, "")).not.toMatch(/bread|toast/i);
    expect(meal.tags).toEqual(mealOf("2 scrambled eggs and a glass of whole milk").tags);
  });

  it("a swapped kind shows in the item's words, the title and the notes", () => {
    const meal = edited(mealOf("a can of coke"), "the soda was diet");
    expect(meal.description).toBe("a can of diet cola");
    expect(meal.notes).toContain("1 can soft drink = 360 g");
    expect(meal.tags).toEqual(mealOf("a can of diet coke").tags);
  });

  it("keeps the user's first words as history in the notes, across several edits", () => {
    const once = edited(mealOf("a turkey sandwich with cheese"), "no cheese");
    const twice = edited(once, "add a side salad");
    expect(twice.description).toBe("a turkey sandwich and a side salad");
    expect(twice.notes.startsWith("You first wrote “a turkey sandwich with cheese”.")).toBe(true);
    expect(twice.notes.match(/You first wrote/g)).toHaveLength(1);
  });

  it("a time change alone keeps the words and notes as they were", () => {
    const meal = mealOf("a bagel");
    const moved = edited(meal, "it was lunch");
    expect(moved.description).toBe(meal.description);
    expect(moved.notes).toBe(meal.notes);
    expect(moved.meal_type).toBe("lunch");
  });
});
