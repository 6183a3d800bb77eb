import type { DaySummary, Goals } from "../../../../contracts/index.js";
import { goalTracking, type GoalTrackingRow } from "./goal-tracking.js";
import { comparePeriods, lastDays, periodStats } from "./period-stats.js";

export interface Insight {
  id: string;
  text: string;
  /** Something going well, or a plain observation; never a warning. */
  tone: "positive" | "neutral";
  /** How much the sentence tells; the most informative are shown first. */
  weight: number;
}

export const MAX_INSIGHTS = 4;
/** More than two "below/above your goal" sentences at once reads as a telling-off. */
const MAX_GOAL_GAP_INSIGHTS = 2;
/** Below this change the averages are described as about the same. */
const NOTABLE_CHANGE_PERCENT = 5;

const whole = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** "of the last 7 days" when every day was logged, else "of your 5 logged days in the last 7 days". */
function ofDays(loggedDays: number, rangeDays: number): string {
  return loggedDays === rangeDays
    ? `of the last ${rangeDays} days`
    : `of your ${loggedDays} logged days in the last ${rangeDays} days`;
}

function loggingInsight(loggedDays: number, rangeDays: number): Insight {
  return loggedDays === rangeDays
    ? {
        id: "logging",
        text: `You logged meals every day of the last ${rangeDays} days.`,
        tone: "positive",
        weight: 0.55,
      }
    : {
        id: "logging",
        text: `You logged meals on ${loggedDays} of the last ${rangeDays} days.`,
        tone: "neutral",
        weight: 0.45,
      };
}

function weeklyCalorieInsight(days: readonly DaySummary[]): Insight | null {
  const week = comparePeriods(days, 7);
  const change = week.calorieChangePercent;
  // One logged day on either side is too thin to compare.
  if (change === null || week.current.loggedDays < 2 || week.previous.loggedDays < 2) return null;
  if (Math.abs(change) < NOTABLE_CHANGE_PERCENT)
    return {
      id: "calorie-change",
      text: `Your average calories over the last 7 days were about the same as the week before (${whole.format(week.current.averages!.calories_kcal)} kcal a day).`,
      tone: "neutral",
      weight: 0.35,
    };
  return {
    id: "calorie-change",
    text: `Your average calories over the last 7 days were ${Math.abs(change)}% ${change < 0 ? "lower" : "higher"} than the week before.`,
    tone: "neutral",
    weight: 0.6 + Math.min(Math.abs(change), 40) / 100,
  };
}

function calorieGoalInsight(row: GoalTrackingRow, rangeDays: number): Insight | null {
  const share = row.withinDays / row.loggedDays;
  if (share < 0.5) return null;
  return {
    id: "calories-near-goal",
    text: `Your calories were within 10% of your goal on ${row.withinDays} ${ofDays(row.loggedDays, rangeDays)}.`,
    tone: "positive",
    weight: 0.5 + share * 0.3,
  };
}

function nutrientInsight(row: GoalTrackingRow, average: number, rangeDays: number): Insight | null {
  const outside = row.loggedDays - row.withinDays;
  const share = outside / row.loggedDays;
  const reach = row.direction === "at-least";
  if (outside === 0) {
    if (!reach || row.loggedDays < 3) return null;
    return {
      id: `goal-${row.key}`,
      text: `${row.label} met your goal on every day you logged in the last ${rangeDays} days.`,
      tone: "positive",
      weight: 0.4,
    };
  }
  if (share < 0.5) return null;
  const weight = 0.5 + share * 0.4;
  // Fiber reads best as an average: a few grams short every day is one pattern, not many misses.
  if (row.key === "fiber_g" && average < row.goal)
    return {
      id: `goal-${row.key}`,
      text: `Fiber averaged ${whole.format(average)} g a day, below your ${whole.format(row.goal)} g goal.`,
      tone: "neutral",
      weight,
    };
  return {
    id: `goal-${row.key}`,
    text: `${row.label} was ${reach ? "below" : "above"} your goal on ${outside} ${ofDays(row.loggedDays, rangeDays)}.`,
    tone: "neutral",
    weight,
  };
}

/**
 * Plain sentences about the last `rangeDays` days (and the last two weeks), from days with meals only; the most
 * informative first, at most four, with no more than two about gaps to a goal.
 */
export function trendInsights({
  days,
  goals,
  rangeDays,
}: {
  days: readonly DaySummary[];
  goals: Goals;
  rangeDays: number;
}): Insight[] {
  const range = lastDays(days, rangeDays);
  const stats = periodStats(range);
  if (!stats.averages) return [];
  const rows = goalTracking(range, goals);
  const [calories, ...nutrients] = rows;

  const gaps = nutrients
    .map((row) => nutrientInsight(row, stats.averages![row.key], rangeDays))
    .filter((insight): insight is Insight => insight !== null);
  const gapInsights = gaps
    .filter((insight) => insight.tone === "neutral")
    .sort((a, b) => b.weight - a.weight)
    .slice(0, MAX_GOAL_GAP_INSIGHTS);
  // One "met your goal every day" is encouragement; a list of them crowds out what the user can act on.
  const praise = gaps.filter((insight) => insight.tone === "positive").slice(0, 1);

  return [
    loggingInsight(stats.loggedDays, rangeDays),
    weeklyCalorieInsight(days),
    calorieGoalInsight(calories!, rangeDays),
    ...gapInsights,
    ...praise,
  ]
    .filter((insight): insight is Insight => insight !== null)
    .sort((a, b) => b.weight - a.weight)
    .slice(0, MAX_INSIGHTS);
}
