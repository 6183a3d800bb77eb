import { describe, expect, it } from "vitest";
import { parseMealText } from "./meal-text-parser.js";
import { mealTypeAt } from "./meal-time.js";
import { toLocal } from "./zoned-time.js";

/** Local wall-clock of a meal's time, "YYYY-MM-DD HH:MM", in the zone it was read in. */
function localOf(text: string, now: string, timeZone: string) {
  const meal = parseMealText(text, { now: new Date(now), timeZone })[0];
  if (!meal) throw new Error(`no meal in ${text}`);
  const l = toLocal(meal.consumedAt, timeZone);
  const pad = (n: number) => String(n).padStart(2, "0");
  return {
    at: `${l.year}-${pad(l.month)}-${pad(l.day)} ${pad(l.hour)}:${pad(l.minute)}`,
    mealType: meal.mealType,
    stated: meal.timeStated,
  };
}

// Wednesday 12 June 2024, 14:30 in New York.
const NY_NOW = "2024-06-12T18:30:00Z";
const NY = "America/New_York";

describe("time words, New York", () => {
  it.each([
    ["2 eggs", "2024-06-12 14:30", "lunch"],
    ["2 eggs for breakfast", "2024-06-12 08:00", "breakfast"],
    ["a sandwich for lunch", "2024-06-12 14:30", "lunch"],
    ["pasta for dinner yesterday", "2024-06-11 19:00", "dinner"],
    ["yesterday I had a sandwich", "2024-06-11 14:30", "lunch"],
    ["an apple as a snack yesterday", "2024-06-11 15:00", "snack"],
    ["pizza last night", "2024-06-11 20:00", "dinner"],
    ["oatmeal this morning", "2024-06-12 08:00", "breakfast"],
    ["a salad at 1pm", "2024-06-12 13:00", "lunch"],
    ["a salad at 13:15", "2024-06-12 13:15", "lunch"],
    ["1230 chicken noodle soup", "2024-06-12 12:30", "lunch"],
    ["lunch 1215 turkey sandwich", "2024-06-12 12:15", "lunch"],
    ["eggs @ 7am", "2024-06-12 07:00", "breakfast"],
    ["a salad @1pm", "2024-06-12 13:00", "lunch"],
    ["pasta at 7pm", "2024-06-11 19:00", "dinner"],
    ["pasta at 7 p.m. yesterday", "2024-06-11 19:00", "dinner"],
    ["toast at 7 for breakfast", "2024-06-12 07:00", "breakfast"],
    ["soup at noon", "2024-06-12 12:00", "lunch"],
    ["a burrito on Monday", "2024-06-10 14:30", "lunch"],
    ["a burrito for dinner on Monday", "2024-06-10 19:00", "dinner"],
    ["a burrito on Wednesday", "2024-06-05 14:30", "lunch"],
    ["steak 2 days ago at 8pm", "2024-06-10 20:00", "dinner"],
    ["steak three days ago", "2024-06-09 14:30", "lunch"],
    ["bfast: 2 eggs", "2024-06-12 08:00", "breakfast"],
    ["brkfst 7:30 - bowl of grits", "2024-06-12 07:30", "breakfast"],
    ["lnch chkn wrap + apple", "2024-06-12 14:30", "lunch"],
    ["taco tuesday: 3 tacos", "2024-06-11 14:30", "lunch"],
  ])("%s → %s %s", (text, at, mealType) => {
    expect(localOf(text, NY_NOW, NY)).toMatchObject({ at, mealType });
  });

  it("says whether the time was stated", () => {
    expect(localOf("2 eggs", NY_NOW, NY).stated).toBe(false);
    expect(localOf("2 eggs yesterday", NY_NOW, NY).stated).toBe(true);
  });

  it("never gives a future time", () => {
    const meal = parseMealText("steak for dinner tonight", {
      now: new Date(NY_NOW),
      timeZone: NY,
    })[0];
    expect(meal?.consumedAt.getTime()).toBeLessThanOrEqual(new Date(NY_NOW).getTime());
    expect(meal?.mealType).toBe("dinner");
  });
});

describe("meal type from the hour when no time words are given", () => {
  it.each([
    ["2024-06-11T21:30:00Z", "breakfast"], // 06:30 Tokyo
    ["2024-06-12T03:00:00Z", "lunch"], // 12:00
    ["2024-06-12T06:30:00Z", "snack"], // 15:30
    ["2024-06-12T10:00:00Z", "dinner"], // 19:00
    ["2024-06-12T14:00:00Z", "snack"], // 23:00
  ])("Tokyo at %s → %s", (now, mealType) => {
    expect(parseMealText("rice", { now: new Date(now), timeZone: "Asia/Tokyo" })[0]?.mealType).toBe(mealType);
  });
});

describe("daylight saving time", () => {
  it("keeps the wall clock across the spring change in Paris", () => {
    // Monday 1 April 2024 10:00 in Paris (CEST); the clocks went forward on Sunday 31 March.
    const r = localOf("croissant yesterday for breakfast", "2024-04-01T08:00:00Z", "Europe/Paris");
    expect(r.at).toBe("2024-03-31 08:00");
    const meal = parseMealText("croissant yesterday for breakfast", {
      now: new Date("2024-04-01T08:00:00Z"),
      timeZone: "Europe/Paris",
    })[0];
    expect(meal?.consumedAt.toISOString()).toBe("2024-03-31T06:00:00.000Z");
  });

  it("keeps the wall clock across the autumn change in New York", () => {
    // Monday 4 November 2024 12:00 EST; clocks went back on Sunday 3 November.
    const meal = parseMealText("pancakes yesterday at 9am", {
      now: new Date("2024-11-04T17:00:00Z"),
      timeZone: NY,
    })[0];
    expect(meal?.consumedAt.toISOString()).toBe("2024-11-03T14:00:00.000Z");
    const before = parseMealText("pancakes 2 days ago at 9am", {
      now: new Date("2024-11-04T17:00:00Z"),
      timeZone: NY,
    })[0];
    expect(before?.consumedAt.toISOString()).toBe("2024-11-02T13:00:00.000Z");
  });

  it("moves a time inside the spring gap past it", () => {
    // 02:30 did not exist in New York on 10 March 2024.
    const meal = parseMealText("crackers at 2:30am", {
      now: new Date("2024-03-10T12:00:00Z"),
      timeZone: NY,
    })[0];
    expect(toLocal(meal?.consumedAt ?? new Date(0), NY)).toMatchObject({
      day: 10,
      hour: 3,
      minute: 30,
    });
  });

  it("reads the same words differently in different zones", () => {
    const now = "2024-06-12T18:30:00Z"; // 14:30 New York, 20:30 Paris, 03:30 next day Tokyo
    expect(localOf("soup yesterday for lunch", now, NY).at).toBe("2024-06-11 12:30");
    expect(localOf("soup yesterday for lunch", now, "Europe/Paris").at).toBe("2024-06-11 12:30");
    expect(localOf("soup yesterday for lunch", now, "Asia/Tokyo").at).toBe("2024-06-12 12:30");
  });
});

describe("mealTypeAt", () => {
  it("reads the meal from the clock of the user's zone, not the server's", () => {
    const instant = new Date("2026-03-05T17:30:00Z");
    expect(mealTypeAt(instant, "America/New_York")).toBe("lunch");
    expect(mealTypeAt(instant, "UTC")).toBe("dinner");
    expect(mealTypeAt(instant, "Asia/Tokyo")).toBe("snack");
    expect(mealTypeAt(new Date("2026-03-05T07:30:00Z"), "Europe/Paris")).toBe("breakfast");
  });
});

describe("a meal word with praise no list holds", () => {
  it("reads 'for a speedy snack' as the snack and not as a food", () => {
    const [meal] = parseMealText("For a speedy snack, I chose a cup of cottage cheese.", {
      now: new Date(NY_NOW),
      timeZone: NY,
    });
    expect(meal?.mealType).toBe("snack");
    expect(meal?.items.map((i) => i.foodText)).toEqual(["cottage cheese"]);
  });

  it("leaves a food before the meal word with the food ('a banana snack')", () => {
    const [meal] = parseMealText("I had a banana snack", { now: new Date(NY_NOW), timeZone: NY });
    expect(meal?.mealType).toBe("snack");
    expect(meal?.items.map((i) => i.foodText)).toEqual(["banana"]);
  });
});
