import type { NutrientKey } from "../../src/nutrition/db/nutrient-keys.js";

/** FNDDS "At A Glance" column (whitespace collapsed) for each stored nutrient; omega sums are computed separately. */
export const FNDDS_COLUMNS: Partial<Record<NutrientKey, string>> = {
  calories_kcal: "Energy (kcal)",
  protein_g: "Protein (g)",
  carbs_g: "Carbohydrate (g)",
  fat_g: "Total Fat (g)",
  fiber_g: "Fiber, total dietary (g)",
  sugar_g: "Sugars, total (g)",
  sodium_mg: "Sodium (mg)",
  saturated_g: "Fatty acids, total saturated (g)",
  cholesterol_mg: "Cholesterol (mg)",
  monounsaturated_g: "Fatty acids, total monounsaturated (g)",
  polyunsaturated_g: "Fatty acids, total polyunsaturated (g)",
  potassium_mg: "Potassium (mg)",
  calcium_mg: "Calcium (mg)",
  magnesium_mg: "Magnesium (mg)",
  iron_mg: "Iron (mg)",
  zinc_mg: "Zinc (mg)",
  phosphorus_mg: "Phosphorus (mg)",
  selenium_mcg: "Selenium (mcg)",
  vit_a_mcg_rae: "Vitamin A, RAE (mcg_RAE)",
  vit_c_mg: "Vitamin C (mg)",
  vit_d_mcg: "Vitamin D (D2 + D3) (mcg)",
  vit_e_mg: "Vitamin E (alpha-tocopherol) (mg)",
  vit_k_mcg: "Vitamin K (phylloquinone) (mcg)",
  vit_b1_mg: "Thiamin (mg)",
  vit_b2_mg: "Riboflavin (mg)",
  vit_b3_mg: "Niacin (mg)",
  vit_b6_mg: "Vitamin B-6 (mg)",
  vit_b9_mcg: "Folate, DFE (mcg_DFE)",
  vit_b12_mcg: "Vitamin B-12 (mcg)",
  choline_mg: "Choline, total (mg)",
};

/** FNDDS fatty-acid columns summed into omega-3 / omega-6 (undifferentiated 18:2 ≈ LA, 18:3 ≈ ALA). */
export const FNDDS_OMEGA3 = ["18:3 (g)", "18:4 (g)", "20:5 n-3 (g)", "22:5 n-3 (g)", "22:6 n-3 (g)"];
export const FNDDS_OMEGA6 = ["18:2 (g)", "20:4 (g)"];

/** SR28 Nutr_No for each stored nutrient (trans fat only exists in SR). */
export const SR_NUMBERS: Partial<Record<NutrientKey, string>> = {
  calories_kcal: "208",
  protein_g: "203",
  carbs_g: "205",
  fat_g: "204",
  fiber_g: "291",
  sugar_g: "269",
  sodium_mg: "307",
  saturated_g: "606",
  cholesterol_mg: "601",
  monounsaturated_g: "645",
  polyunsaturated_g: "646",
  trans_fat_g: "605",
  potassium_mg: "306",
  calcium_mg: "301",
  magnesium_mg: "304",
  iron_mg: "303",
  zinc_mg: "309",
  phosphorus_mg: "305",
  selenium_mcg: "317",
  vit_a_mcg_rae: "320",
  vit_c_mg: "401",
  vit_d_mcg: "328",
  vit_e_mg: "323",
  vit_k_mcg: "430",
  vit_b1_mg: "404",
  vit_b2_mg: "405",
  vit_b3_mg: "406",
  vit_b6_mg: "415",
  vit_b9_mcg: "435",
  vit_b12_mcg: "418",
  choline_mg: "421",
};

/**
 * SR28 omega sums: each term is a list of alternatives, the first present one counts
 * (the specific isomer when analysed, else the undifferentiated acid).
 */
export const SR_OMEGA3: string[][] = [["851", "619"], ["627"], ["629"], ["631"], ["621"]];
export const SR_OMEGA6: string[][] = [
  ["675", "618"],
  ["855", "620"],
];
