import { describe, expect, it } from "vitest";
import { parseMealText } from "./meal-text-parser.js";
import { fractionOfLast } from "./fraction-of-last.js";

const ctx = { now: new Date("2025-03-04T12:30:00Z"), timeZone: "UTC" };
const items = (text: string) => parseMealText(text, ctx).flatMap((m) => m.items);

describe("a share of the food just named", () => {
  it("reads the share a piece says was eaten, and nothing from a piece that names a food", () => {
    expect(fractionOfLast("ate half")).toBe(0.5);
    expect(fractionOfLast("only ate half of it")).toBe(0.5);
    expect(fractionOfLast("three quarters of it")).toBe(0.75);
    expect(fractionOfLast("about 0.75 of one")).toBe(0.75);
    expect(fractionOfLast("half an avocado")).toBeUndefined();
    expect(fractionOfLast("two")).toBeUndefined();
  });

  it("scales the food before it instead of adding an item ('a large pizza, ate half')", () => {
    const [pizza, ...rest] = items("lg pepperoni pizza, ate half");
    expect(rest).toEqual([]);
    expect(pizza?.quantity).toMatchObject({ amount: 0.5, size: "large" });
    expect(items("2 eggs, half an avocado").map((i) => i.foodText)).toEqual(["eggs", "avocado"]);
    // Typed with no comma, as a clause of its own.
    expect(items("medium cheese pizza i ate half")[0]?.quantity).toMatchObject({ amount: 0.5, size: "medium" });
  });
});

describe("pieces cut from the food just named", () => {
  it("reads 'ate 3 slices' as three slices of it, keeping its size", () => {
    const [pizza, ...rest] = items("large pepperoni pizza, ate 3 slices");
    expect(rest).toEqual([]);
    expect(pizza?.foodText).toBe("pepperoni pizza");
    expect(pizza?.quantity).toMatchObject({ amount: 3, unit: "slice", size: "large" });
    expect(items("lasagna - 2 pieces")[0]?.quantity).toMatchObject({ amount: 2, unit: "piece" });
  });

  it("leaves a food said with a measure of its own, and a piece that says more, as they were", () => {
    expect(items("a bag of candy, 15 pieces").map((i) => i.quantity?.unit)).not.toContain("piece");
    expect(items("pizza, 2 slices of garlic bread").map((i) => i.foodText)).toEqual(["pizza", "garlic bread"]);
  });
});

describe("a share said of the food named again ('apple pie, 1/4 of the pie')", () => {
  it("is a share of the food just named, not a food of its own", () => {
    expect(items("apple pie, 1/4 of the pie")).toMatchObject([{ foodText: "apple pie", quantity: { amount: 0.25 } }]);
  });

  it("weighs that share of the whole food as made, USDA's regular whole one", async () => {
    const { analyzeMeal } = await import("../index.js");
    const r = analyzeMeal("apple pie, 1/4 of the pie", { now: new Date("2025-03-04T12:30:00Z"), timeZone: "UTC" });
    if (!r.ok) throw new Error(r.reason);
    // FNDDS 53301000 Pie, apple: "1 regular pie (8-9" dia)" = 1,200 g
    expect(r.meals[0]?.items.map((i) => [i.food_name, i.grams])).toEqual([["Pie, apple", 300]]);
  });
});

describe("a count pointing back at the food just named ('tacos, had three of them')", () => {
  it("is how many of it were eaten, when it had no amount of its own", () => {
    expect(items("tacos, had three of them")).toMatchObject([{ foodText: "tacos", quantity: { amount: 3 } }]);
    expect(items("pancakes, ate 3 of them")).toMatchObject([{ foodText: "pancakes", quantity: { amount: 3 } }]);
    // an amount said before stays
    expect(items("2 tacos, had one of them")).toMatchObject([{ quantity: { amount: 2 } }]);
  });
});

describe("a measure said of the food just named", () => {
  it("is its amount when the food had none ('chips all afternoon, prob half a bag'), and one and a half of a unit reads", () => {
    expect(items("chips, prob half a bag")).toMatchObject([
      { foodText: "chips", quantity: { amount: 0.5, unit: "packet" } },
    ]);
    expect(items("a bowl and a half of cereal")[0]?.quantity).toMatchObject({ amount: 1.5, unit: "bowl" });
    expect(items("a sliver of pie")[0]?.quantity).toMatchObject({ amount: 0.5, unit: "slice" });
  });
});
