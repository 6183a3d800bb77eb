import { beforeAll, describe, expect, it } from "vitest";
import { analyzeMeal, getEngine } from "../index.js";
import { correctTypos } from "./typo-reader.js";

const ctx = { now: new Date("2025-03-04T12:30:00Z"), timeZone: "UTC" };
const firstItem = (text: string) => {
  const r = analyzeMeal(text, ctx);
  if (!r.ok) throw new Error(r.reason);
  return r.meals.flatMap((m) => m.items)[0];
};

describe("typos corrected before reading", () => {
  // Loading the food database and its vocabulary is setup, not what these tests time.
  beforeAll(() => {
    getEngine();
    correctTypos("warm up");
  });

  it("reads a misspelt unit as the unit: a slce of pizza is a slice, a flud ounce a fluid ounce", () => {
    expect(firstItem("a slce of cheese pizza")?.unit).toBe("slice");
    const creamer = firstItem("a flud ounce of coffee creamer");
    expect(creamer?.food_name).toMatch(/^Coffee creamer/);
    expect(creamer?.grams).toBeLessThan(40);
  });

  it("corrects a food word with a dropped or swapped letter to the common food ('benas and rice', 'frit')", () => {
    expect(firstItem("a cup of benas and rice")?.food_name).toMatch(/^Beans and (white )?rice/);
    expect(correctTypos("a cup of pieapple")).toBe("a cup of pineapple");
    expect(correctTypos("a piece of frit")).toBe("a piece of fruit");
  });

  it("takes a swapped or dropped letter over a letter struck far from its key ('cookei' is a cookie, not cooked)", () => {
    expect(correctTypos("an oatmeal cookei")).toBe("an oatmeal cookie");
    expect(correctTypos("a taco sald")).toBe("a taco salad");
    expect(correctTypos("a protein shaek")).toBe("a protein shake");
  });

  it("leaves English words, food words and the readers' words alone: a pint of lager is beer, not layer dip", () => {
    expect(correctTypos("a pint of lager, later a splendid latte")).toBe("a pint of lager, later a splendid latte");
    expect(firstItem("a pint of lager")?.food_name).toBe("Beer");
    expect(correctTypos("2 tbsp pb")).toBe("2 tbsp pb");
  });

  it("never strips a prefix or touches a word glued to an accent or a hyphen", () => {
    expect(correctTypos("unbuttered toast")).toBe("unbuttered toast");
    expect(correctTypos("sautéed spinach")).toBe("sautéed spinach");
    expect(correctTypos("a beech-nut jar")).toBe("a beech-nut jar");
  });

  it("reads a word only one USDA food spells so as a typo when said away from that food's other words", () => {
    expect(correctTypos("for my snak i had a turkey sanwich")).toBe("for my snack i had a turkey sandwich");
    expect(correctTypos("a glass of pinot gris")).toBe("a glass of pinot gris");
    expect(correctTypos("Keebler EL Fudge sanwich cookies")).toBe("Keebler EL Fudge sanwich cookies");
  });

  it("corrects nothing under four letters, where one edit makes another word", () => {
    expect(correctTypos("a cpu of tea")).toBe("a cpu of tea");
  });
});
