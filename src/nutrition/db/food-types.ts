import type { NutrientKey } from "./nutrient-keys.js";

export interface Portion {
  /** USDA's words for ONE portion, e.g. "1 cup", "1 medium or regular slice", "Quantity not specified". */
  description: string;
  grams: number;
}

export interface Food {
  /** "fndds:63107010" or "sr:09040". */
  id: string;
  source: "fndds" | "sr";
  description: string;
  synonyms: string[];
  category: string;
  categoryName: string;
  portions: Portion[];
  /** Per 100 g in NUTRIENT_KEYS order; NaN = not measured. */
  values: Float64Array;
}

export interface FoodDatabase {
  foods: Food[];
  byId: Map<string, Food>;
  nutrientKeys: readonly NutrientKey[];
}
