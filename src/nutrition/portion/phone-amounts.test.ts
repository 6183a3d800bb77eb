import { describe, expect, it } from "vitest";
import { analyzeMeal } from "../index.js";

const ctx = { now: new Date("2025-03-04T12:30:00Z"), timeZone: "UTC" };

/** The one item a phone-style amount is read into: its food and grams. */
function item(text: string) {
  const r = analyzeMeal(text, ctx);
  if (!r.ok) throw new Error(r.reason);
  const it = r.meals[0]?.items[0];
  if (!it) throw new Error(`no item in “${text}”`);
  return it;
}

/** Phone-style amounts, worked out by hand from USDA's portions of the food named. */
describe("phone-style amounts", () => {
  it.each([
    // FNDDS 58106200 "Quantity not specified" = 194 g; "1 frozen medium pizza (11-13" diameter)" = 581 g
    ["frozen pizza", "fndds:58106200", 194],
    ["a whole frozen pizza", "fndds:58106200", 581],
    ["half a frozen pizza", "fndds:58106200", 290.5],
    // FNDDS 58106205 "1 frozen medium pizza (11-13" diameter)" = 799 g, not half of "1 piece, NFS" (133 g)
    ["1/2 digiorno pizza", "fndds:58106205", 399.5],
    ["half a red baron pizza", "fndds:58106200", 290.5],
  ])("a frozen pizza: “%s” is %s, %d g", (text, id, grams) => {
    const it = item(text);
    expect(it.food_id).toBe(id);
    expect(it.grams).toBeCloseTo(grams, 1);
  });
});
