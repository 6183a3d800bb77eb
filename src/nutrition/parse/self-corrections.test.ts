import { describe, expect, it } from "vitest";
import { analyzeMeal } from "../index.js";
import { withCorrectionsApplied } from "./self-corrections.js";

describe("corrections said aloud while dictating", () => {
  it.each([
    ["i had a burger no wait a cheeseburger and fries", "i had a cheeseburger and fries"],
    ["i had a latte sorry a cappuccino", "i had a cappuccino"],
    ["i had two tacos wait i mean three tacos", "i had three tacos"],
    ["i had two eggs no three eggs", "i had three eggs"],
    ["um at 12:30 i had a burrito no wait a chicken burrito", "um at 12:30 i had a chicken burrito"],
    ["i had two no three slices of pizza", "i had three slices of pizza"],
    ["i had a coffee actually make that two coffees", "i had two coffees"],
    ["coffee and a bagel no wait a muffin", "coffee and a muffin"],
    ["i had 3 tacos from taco bell actually make that 4", "i had 4 tacos from taco bell"],
    ["i had 2 beers actually 3", "i had 3 beers"],
    ["i had 2 slices of pizza actually it was 3 slices", "i had 3 slices of pizza"],
    ["i had a coffee and 2 donuts actually make that 3", "i had a coffee and 3 donuts"],
    ["small coke no actually it was a large", "large coke"],
    ["a burger and fries no wait it was onion rings", "a burger and onion rings"],
    ["i had a large coffee no wait it was a medium coffee", "i had a medium coffee"],
    ["cereal actually no it was oatmeal", "oatmeal"],
    ["a chicken wrap scratch that it was a chicken salad", "a chicken salad"],
    ["i had a bagel no it was a muffin", "i had a muffin"],
  ])("“%s” is “%s”", (said, meant) => {
    expect(withCorrectionsApplied(said)).toBe(meant);
  });

  it("leaves what was left out and an 'actually' that takes nothing back as they are", () => {
    for (const said of [
      "a burger no onions",
      "i actually had a salad",
      "pizza, no 2 slices",
      "eggs and toast, actually 3 eggs",
      "i had pizza no cheese",
      "a salad no dressing it was good",
    ])
      expect(withCorrectionsApplied(said)).toBe(said);
  });

  it("counts only the food the speaker settled on", () => {
    const read = analyzeMeal("i had a burger no wait a cheeseburger and fries", {
      now: new Date("2025-03-04T12:30:00Z"),
      timeZone: "UTC",
    });
    if (!read.ok) throw new Error(read.reason);
    expect(read.meals[0]?.items.map((i) => i.food_name)).toEqual([
      "Cheeseburger, NFS",
      "Potato, french fries, NS as to fresh or frozen",
    ]);
  });

  it("keeps the time said before the food it takes back ('at twelve thirty i had a burrito no wait a chicken burrito')", () => {
    const read = analyzeMeal("um at twelve thirty i had a burrito no wait a chicken burrito", {
      now: new Date("2025-03-04T20:00:00Z"),
      timeZone: "UTC",
    });
    if (!read.ok) throw new Error(read.reason);
    expect(read.meals[0]?.consumed_at).toBe("2025-03-04T12:30:00.000Z");
    expect(read.meals[0]?.items.map((i) => i.food_name)).toEqual(["Burrito, chicken, cheese"]);
  });
});

describe("a count denied after the food", () => {
  it("keeps the count said: 'two cups of rice not one', '3 tacos not 2'", () => {
    expect(withCorrectionsApplied("two cups of rice not one with some chicken curry")).toBe(
      "two cups of rice with some chicken curry",
    );
    expect(withCorrectionsApplied("3 tacos not 2")).toBe("3 tacos");
    // what was left out is no count
    expect(withCorrectionsApplied("coffee not sugar")).toBe("coffee not sugar");
  });
});

describe("a take-back said first", () => {
  it("takes back nothing: 'actually it was a burger' is a burger", () => {
    const read = analyzeMeal("actually it was a burger", { now: new Date("2025-03-04T12:30:00Z"), timeZone: "UTC" });
    expect(read.ok && read.meals[0]?.items.map((i) => i.food_name)).toEqual(["Hamburger, NFS"]);
  });
});
