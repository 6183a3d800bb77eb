import type { DaySummary, Goals } from "../../../../contracts/index.js";
import { isLogged } from "./period-stats.js";
import { longDateLabel, shortDateLabel } from "./trend-dates.js";

export const MACROS = [
  { key: "protein_g", goalKey: "proteinGoal", label: "Protein" },
  { key: "carbs_g", goalKey: "carbsGoal", label: "Carbs" },
  { key: "fat_g", goalKey: "fatGoal", label: "Fat" },
] as const;
export type MacroKey = (typeof MACROS)[number]["key"];

export interface TrendSeries {
  dates: string[];
  /** "Nov 21", for the axis. */
  labels: string[];
  /** "Sat, Nov 21, 2026", for tooltips. */
  longLabels: string[];
  mealCounts: number[];
  /** Null on a day without meals: a gap, not a zero. */
  calories: Array<number | null>;
  grams: Record<MacroKey, Array<number | null>>;
  /** Each macro as a whole percent of its goal, so three goals share one 100% line. */
  percentOfGoal: Record<MacroKey, Array<number | null>>;
}

export function trendSeries(days: readonly DaySummary[], goals: Goals): TrendSeries {
  const value = (day: DaySummary, amount: number) => (isLogged(day) ? amount : null);
  const grams = {} as TrendSeries["grams"];
  const percentOfGoal = {} as TrendSeries["percentOfGoal"];
  for (const macro of MACROS) {
    grams[macro.key] = days.map((day) => value(day, Math.round(day.totals[macro.key])));
    percentOfGoal[macro.key] = days.map((day) =>
      value(day, Math.round((day.totals[macro.key] / goals[macro.goalKey]) * 100)),
    );
  }
  return {
    dates: days.map((day) => day.date),
    labels: days.map((day) => shortDateLabel(day.date)),
    longLabels: days.map((day) => longDateLabel(day.date)),
    mealCounts: days.map((day) => day.meal_count),
    calories: days.map((day) => value(day, Math.round(day.totals.calories_kcal))),
    grams,
    percentOfGoal,
  };
}
