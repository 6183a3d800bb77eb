/**
 * The nutrients the food database stores per 100 g, in column order.
 * The asset stores the values in exactly this order (see food-asset-schema.ts for how "not measured" is written).
 */
export const NUTRIENT_KEYS = [
  "calories_kcal",
  "protein_g",
  "carbs_g",
  "fat_g",
  "fiber_g",
  "sugar_g",
  "sodium_mg",
  "saturated_g",
  "cholesterol_mg",
  "monounsaturated_g",
  "polyunsaturated_g",
  "omega3_g",
  "omega6_g",
  "trans_fat_g",
  "potassium_mg",
  "calcium_mg",
  "magnesium_mg",
  "iron_mg",
  "zinc_mg",
  "phosphorus_mg",
  "selenium_mcg",
  "vit_a_mcg_rae",
  "vit_c_mg",
  "vit_d_mcg",
  "vit_e_mg",
  "vit_k_mcg",
  "vit_b1_mg",
  "vit_b2_mg",
  "vit_b3_mg",
  "vit_b6_mg",
  "vit_b9_mcg",
  "vit_b12_mcg",
  "choline_mg",
] as const;

export type NutrientKey = (typeof NUTRIENT_KEYS)[number];

export const NUTRIENT_INDEX: Record<NutrientKey, number> = Object.fromEntries(
  NUTRIENT_KEYS.map((k, i) => [k, i]),
) as Record<NutrientKey, number>;
