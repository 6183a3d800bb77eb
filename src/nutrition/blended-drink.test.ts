import { describe, expect, it } from "vitest";
import { analyzeMeal } from "./index.js";

const ctx = { now: new Date("2025-03-04T12:30:00Z"), timeZone: "UTC" };

function meal(text: string) {
  const r = analyzeMeal(text, ctx);
  if (!r.ok) throw new Error(r.reason);
  const items = r.meals.flatMap((m) => m.items);
  return { foods: items.map((i) => i.food_name), notes: r.meals.map((m) => m.notes ?? "").join(" ") };
}

describe("a drink blended from parts typed with them", () => {
  it("is those parts, not a bought drink besides them, with a note saying so", () => {
    const shake = meal("protein shake 2 scoops whey w almond milk");
    expect(shake.foods).toEqual(["Nutritional powder mix, whey based, NFS", "Almond milk, NFS"]);
    expect(shake.notes).toContain("“protein shake” counted as what it was made of.");
    expect(meal("shake w 2 scoops whey, banana, pb").foods).toEqual([
      "Nutritional powder mix, whey based, NFS",
      "Banana, raw",
      "Peanut butter",
    ]);
    expect(meal("smoothie w 1 cup almond milk, 1 banana, 1 tbsp pb").foods).toHaveLength(3);
    // "w" typed short still joins the water to the run the shake was typed in
    expect(meal("protein shake 2 scoops whey w water").foods).toEqual([
      "Nutritional powder mix, whey based, NFS",
      "Water, NFS",
    ]);
  });

  it("stays the bought protein shake when no protein powder is among its parts", () => {
    expect(meal("protein shake w banana and pb").foods).toEqual([
      "Nutritional drink or shake, high protein, ready-to-drink, NFS",
      "Banana, raw",
      "Peanut butter",
    ]);
  });

  it("stays a drink with one unmeasured part, or beside parts typed as foods of their own", () => {
    const drink = "Nutritional drink or shake, high protein, ready-to-drink, NFS";
    expect(meal("protein shake w banana").foods).toEqual([drink, "Banana, raw"]);
    expect(meal("premier protein shake + a banana, 2 tbsp peanut butter").foods[0]).toBe(drink);
    expect(meal("protein shake, 2 eggs and toast").foods[0]).toBe(drink);
  });
});
