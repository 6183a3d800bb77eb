import { describe, expect, it } from "vitest";
import { analyzeMeal } from "./index.js";

const ctx = { now: new Date("2025-03-04T12:30:00Z"), timeZone: "UTC" };

function items(text: string) {
  const r = analyzeMeal(text, ctx);
  if (!r.ok) throw new Error(r.reason);
  return r.meals.flatMap((m) => m.items);
}

describe("a unit word said after the food's name", () => {
  it("reads 'a kit kat bar' as one regular bar, not one 8 g piece", () => {
    const [bar] = items("a kit kat bar");
    expect(bar?.food_name).toBe("Chocolate candy, cookie filled");
    expect(bar?.grams).toBe(45);
    expect(bar?.assumption).toContain('"1 pouch/regular size"');
  });

  it("keeps the size the user said for the bar", () => {
    expect(items("a miniature snickers bar")[0]?.grams).toBe(10);
  });

  it("leaves a food whose name holds the word alone, and a package things came from", () => {
    expect(items("a granola bar")[0]?.assumption).toContain('"1 bar"');
    const [tarts] = items("two pop tarts from a package");
    expect(tarts?.quantity).toBe(2);
    expect(tarts?.assumption).toContain('"1 Pop Tart"');
  });
});
