import { emptyDayTotals, shiftDayKey, type DaySummary, type DayTotals } from "../../../../contracts/index.js";

/** A day that meets every default goal (2,000 kcal, 50 g protein, 28 g fiber, under every limit). */
export const GOOD_DAY: DayTotals = {
  calories_kcal: 2000,
  protein_g: 60,
  carbs_g: 250,
  fat_g: 70,
  fiber_g: 30,
  sugar_g: 40,
  sodium_mg: 2000,
  cholesterol_mg: 200,
  saturated_fat_g: 15,
};

/**
 * Hand-made days ending on `to`, oldest first like the server's answer: `null` is a day without meals,
 * a partial object overrides GOOD_DAY.
 */
export function makeDays(to: string, entries: Array<Partial<DayTotals> | null>): DaySummary[] {
  return entries.map((entry, index) => ({
    date: shiftDayKey(to, index - (entries.length - 1)),
    meal_count: entry ? 3 : 0,
    totals: entry ? { ...GOOD_DAY, ...entry } : emptyDayTotals(),
    score: entry ? 90 : 0,
  }));
}
