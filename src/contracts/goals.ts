import { z } from "zod";

/**
 * The one set of default goals (US Daily Values): used for scoring, stored for new users and shown as the form's
 * initial values. See docs/decisions/0004-default-goals.md.
 */
export const DEFAULT_GOALS = {
  calorieGoal: 2000,
  proteinGoal: 50,
  carbsGoal: 275,
  fatGoal: 78,
  fiberGoal: 28,
  sugarGoal: 50,
  sodiumGoal: 2300,
  cholesterolGoal: 300,
  saturatedFatGoal: 20,
} as const;
export type GoalKey = keyof typeof DEFAULT_GOALS;
export const goalKeys = Object.keys(DEFAULT_GOALS) as GoalKey[];
export type Goals = Record<GoalKey, number>;

export const goalTypeSchema = z.enum(["simple", "macro"], { error: "goalType must be simple or macro." });

const goalText = z
  .string({ error: "Must be a valid number" })
  .trim()
  .min(1, { error: "Must be a valid number" })
  .regex(/^\d{1,6}(\.\d{1,2})?$/, { error: "Must be a valid number" });

/** PUT /api/user-goals and the goals form: nine numbers as text, plus the mode. */
export const goalsFormSchema = z.object({
  calorieGoal: goalText,
  proteinGoal: goalText,
  carbsGoal: goalText,
  fatGoal: goalText,
  fiberGoal: goalText,
  sugarGoal: goalText,
  sodiumGoal: goalText,
  cholesterolGoal: goalText,
  saturatedFatGoal: goalText,
  goalType: goalTypeSchema,
});
export type GoalsForm = z.infer<typeof goalsFormSchema>;
/** GET /api/user-goals answers in the same shape the form sends. */
export const userGoalsSchema = goalsFormSchema;
export type UserGoals = GoalsForm;

/** A goal that is zero or missing falls back to its default (spec, section 5). */
export function effectiveGoals(
  stored: Partial<Record<GoalKey, number | string | null | undefined>> | undefined,
): Goals {
  const goals = { ...DEFAULT_GOALS } as Goals;
  for (const key of goalKeys) {
    const value = Number(stored?.[key]);
    if (Number.isFinite(value) && value > 0) goals[key] = value;
  }
  return goals;
}

export const goalsToForm = (goals: Goals, goalType: "simple" | "macro"): GoalsForm => ({
  ...(Object.fromEntries(goalKeys.map((key) => [key, String(goals[key])])) as Record<GoalKey, string>),
  goalType,
});
