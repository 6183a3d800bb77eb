import { describe, expect, it } from "vitest";
import { cleanMealText } from "./assemble-entry.js";

describe("a meal's description", () => {
  it("drops the joining words left where a message was cut into meals", () => {
    expect(cleanMealText(", then a chicken burrito for lunch")).toBe("a chicken burrito for lunch");
    expect(cleanMealText("and later, pizza at dinner")).toBe("pizza at dinner");
    expect(cleanMealText("eggs and toast for breakfast,")).toBe("eggs and toast for breakfast");
  });

  it("keeps words that only start like a joining word", () => {
    expect(cleanMealText("Andouille sausage")).toBe("Andouille sausage");
    expect(cleanMealText("Thenthuk soup")).toBe("Thenthuk soup");
  });
});
