import { performance } from "node:perf_hooks";
import { analyzeMeal, getEngine, type NutritionEngine } from "../src/nutrition/index.js";
import type { RowResult, Truth } from "./metrics.js";

/** Meal text → predicted totals, or undefined when no food was recognised. */
export type Predictor = (text: string) => Truth | undefined;

/** Evaluation clock: pinned so that a run gives the same answer on any day. */
const NOW = new Date("2025-01-15T12:00:00Z");

export function enginePredictor(engine: NutritionEngine = getEngine()): Predictor {
  return (text) => {
    const res = analyzeMeal(text, { now: NOW, timeZone: "UTC" }, engine);
    if (!res.ok) return undefined;
    const sum: Truth = { energy_kcal: 0, carb_g: 0, protein_g: 0, fat_g: 0 };
    for (const m of res.meals) {
      sum.energy_kcal += m.macros.calories_kcal;
      sum.carb_g += m.macros.carbs_g;
      sum.protein_g += m.macros.protein_g;
      sum.fat_g += m.macros.fat_g;
    }
    return sum;
  };
}

export function scoreTexts(rows: { id: string; text: string; truth: Truth }[], predict: Predictor): RowResult[] {
  return rows.map((row) => {
    const t0 = performance.now();
    const pred = predict(row.text);
    return { id: row.id, truth: row.truth, pred, latencyMs: performance.now() - t0 };
  });
}
