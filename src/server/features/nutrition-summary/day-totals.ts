import {
  dailyScore,
  localDate,
  type DaySummary,
  type DayTotals,
  type Goals,
  type MealEntryDraft,
} from "../../../contracts/index.js";

/** Every date from `from` to `to` inclusive (YYYY-MM-DD strings). */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let day = new Date(`${from}T00:00:00Z`); day.toISOString().slice(0, 10) <= to; day.setUTCDate(day.getUTCDate() + 1)) {
    dates.push(day.toISOString().slice(0, 10));
  }
  return dates;
}

const emptyTotals = (): DayTotals => ({
  calories_kcal: 0,
  protein_g: 0,
  carbs_g: 0,
  fat_g: 0,
  fiber_g: 0,
  sugar_g: 0,
  sodium_mg: 0,
  cholesterol_mg: 0,
  saturated_fat_g: 0,
});

const round = (value: number) => Math.round(value * 100) / 100;

/** Per-day totals and Daily Score for the dates asked, meals grouped by the local day they were eaten. */
export function summariseDays(meals: MealEntryDraft[], dates: string[], timeZone: string, goals: Goals): DaySummary[] {
  const byDate = new Map(dates.map((date) => [date, { meal_count: 0, totals: emptyTotals() }]));
  for (const meal of meals) {
    const day = byDate.get(localDate(new Date(meal.consumed_at), timeZone));
    if (!day) continue;
    day.meal_count += 1;
    const t = day.totals;
    t.calories_kcal += meal.macros.calories_kcal;
    t.protein_g += meal.macros.protein_g;
    t.carbs_g += meal.macros.carbs_g;
    t.fat_g += meal.macros.fat_g;
    t.fiber_g += meal.macros.fiber_g ?? 0;
    t.sugar_g += meal.macros.sugar_g ?? 0;
    t.sodium_mg += meal.macros.sodium_mg ?? 0;
    t.cholesterol_mg += meal.lipids_detail.cholesterol_mg ?? 0;
    t.saturated_fat_g += meal.lipids_detail.saturated_g ?? 0;
  }
  return dates.map((date) => {
    const day = byDate.get(date)!;
    const totals = Object.fromEntries(Object.entries(day.totals).map(([k, v]) => [k, round(v)])) as DayTotals;
    return { date, meal_count: day.meal_count, totals, score: dailyScore(totals, goals) };
  });
}
