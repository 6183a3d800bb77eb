import { describe, expect, it } from "vitest";
import type { MealItem } from "./meal-entry.js";
import { mealAmountProblem } from "./meal-limits.js";

const item = (phrase: string, grams: number, kcal: number, sodium = 0, unit = "g"): MealItem => ({
  food_id: "sr:0",
  food_name: phrase,
  phrase,
  quantity: unit === "g" ? grams : 1,
  unit,
  grams,
  confidence: 1,
  macros: { calories_kcal: kcal, protein_g: 0, carbs_g: 0, fat_g: 0, sodium_mg: sodium },
  lipids_detail: {},
  micros: {},
});
const entry = (...items: MealItem[]) => ({
  items,
  macros: {
    calories_kcal: items.reduce((sum, i) => sum + i.macros.calories_kcal, 0),
    protein_g: 0,
    carbs_g: 0,
    fat_g: 0,
    sodium_mg: items.reduce((sum, i) => sum + (i.macros.sodium_mg ?? 0), 0),
  },
  serving: { servings: 1, serving_size_g: items.reduce((sum, i) => sum + i.grams, 0), household_unit: "meal" },
});

describe("what one meal entry can hold", () => {
  it("accepts an ordinary meal and a gallon of milk", () => {
    expect(mealAmountProblem(entry(item("2 eggs", 100, 143), item("a gallon of milk", 3904, 2030, 0, "gallon")))).toBe(
      undefined,
    );
  });

  it("names the heaviest food when the meal weighs too much", () => {
    expect(
      mealAmountProblem(
        entry(item("4 kg of water", 4000, 0), item("4.5 kg of water", 4500, 0), item("2 kg of ice", 2000, 0)),
      ),
    ).toBe("With “4.5 kg of water” this meal weighs 10.5 kg, more than one meal entry can hold (at most 10 kg).");
  });

  it("names the saltiest food when the meal holds too much sodium", () => {
    expect(
      mealAmountProblem(entry(item("a bowl of rice", 200, 260, 2), item("3 kg of bouillon", 3000, 600, 120_000))),
    ).toBe(
      "With “3 kg of bouillon” this meal has 120,002 mg of sodium, more than one meal entry can hold (at most 100,000 mg).",
    );
  });

  it("refuses a food weighed as nothing", () => {
    expect(mealAmountProblem(entry(item("0.001 g of butter", 0, 0)))).toBe(
      "“0.001 g of butter” is no amount of food to log. Say how much you had.",
    );
  });
});
