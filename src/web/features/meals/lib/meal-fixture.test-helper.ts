import type { MealEntry } from "../../../../contracts/index.js";

/** A complete stored meal with overridable parts, for the feature's unit tests. */
export function makeMeal(overrides: Partial<MealEntry> = {}): MealEntry {
  return {
    id: "m1",
    title: "Scrambled eggs",
    description: "2 scrambled eggs",
    tags: [],
    macros: {
      calories_kcal: 182,
      protein_g: 12.2,
      carbs_g: 2.1,
      fat_g: 13.4,
      fiber_g: 0,
      sugar_g: 1.2,
      sodium_mg: 280,
    },
    serving: { servings: 1, serving_size_g: 122, household_unit: "portion" },
    lipids_detail: { saturated_g: 4.1, cholesterol_mg: 340 },
    micros: { sodium_mg: 280, vit_c_mg: 0 },
    consumed_at: "2026-11-21T08:30:00.000Z",
    meal_type: "breakfast",
    confidence_score: 0.82,
    notes: "",
    items: [],
    entry_method: "text",
    created_at: "2026-11-21T08:31:00.000Z",
    updated_at: "2026-11-21T08:31:00.000Z",
    ...overrides,
  };
}
