import { progressPercent, type DayTotals, type GoalKey, type Goals } from "../../../../contracts/index.js";

export interface GoalProgress {
  key: keyof DayTotals;
  label: string;
  unit: string;
  actual: number;
  goal: number;
  /** Bar width, 0-100. */
  percent: number;
  /** Above a limit's goal: the spec turns the text red. Never for a target such as protein, where more is fine. */
  over: boolean;
}

/** Goals to reach rather than stay under: going past them is not a warning. */
const TARGETS = new Set<keyof DayTotals>(["protein_g", "fiber_g"]);

const rows: Array<[keyof DayTotals, GoalKey, string, string]> = [
  ["calories_kcal", "calorieGoal", "Calories", "kcal"],
  ["protein_g", "proteinGoal", "Protein", "g"],
  ["carbs_g", "carbsGoal", "Carbs", "g"],
  ["fat_g", "fatGoal", "Fat", "g"],
  ["fiber_g", "fiberGoal", "Fiber", "g"],
  ["sugar_g", "sugarGoal", "Sugar", "g"],
  ["sodium_mg", "sodiumGoal", "Sodium", "mg"],
  ["cholesterol_mg", "cholesterolGoal", "Cholesterol", "mg"],
  ["saturated_fat_g", "saturatedFatGoal", "Saturated fat", "g"],
];

/** One bar per nutrient given (every goal for a day's totals), in the order the day view lists them. */
export function goalProgress(totals: Partial<DayTotals>, goals: Goals): GoalProgress[] {
  return rows.flatMap(([key, goalKey, label, unit]) => {
    const actual = totals[key];
    if (actual === undefined) return [];
    const goal = goals[goalKey];
    return [
      {
        key,
        label,
        unit,
        actual,
        goal,
        percent: progressPercent(actual, goal),
        over: !TARGETS.has(key) && actual > goal,
      },
    ];
  });
}

/** Share of the day's calories from protein, carbs and fat (4, 4 and 9 kcal per gram), in whole percents. */
export function macroSplit(totals: {
  protein_g: number;
  carbs_g: number;
  fat_g: number;
}): { protein: number; carbs: number; fat: number } | null {
  const protein = totals.protein_g * 4;
  const carbs = totals.carbs_g * 4;
  const fat = totals.fat_g * 9;
  const sum = protein + carbs + fat;
  if (sum <= 0) return null;
  return {
    protein: Math.round((protein / sum) * 100),
    carbs: Math.round((carbs / sum) * 100),
    fat: Math.round((fat / sum) * 100),
  };
}
