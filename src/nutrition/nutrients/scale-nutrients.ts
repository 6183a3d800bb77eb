import type { LipidsDetail, Macros, Micros } from "../../contracts/index.js";
import type { Food } from "../db/food-types.js";
import { NUTRIENT_INDEX, type NutrientKey } from "../db/nutrient-keys.js";

export interface NutrientSet {
  macros: Macros;
  lipids_detail: LipidsDetail;
  micros: Micros;
}

const LIPID_KEYS = [
  "saturated_g",
  "cholesterol_mg",
  "monounsaturated_g",
  "polyunsaturated_g",
  "omega3_g",
  "omega6_g",
  "trans_fat_g",
] as const satisfies readonly (NutrientKey & keyof LipidsDetail)[];

const MICRO_KEYS = [
  "sodium_mg",
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
] as const satisfies readonly (NutrientKey & keyof Micros)[];

const OPTIONAL_MACROS = ["fiber_g", "sugar_g", "sodium_mg"] as const;

const r2 = (n: number): number => Math.round(n * 100) / 100;

/** Nutrients of `grams` of a food; unmeasured nutrients stay absent (the four energy macros count as 0 if ever missing). */
export function scaleNutrients(food: Food, grams: number): NutrientSet {
  const f = grams / 100;
  const get = (k: NutrientKey): number | undefined => {
    const v = food.values[NUTRIENT_INDEX[k]];
    return v === undefined || Number.isNaN(v) ? undefined : r2(v * f);
  };
  const macros: Macros = {
    calories_kcal: get("calories_kcal") ?? 0,
    protein_g: get("protein_g") ?? 0,
    carbs_g: get("carbs_g") ?? 0,
    fat_g: get("fat_g") ?? 0,
  };
  for (const k of OPTIONAL_MACROS) {
    const v = get(k);
    if (v !== undefined) macros[k] = v;
  }
  const lipids_detail: LipidsDetail = {};
  for (const k of LIPID_KEYS) {
    const v = get(k);
    if (v !== undefined) lipids_detail[k] = v;
  }
  const micros: Micros = {};
  for (const k of MICRO_KEYS) {
    const v = get(k);
    if (v !== undefined) micros[k] = v;
  }
  return { macros, lipids_detail, micros };
}

function sumRecord<T extends Record<string, number | undefined>>(records: T[]): T {
  const out: Record<string, number> = {};
  for (const rec of records) {
    for (const [k, v] of Object.entries(rec)) if (v !== undefined) out[k] = r2((out[k] ?? 0) + v);
  }
  return out as T;
}

/**
 * Totals of several items. A nutrient is present when at least one item measured it
 * (then the total counts only the items that did): absent still means "nobody measured it".
 */
export function sumNutrients(sets: NutrientSet[]): NutrientSet {
  const macros = sumRecord(sets.map((s) => s.macros));
  for (const k of ["calories_kcal", "protein_g", "carbs_g", "fat_g"] as const) macros[k] = macros[k] ?? 0;
  return {
    macros,
    lipids_detail: sumRecord(sets.map((s) => s.lipids_detail)),
    micros: sumRecord(sets.map((s) => s.micros)),
  };
}
