import {
  DEFAULT_GOALS,
  goalKeys,
  goalsFormSchema,
  goalsToForm,
  type GoalKey,
  type GoalsForm,
} from "../../../../contracts/index.js";

export type GoalMode = GoalsForm["goalType"];

export interface GoalField {
  key: GoalKey;
  label: string;
  unit: string;
}

export const GOAL_FIELDS: Record<GoalKey, GoalField> = {
  calorieGoal: { key: "calorieGoal", label: "Calories", unit: "kcal" },
  proteinGoal: { key: "proteinGoal", label: "Protein", unit: "g" },
  carbsGoal: { key: "carbsGoal", label: "Carbs", unit: "g" },
  fatGoal: { key: "fatGoal", label: "Fat", unit: "g" },
  fiberGoal: { key: "fiberGoal", label: "Fiber", unit: "g" },
  sugarGoal: { key: "sugarGoal", label: "Sugar", unit: "g" },
  sodiumGoal: { key: "sodiumGoal", label: "Sodium", unit: "mg" },
  cholesterolGoal: { key: "cholesterolGoal", label: "Cholesterol", unit: "mg" },
  saturatedFatGoal: {
    key: "saturatedFatGoal",
    label: "Saturated fat",
    unit: "g",
  },
};

/**
 * What each mode puts up front. Simple: one number, calories; the other eight wait behind "More goals".
 * Macro: calories and the three macros up front, the other five listed under them, all nine editable.
 */
export const PRIMARY_GOALS: Record<GoalMode, GoalKey[]> = {
  simple: ["calorieGoal"],
  macro: ["calorieGoal", "proteinGoal", "carbsGoal", "fatGoal"],
};

export const secondaryGoals = (mode: GoalMode): GoalKey[] =>
  goalKeys.filter((key) => !PRIMARY_GOALS[mode].includes(key));

/** The form's starting values: the saved goals, else the defaults in simple mode. */
export function initialGoalsForm(saved: GoalsForm | undefined): GoalsForm {
  return saved ?? goalsToForm({ ...DEFAULT_GOALS }, "simple");
}

export type GoalErrors = Partial<Record<GoalKey, string>>;

export function validateGoalsForm(
  values: GoalsForm,
): { ok: true; goals: GoalsForm } | { ok: false; errors: GoalErrors } {
  const result = goalsFormSchema.safeParse(values);
  if (result.success) return { ok: true, goals: result.data };
  const errors: GoalErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    if (typeof key === "string" && key in GOAL_FIELDS) errors[key as GoalKey] ??= issue.message;
  }
  return { ok: false, errors };
}
