import { dailyScore, type DayTotals, type Goals, type MealSummary } from "../../../../contracts/index.js";
import { useEffectiveGoals } from "../../profile/index.js";
import { useNutritionSummary } from "../api/get-nutrition-summary.js";
import { summaryRange, totalsOfMeals } from "../lib/day-totals.js";
import type { MealDay } from "../lib/meal-days.js";

export interface DayScore {
  score: number;
  totals: DayTotals;
  goals: Goals;
}

/**
 * The chosen day's score, totals and goals from the server's nutrition summary. Until it answers (or for a day it
 * cannot place, such as 'Unknown') the same rule is applied here to the day's meals, so the ring never waits.
 */
export function useDayScore(
  days: readonly MealDay[],
  day: { key: string; meals: readonly MealSummary[] },
  timeZone: string | undefined,
): DayScore {
  const summary = useNutritionSummary(summaryRange(days.map((d) => d.key)), timeZone);
  const fallbackGoals = useEffectiveGoals(true);
  const goals = summary.data?.goals ?? fallbackGoals;
  const fromServer = summary.data?.days.find((d) => d.date === day.key);
  if (fromServer && fromServer.meal_count === day.meals.length)
    return { score: fromServer.score, totals: fromServer.totals, goals };
  const totals = totalsOfMeals(day.meals);
  return { score: dailyScore(totals, goals), totals, goals };
}
