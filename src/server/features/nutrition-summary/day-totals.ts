import {
  addMealToDayTotals,
  dailyScore,
  emptyDayTotals,
  localDate,
  type DaySummary,
  type DayTotals,
  type Goals,
  type MealEntryDraft,
} from "../../../contracts/index.js";

const round = (value: number) => Math.round(value * 100) / 100;

/** Per-day totals and Daily Score for the dates asked, meals grouped by the local day they were eaten. */
export function summariseDays(meals: MealEntryDraft[], dates: string[], timeZone: string, goals: Goals): DaySummary[] {
  const byDate = new Map(dates.map((date) => [date, { meal_count: 0, totals: emptyDayTotals() }]));
  for (const meal of meals) {
    const day = byDate.get(localDate(new Date(meal.consumed_at), timeZone));
    if (!day) continue;
    day.meal_count += 1;
    addMealToDayTotals(day.totals, meal);
  }
  return dates.map((date) => {
    const day = byDate.get(date)!;
    const totals = Object.fromEntries(Object.entries(day.totals).map(([k, v]) => [k, round(v)])) as DayTotals;
    return { date, meal_count: day.meal_count, totals, score: dailyScore(totals, goals) };
  });
}
