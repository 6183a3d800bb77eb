import type { LipidsDetail, Micros } from "../../../../contracts/index.js";

export interface NutrientLabel {
  label: string;
  unit: string;
}

/** Display names and units for the engine's micronutrient keys, in the order the detail screen lists them. */
export const MICRO_LABELS: Record<keyof Micros, NutrientLabel> = {
  sodium_mg: { label: "Sodium", unit: "mg" },
  potassium_mg: { label: "Potassium", unit: "mg" },
  calcium_mg: { label: "Calcium", unit: "mg" },
  magnesium_mg: { label: "Magnesium", unit: "mg" },
  iron_mg: { label: "Iron", unit: "mg" },
  zinc_mg: { label: "Zinc", unit: "mg" },
  phosphorus_mg: { label: "Phosphorus", unit: "mg" },
  selenium_mcg: { label: "Selenium", unit: "mcg" },
  vit_a_mcg_rae: { label: "Vitamin A", unit: "mcg RAE" },
  vit_c_mg: { label: "Vitamin C", unit: "mg" },
  vit_d_mcg: { label: "Vitamin D", unit: "mcg" },
  vit_e_mg: { label: "Vitamin E", unit: "mg" },
  vit_k_mcg: { label: "Vitamin K", unit: "mcg" },
  vit_b1_mg: { label: "Thiamin (B1)", unit: "mg" },
  vit_b2_mg: { label: "Riboflavin (B2)", unit: "mg" },
  vit_b3_mg: { label: "Niacin (B3)", unit: "mg" },
  vit_b6_mg: { label: "Vitamin B6", unit: "mg" },
  vit_b9_mcg: { label: "Folate (B9)", unit: "mcg" },
  vit_b12_mcg: { label: "Vitamin B12", unit: "mcg" },
  choline_mg: { label: "Choline", unit: "mg" },
};

export const LIPID_LABELS: Record<keyof LipidsDetail, NutrientLabel> = {
  saturated_g: { label: "Saturated fat", unit: "g" },
  monounsaturated_g: { label: "Monounsaturated fat", unit: "g" },
  polyunsaturated_g: { label: "Polyunsaturated fat", unit: "g" },
  trans_fat_g: { label: "Trans fat", unit: "g" },
  omega3_g: { label: "Omega-3", unit: "g" },
  omega6_g: { label: "Omega-6", unit: "g" },
  cholesterol_mg: { label: "Cholesterol", unit: "mg" },
};

export interface NutrientRow extends NutrientLabel {
  key: string;
  value: number | undefined;
}

/** Every lipid row, absent ones included (they show '—'). */
export function lipidRows(lipids: LipidsDetail): NutrientRow[] {
  return (Object.keys(LIPID_LABELS) as Array<keyof LipidsDetail>).map((key) => ({
    key,
    ...LIPID_LABELS[key],
    value: lipids[key],
  }));
}

/** Only the micronutrients the food data measured; an empty list hides the section. */
export function presentMicroRows(micros: Micros): NutrientRow[] {
  return (Object.keys(MICRO_LABELS) as Array<keyof Micros>)
    .filter((key) => typeof micros[key] === "number")
    .map((key) => ({ key, ...MICRO_LABELS[key], value: micros[key] }));
}
