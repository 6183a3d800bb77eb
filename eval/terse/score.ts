import { analyzeMeal, getEngine, type NutritionEngine } from "../../src/nutrition/index.js";
import { CARB_TOLERANCE_G, ENERGY_TOLERANCE, type TerseMeal } from "./terse-set.js";

export interface TerseResult {
  text: string;
  split: string;
  truth_kcal: number;
  engine_kcal: number | undefined;
  truth_carb_g: number;
  engine_carb_g: number | undefined;
  energy_ok: boolean;
  carb_ok: boolean;
  /** What the engine counted: "grams g USDA name" per item. */
  engine_items: string[];
}

const NOW = new Date("2025-01-15T12:00:00Z");
const r1 = (n: number): number => Math.round(n * 10) / 10;

export function scoreTerseMeal(meal: TerseMeal, engine: NutritionEngine = getEngine()): TerseResult {
  const res = analyzeMeal(meal.text, { now: NOW, timeZone: "UTC" }, engine);
  const meals = res.ok ? res.meals : [];
  const kcal = res.ok ? r1(meals.reduce((s, m) => s + m.macros.calories_kcal, 0)) : undefined;
  const carb = res.ok ? r1(meals.reduce((s, m) => s + m.macros.carbs_g, 0)) : undefined;
  return {
    text: meal.text,
    split: meal.split,
    truth_kcal: meal.total_kcal,
    engine_kcal: kcal,
    truth_carb_g: meal.total_carb_g,
    engine_carb_g: carb,
    energy_ok: kcal !== undefined && Math.abs(kcal - meal.total_kcal) <= ENERGY_TOLERANCE * meal.total_kcal,
    carb_ok: carb !== undefined && Math.abs(carb - meal.total_carb_g) <= CARB_TOLERANCE_G,
    engine_items: meals.flatMap((m) => m.items.map((i) => `${r1(i.grams)} g ${i.food_name}`)),
  };
}

export function summarizeTerse(results: TerseResult[]) {
  const n = results.length || 1;
  const answered = results.filter((r) => r.engine_kcal !== undefined);
  return {
    meals: results.length,
    energy_within_20pct: Number((results.filter((r) => r.energy_ok).length / n).toFixed(4)),
    carb_acc_7_5g: Number((results.filter((r) => r.carb_ok).length / n).toFixed(4)),
    mae_energy_kcal: r1(
      answered.reduce((s, r) => s + Math.abs((r.engine_kcal ?? 0) - r.truth_kcal), 0) / (answered.length || 1),
    ),
  };
}
