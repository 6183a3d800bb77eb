import {
  addMealToDayTotals,
  emptyDayTotals,
  shiftDayKey,
  SUMMARY_MAX_DAYS,
  type DayTotals,
  type MealSummary,
} from "../../../../contracts/index.js";
import { UNKNOWN_DAY } from "./meal-days.js";

/**
 * The day's totals until the nutrition summary answers, and for the 'Unknown' day it cannot place: the server's sum
 * (summariseDays), not yet rounded to 0.01.
 */
export function totalsOfMeals(meals: readonly MealSummary[]): DayTotals {
  return meals.reduce(addMealToDayTotals, emptyDayTotals());
}

/**
 * The date range to ask the nutrition summary for: every dated day the list holds, capped to the newest
 * SUMMARY_MAX_DAYS days (older days fall back to totals computed here). Null when no day is dated.
 */
export function summaryRange(dayKeys: readonly string[]): { from: string; to: string } | null {
  const dated = dayKeys.filter((key) => key !== UNKNOWN_DAY).sort();
  if (dated.length === 0) return null;
  const to = dated[dated.length - 1]!;
  const earliestAllowed = shiftDayKey(to, -(SUMMARY_MAX_DAYS - 1));
  const from = dated[0]! < earliestAllowed ? earliestAllowed : dated[0]!;
  return { from, to };
}
