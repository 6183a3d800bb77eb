import { describe, expect, it } from "vitest";
import { analyzeMeal } from "../index.js";
import { digitsForSpelledNumbers } from "./spelled-numbers.js";

describe("numbers said in words, as a speech recogniser writes them", () => {
  it.each([
    ["a hundred and fifty grams of chicken", "150 grams of chicken"],
    ["two hundred grams of rice", "200 grams of rice"],
    ["a thirty two ounce gatorade", "a 32 ounce gatorade"],
    ["one point five cups of oatmeal", "1.5 cups of oatmeal"],
    ["two twelve ounce beers", "two 12 ounce beers"],
    ["an eight piece nugget", "an 8 piece nugget"],
    ["twenty five almonds", "25 almonds"],
  ])("“%s” is “%s”", (said, read) => {
    expect(digitsForSpelledNumbers(said)).toBe(read);
  });

  it.each([
    ["for lunch at twelve thirty, i had a burrito", "for lunch at 12:30, i had a burrito"],
    ["at seven had pizza", "at 7 had pizza"],
    ["i had a coffee at seven.", "i had a coffee at 7."],
    ["at six pm we had stir fry", "at 6pm we had stir fry"],
    ["around like ten i had a granola bar", "around 10 i had a granola bar"],
  ])("a clock time “%s” is “%s”", (said, read) => {
    expect(digitsForSpelledNumbers(said)).toBe(read);
  });

  it("leaves a number said alone, an amount after 'around' and names with numbers as they are", () => {
    for (const said of ["two eggs", "one cup of cheerios", "seven up", "a couple of cookies", "half a bagel"])
      expect(digitsForSpelledNumbers(said)).toBe(said);
    expect(digitsForSpelledNumbers("around two cups of rice")).toBe("around two cups of rice");
    expect(digitsForSpelledNumbers("i had around two eggs")).toBe("i had around two eggs");
  });

  it("never counts a clock time said in words ('at twelve thirty i had a burrito' is one burrito at 12:30)", () => {
    const read = analyzeMeal("for lunch at twelve thirty i had a burrito", {
      now: new Date("2025-03-04T20:00:00Z"),
      timeZone: "UTC",
    });
    if (!read.ok) throw new Error(read.reason);
    expect(read.meals[0]?.items.map((i) => i.grams)).toEqual([220]);
    expect(read.meals[0]?.consumed_at).toBe("2025-03-04T12:30:00.000Z");
    expect(read.meals[0]?.title).toBe("Burrito");
  });
});
