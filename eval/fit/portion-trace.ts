import { resolveMeals, type NutritionEngine } from "../../src/nutrition/index.js";
import type { Truth } from "../metrics.js";

/** One item of a traced meal: its energy and carbohydrate and the fitted numbers its grams were multiplied by. */
export interface TracedItem {
  kcal: number;
  carb: number;
  factors: Record<string, number>;
}

/** A meal read once: enough to recompute its totals under other portion numbers without reading it again. */
export interface TracedRow {
  id: string;
  truth: Truth;
  /** Undefined when the engine recognised no food (the row is a miss whatever the numbers). */
  items?: TracedItem[];
}

const NOW = new Date("2025-01-15T12:00:00Z");

/**
 * Reads each meal once with the engine. An item's grams are its portion times the fitted numbers in `factors`, and
 * its nutrients are linear in grams, so another set of numbers rescales each item without reading the text again.
 */
export function traceRows(rows: { id: string; text: string; truth: Truth }[], engine: NutritionEngine): TracedRow[] {
  return rows.map(({ id, text, truth }) => {
    const items = resolveMeals(text, { now: NOW, timeZone: "UTC" }, engine).flatMap((m) => m.items);
    if (items.length === 0) return { id, truth };
    return {
      id,
      truth,
      items: items.map(({ item, portion }) => ({
        kcal: item.macros.calories_kcal,
        carb: item.macros.carbs_g,
        factors: portion.factors,
      })),
    };
  });
}
