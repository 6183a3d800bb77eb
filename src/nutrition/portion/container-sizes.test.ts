import { describe, expect, it } from "vitest";
import { getEngine } from "../engine.js";
import { resolvePortion } from "./resolve-portion.js";

const { db } = getEngine();
const food = (id: string) => {
  const f = db.byId.get(id);
  if (!f) throw new Error(id);
  return f;
};

describe("cans and bottles", () => {
  it("takes the usual single-serve size among the food's own cans and bottles", () => {
    // Monster lists an 8.3 fl oz can first; the can people buy is 16 fl oz.
    const monster = resolvePortion(
      food("fndds:95310400"),
      { amount: 1, unit: "can", raw: "a can" },
      "a can of monster energy drink",
      new Set(),
    );
    expect(monster.grams).toBe(496);
    // A bottle of beer is 12 fl oz, not the 40 fl oz bottle.
    const beer = resolvePortion(
      food("fndds:93101000"),
      { amount: 1, unit: "bottle", raw: "a bottle" },
      "a bottle of beer",
      new Set(),
    );
    expect(beer.grams).toBe(360);
    // A bottle of soda is 20 fl oz.
    const cola = resolvePortion(
      food("fndds:92410310"),
      { amount: 1, unit: "bottle", raw: "a bottle" },
      "a bottle of cola",
      new Set(),
    );
    expect(cola.grams).toBe(620);
  });

  it("uses the usual bottle size of the drink's kind when the food has no bottle portion", () => {
    const oj = resolvePortion(
      food("fndds:61210000"),
      { amount: 1, unit: "bottle", raw: "a bottle" },
      "a bottle of orange juice",
      new Set(["orange", "juice"]),
    );
    expect(oj.grams).toBeGreaterThan(350);
    expect(oj.grams).toBeLessThan(400);
    expect(oj.assumption).toContain("12 fl oz");
  });
});
