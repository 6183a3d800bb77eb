import { describe, expect, it } from "vitest";
import { analyzeMeal } from "../index.js";
import { loadFoodDatabase } from "../db/load-food-database.js";
import { loadFoodPhrases, phraseFood } from "./food-phrases.js";

const ctx = { now: new Date("2025-03-04T12:30:00Z"), timeZone: "UTC" };
const foodsOf = (text: string): string[] => {
  const r = analyzeMeal(text, ctx);
  if (!r.ok) throw new Error(r.reason);
  return r.meals.flatMap((m) => m.items.map((i) => i.food_name));
};

describe("food phrase table", () => {
  const phrases = loadFoodPhrases(loadFoodDatabase());

  it("names only foods the database has, every phrase with food words", () => {
    expect(phrases.length).toBeGreaterThan(20);
    for (const p of phrases) expect(p.words.length).toBeGreaterThan(0);
  });

  it("lets a product beat its ingredients: two sausage McMuffins are McDonald's McMuffins, not sausage", () => {
    expect(foodsOf("2 sausage mcmuffins")).toEqual(["McDONALD'S, Sausage McMUFFIN"]);
  });

  it("prefers the longer phrase: a sausage McMuffin with egg is that sandwich", () => {
    expect(phraseFood("sausage mcmuffin with egg", phrases)?.id).toBe("sr:21359");
  });

  it("keeps a portion word that names the dish: a chicken burrito bowl is the bowl, a chicken burrito the burrito", () => {
    expect(foodsOf("a chicken burrito bowl from chipotle")).toEqual(["Burrito bowl, chicken"]);
    expect(foodsOf("a steak bowl")).toEqual(["Burrito bowl, beef or pork"]);
    expect(foodsOf("a chicken burrito")).toEqual(["Burrito, chicken, cheese"]);
  });

  it("reads a pint of lager as beer, and ginger ale stays a soft drink", () => {
    expect(foodsOf("a pint of lager")).toEqual(["Beer"]);
    expect(foodsOf("a can of ginger ale")).toEqual(["Soft drink, ginger ale"]);
  });

  it("finds a phrase around an amount said inside it ('taco bell 2 crunchy tacos')", () => {
    expect(phraseFood("taco bell 2 crunchy tacos", phrases)?.id).toBe("sr:21260");
  });
});
