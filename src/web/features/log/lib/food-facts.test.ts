import { describe, expect, it } from "vitest";
import { foodFacts, pickFoodFact } from "./food-facts.js";

describe("food facts", () => {
  it("offers about a hundred distinct, short facts", () => {
    expect(foodFacts.length).toBeGreaterThanOrEqual(95);
    expect(foodFacts.length).toBeLessThanOrEqual(120);
    expect(new Set(foodFacts).size).toBe(foodFacts.length);
    for (const fact of foodFacts) {
      expect(fact.length).toBeLessThanOrEqual(120);
      expect(fact).toMatch(/^[A-Z0-9].*\.$/);
    }
  });

  it("never shows the same fact twice in a row", () => {
    for (const previous of foodFacts) {
      for (const random of [0, 0.5, 0.999]) {
        expect(pickFoodFact(previous, () => random)).not.toBe(previous);
      }
    }
  });
});
