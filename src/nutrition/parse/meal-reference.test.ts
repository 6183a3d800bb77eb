import { describe, expect, it } from "vitest";
import { describeReference, localDayBounds, readMealReference, type MealReference } from "./meal-reference.js";

// Wednesday 25 November 2026, 10:30 in Paris.
const NOW = new Date("2026-11-25T09:30:00Z");
const ZONE = "Europe/Paris";

function reference(text: string, now = NOW, zone = ZONE): MealReference {
  const reading = readMealReference(text, now, zone);
  if (reading.kind !== "reference") throw new Error(`“${text}” read as ${reading.kind}`);
  return reading.reference;
}
const day = (r: MealReference) => (r.day ? `${r.day.year}-${r.day.month}-${r.day.day}` : undefined);

describe("reading a reference to an earlier meal", () => {
  it.each([
    ["same breakfast as yesterday", "breakfast", "2026-11-24"],
    ["Same breakfast as yesterday.", "breakfast", "2026-11-24"],
    ["the same lunch as yesterday", "lunch", "2026-11-24"],
    ["same as Monday lunch", "lunch", "2026-11-23"],
    ["same dinner as last night", "dinner", "2026-11-24"],
    ["same as yesterday's breakfast", "breakfast", "2026-11-24"],
    ["same as yesterday’s breakfast", "breakfast", "2026-11-24"],
    ["I had the same breakfast as yesterday", "breakfast", "2026-11-24"],
    ["exactly the same lunch as on Monday", "lunch", "2026-11-23"],
    ["same as last night", "dinner", "2026-11-24"],
    ["same lunch as 2 days ago", "lunch", "2026-11-23"],
    ["the same as this morning", "breakfast", "2026-11-25"],
    ["same thing I had for dinner on sunday", "dinner", "2026-11-22"],
  ])("“%s” points at %s on %s", (text, mealType, date) => {
    const r = reference(text);
    expect(r.mealType).toBe(mealType);
    expect(day(r)).toBe(date.replace(/-0?/g, "-"));
    expect(r.extraText).toBe("");
  });

  it("a weekday is the last one before today: 'same as Wednesday lunch' said on a Wednesday is a week ago", () => {
    expect(day(reference("same as Wednesday lunch"))).toBe("2026-11-18");
  });

  it.each([
    ["what I had for lunch yesterday plus a coffee", "a coffee"],
    ["same breakfast as yesterday + a banana", "a banana"],
    ["same as tuesday's dinner, and a beer", "a beer"],
    ["the same lunch as yesterday with an extra apple", "an extra apple"],
    ["a coffee and the same lunch as monday", "a coffee"],
  ])("“%s” keeps “%s” to read as food", (text, extra) => {
    expect(reference(text).extraText).toBe(extra);
  });

  it("food said with its own time stays its own meal", () => {
    const r = reference("same lunch as yesterday and a burger for dinner");
    expect(r.extraText).toBe("a burger for dinner");
    expect(r.extraHasTime).toBe(true);
    expect(reference("same lunch as yesterday plus a coffee").extraHasTime).toBe(false);
  });

  it("without a day it points at the latest such meal", () => {
    const r = reference("the same lunch again");
    expect(r.mealType).toBe("lunch");
    expect(r.day).toBeUndefined();
    expect(describeReference(r)).toBe("an earlier lunch");
  });

  it("the copy is eaten now, or at the time said before the reference, never later than now", () => {
    // 10:30 fits breakfast: now.
    expect(reference("same breakfast as yesterday").consumedAt).toEqual(NOW);
    // Dinner has not come yet: now, as a dinner.
    const dinner = reference("same dinner as last night");
    expect(dinner.consumedAt).toEqual(NOW);
    expect(dinner.copyMealType).toBe("dinner");
    // Said at 20:00: the copied breakfast goes to this morning's usual breakfast time.
    const evening = reference("same breakfast as yesterday", new Date("2026-11-25T19:00:00Z"));
    expect(evening.consumedAt.toISOString()).toBe("2026-11-25T07:00:00.000Z");
    const at = reference("at 9am the same breakfast as yesterday");
    expect(at.consumedAt.toISOString()).toBe("2026-11-25T08:00:00.000Z");
  });

  it("the day follows the user's time zone: 00:30 on Thursday in Tokyo is still Wednesday in UTC", () => {
    const now = new Date("2026-11-25T15:30:00Z");
    expect(day(reference("same breakfast as yesterday", now, "Asia/Tokyo"))).toBe("2026-11-25");
    expect(day(reference("same breakfast as yesterday", now, "UTC"))).toBe("2026-11-24");
  });

  it.each([
    "what I had for lunch was a burger",
    "the same sauce as yesterday",
    "2 eggs and toast for breakfast",
    "same",
    "a sandwich, same as always",
    "oatmeal for breakfast yesterday",
  ])("“%s” is not a reference", (text) => {
    expect(readMealReference(text, NOW, ZONE).kind).toBe("none");
  });

  it("asks which meal when only a day is said", () => {
    const reading = readMealReference("same as yesterday", NOW, ZONE);
    expect(reading).toEqual({ kind: "unclear", reason: expect.stringMatching(/^Say which meal to copy/) });
  });

  it("says what it looked for, and the day's bounds in the user's zone", () => {
    expect(describeReference(reference("same breakfast as yesterday"))).toBe("a breakfast on Tuesday 24 November");
    const { from, to } = localDayBounds({ year: 2026, month: 11, day: 24 }, ZONE);
    expect(from.toISOString()).toBe("2026-11-23T23:00:00.000Z");
    expect(to.toISOString()).toBe("2026-11-24T23:00:00.000Z");
  });
});
