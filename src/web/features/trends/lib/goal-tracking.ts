import type { DaySummary, DayTotals, GoalKey, Goals } from "../../../../contracts/index.js";
import { isLogged } from "./period-stats.js";

/**
 * What "within goal" means for each nutrient:
 * - calories: within ±10% of the goal, since eating far under it is not meeting it either;
 * - protein and fiber: at or above the goal (amounts to reach);
 * - carbs, fat, sugar, sodium, cholesterol and saturated fat: at or below the goal (limits).
 */
export type GoalDirection = "near" | "at-least" | "at-most";
export const CALORIE_TOLERANCE = 0.1;

export interface GoalNutrient {
  key: keyof DayTotals;
  goalKey: GoalKey;
  label: string;
  unit: string;
  direction: GoalDirection;
}

export const GOAL_NUTRIENTS: readonly GoalNutrient[] = [
  {
    key: "calories_kcal",
    goalKey: "calorieGoal",
    label: "Calories",
    unit: "kcal",
    direction: "near",
  },
  {
    key: "protein_g",
    goalKey: "proteinGoal",
    label: "Protein",
    unit: "g",
    direction: "at-least",
  },
  {
    key: "carbs_g",
    goalKey: "carbsGoal",
    label: "Carbs",
    unit: "g",
    direction: "at-most",
  },
  {
    key: "fat_g",
    goalKey: "fatGoal",
    label: "Fat",
    unit: "g",
    direction: "at-most",
  },
  {
    key: "fiber_g",
    goalKey: "fiberGoal",
    label: "Fiber",
    unit: "g",
    direction: "at-least",
  },
  {
    key: "sugar_g",
    goalKey: "sugarGoal",
    label: "Sugar",
    unit: "g",
    direction: "at-most",
  },
  {
    key: "sodium_mg",
    goalKey: "sodiumGoal",
    label: "Sodium",
    unit: "mg",
    direction: "at-most",
  },
  {
    key: "cholesterol_mg",
    goalKey: "cholesterolGoal",
    label: "Cholesterol",
    unit: "mg",
    direction: "at-most",
  },
  {
    key: "saturated_fat_g",
    goalKey: "saturatedFatGoal",
    label: "Saturated fat",
    unit: "g",
    direction: "at-most",
  },
];

/** The short rule shown beside each nutrient. */
export const DIRECTION_HELP: Record<GoalDirection, string> = {
  near: "within ±10% of goal",
  "at-least": "at or above goal",
  "at-most": "at or below goal",
};

export function isWithinGoal(value: number, goal: number, direction: GoalDirection): boolean {
  if (direction === "at-least") return value >= goal;
  if (direction === "at-most") return value <= goal;
  return Math.abs(value - goal) <= goal * CALORIE_TOLERANCE;
}

export interface GoalTrackingRow extends GoalNutrient {
  goal: number;
  withinDays: number;
  loggedDays: number;
}

/** Days within each goal, counted over the days with meals logged. */
export function goalTracking(days: readonly DaySummary[], goals: Goals): GoalTrackingRow[] {
  const logged = days.filter(isLogged);
  return GOAL_NUTRIENTS.map((nutrient) => {
    const goal = goals[nutrient.goalKey];
    return {
      ...nutrient,
      goal,
      loggedDays: logged.length,
      withinDays: logged.filter((day) => isWithinGoal(day.totals[nutrient.key], goal, nutrient.direction)).length,
    };
  });
}

const nearCalories = (day: DaySummary, goals: Goals) =>
  isLogged(day) && isWithinGoal(day.totals.calories_kcal, goals.calorieGoal, "near");

/**
 * Consecutive days near the calorie goal, counted back from the newest day. Today only adds to the run:
 * while it is still going and not (yet) near the goal, the count starts from yesterday instead.
 */
export function calorieStreak(days: readonly DaySummary[], goals: Goals, today: string): number {
  let index = days.length - 1;
  if (days[index]?.date === today && !nearCalories(days[index]!, goals)) index -= 1;
  let streak = 0;
  while (index >= 0 && nearCalories(days[index]!, goals)) {
    streak += 1;
    index -= 1;
  }
  return streak;
}

/** Kind words for a run of days; null when there is no run to mention. */
export function streakMessage(streak: number): string | null {
  if (streak <= 0) return null;
  if (streak === 1) return "Your latest day was near your calorie goal";
  return `${streak} days in a row near your calorie goal`;
}
