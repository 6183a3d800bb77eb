import { describe, expect, it } from "vitest";
import { spokenNumbersToDigits } from "./spoken-numbers.js";

describe("spoken numbers to digits", () => {
  it("writes amounts of several words as digits", () => {
    expect(spokenNumbersToDigits("two hundred fifty grams of yogurt")).toBe("250 grams of yogurt");
    expect(spokenNumbersToDigits("one hundred grams of chicken and twenty five almonds")).toBe(
      "100 grams of chicken and 25 almonds",
    );
    expect(spokenNumbersToDigits("a hundred grams of rice")).toBe("100 grams of rice");
    expect(spokenNumbersToDigits("one thousand two hundred milliliters of water")).toBe("1200 milliliters of water");
  });

  it("leaves single number words and fractions as said", () => {
    expect(spokenNumbersToDigits("two eggs and one and a half cups of oatmeal")).toBe(
      "two eggs and one and a half cups of oatmeal",
    );
    expect(spokenNumbersToDigits("a slice of toast")).toBe("a slice of toast");
  });

  it("does not merge two numbers said one after the other", () => {
    expect(spokenNumbersToDigits("two three ounce steaks")).toBe("two three ounce steaks");
    expect(spokenNumbersToDigits("twenty thirty")).toBe("twenty thirty");
  });
});
