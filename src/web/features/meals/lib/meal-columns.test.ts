import { describe, expect, it } from "vitest";
import { columnCells, servingText } from "./meal-columns.js";
import { makeMeal } from "./meal-fixture.test-helper.js";

describe("columnCells", () => {
  it("labels each chosen column with the spec's short names and units", () => {
    const cells = columnCells(makeMeal(), ["calories", "protein", "carbs", "fat"]);
    expect(cells.map((c) => [c.label, c.value, c.unit])).toEqual([
      ["Cals", "182", "kcal"],
      ["Prot", "12", "g"],
      ["Carb", "2.1", "g"],
      ["Fats", "13", "g"],
    ]);
  });

  it("reads cholesterol and saturated fat from the lipid detail, sodium from macros", () => {
    const cells = columnCells(makeMeal(), ["cholesterol", "saturated_fat", "sodium"]);
    expect(cells.map((c) => `${c.label} ${c.value} ${c.unit}`)).toEqual([
      "Cholesterol 340 mg",
      "Sat Fat 4.1 g",
      "Sodium 280 mg",
    ]);
  });

  it("shows '—' without a unit for a nutrient that was not measured", () => {
    const meal = makeMeal({
      macros: { calories_kcal: 100, protein_g: 1, carbs_g: 1, fat_g: 1 },
      lipids_detail: {},
      micros: {},
    });
    const cells = columnCells(meal, ["fiber", "sodium", "cholesterol"]);
    expect(cells.map((c) => [c.value, c.unit])).toEqual([
      ["—", ""],
      ["—", ""],
      ["—", ""],
    ]);
  });

  it("describes the serving with the engine's household unit", () => {
    expect(
      servingText(
        makeMeal({
          serving: {
            servings: 2,
            serving_size_g: 60,
            household_unit: "slices",
          },
        }),
      ),
    ).toBe("2 slices");
    const amount = (servings: number) =>
      servingText(
        makeMeal({
          serving: { servings, serving_size_g: 150, household_unit: "1 sandwich" },
        }),
      );
    expect(amount(1)).toBe("1 sandwich");
    expect(amount(2)).toBe("2 × 1 sandwich");
    expect(columnCells(makeMeal(), ["serving"])[0]).toMatchObject({
      label: "Servings",
      value: "1 portion",
    });
  });
});
