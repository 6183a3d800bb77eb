import type { DaySummary, DayTotals } from "../../../../contracts/index.js";

/**
 * The `count` days that end `skip` days before the newest one. The summary lists every day of its range,
 * oldest first, so a window is a slice from the end.
 */
export function lastDays(days: readonly DaySummary[], count: number, skip = 0): DaySummary[] {
  const end = days.length - skip;
  return days.slice(Math.max(0, end - count), Math.max(0, end));
}

export const isLogged = (day: DaySummary) => day.meal_count > 0;

export interface PeriodStats {
  /** Calendar days in the period. */
  days: number;
  loggedDays: number;
  /** Per day with meals logged; null when no day had any. */
  averages: DayTotals | null;
}

/** Averages over logged days only: a day without meals is a day not logged, not a day of eating nothing. */
export function periodStats(days: readonly DaySummary[]): PeriodStats {
  const logged = days.filter(isLogged);
  if (logged.length === 0) return { days: days.length, loggedDays: 0, averages: null };
  const keys = Object.keys(logged[0]!.totals) as Array<keyof DayTotals>;
  const averages = Object.fromEntries(
    keys.map((key) => [key, logged.reduce((sum, day) => sum + day.totals[key], 0) / logged.length]),
  ) as DayTotals;
  return { days: days.length, loggedDays: logged.length, averages };
}

/** Whole-percent change from `previous` to `current`; null when there is nothing to compare against. */
export function percentChange(current: number | undefined, previous: number | undefined): number | null {
  if (current === undefined || previous === undefined || previous <= 0) return null;
  return Math.round(((current - previous) / previous) * 100);
}

export interface PeriodComparison {
  length: number;
  current: PeriodStats;
  previous: PeriodStats;
  /** Average calories per logged day, current against previous. */
  calorieChangePercent: number | null;
}

/** The last `length` days (today included) against the `length` days before them. */
export function comparePeriods(days: readonly DaySummary[], length: number): PeriodComparison {
  const current = periodStats(lastDays(days, length));
  const previous = periodStats(lastDays(days, length, length));
  return {
    length,
    current,
    previous,
    calorieChangePercent: percentChange(current.averages?.calories_kcal, previous.averages?.calories_kcal),
  };
}
