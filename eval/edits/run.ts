import { analyzeMeal, editMeal } from "../../src/nutrition/index.js";
import { EDIT_CASES } from "./cases.js";
import type { EditCase } from "./edit-case.js";
import { withinTolerance } from "./score.js";

/**
 * npm run eval:edits: applies every hand-checked correction in cases.ts to the meal as the engine first logs it
 * and prints JSON: the share of corrections within 15% of the expected energy, the refusals, and every case the
 * editor reported as done while its energy is more than 15% off (silently wrong).
 */
const NOW = new Date("2026-03-11T19:00:00Z");
const TIME_ZONE = "America/New_York";

type Outcome =
  | { kind: "right"; kcal?: number }
  | { kind: "refused"; reason: string }
  | { kind: "silent-wrong"; kcal: number }
  | { kind: "wrong-time"; mealType: string }
  | { kind: "not-logged" };

function run(c: EditCase): Outcome {
  const logged = analyzeMeal(c.meal, { now: NOW, timeZone: TIME_ZONE });
  const meal = logged.ok ? logged.meals[0] : undefined;
  if (!meal) return { kind: "not-logged" };
  const edited = editMeal(meal, c.instruction, NOW, TIME_ZONE);
  if (c.expected === null)
    return edited.ok ? { kind: "silent-wrong", kcal: edited.meal.macros.calories_kcal } : { kind: "right" };
  if (!edited.ok) return { kind: "refused", reason: edited.reason };
  const kcal = Math.round(edited.meal.macros.calories_kcal * 10) / 10;
  if (!withinTolerance(kcal, c.expected)) return { kind: "silent-wrong", kcal };
  if (c.mealType && edited.meal.meal_type !== c.mealType)
    return { kind: "wrong-time", mealType: edited.meal.meal_type };
  return { kind: "right", kcal };
}

const results = EDIT_CASES.map((c) => ({ case: c, outcome: run(c) }));
const share = (n: number) => Math.round((n / results.length) * 1000) / 10;
const right = results.filter((r) => r.outcome.kind === "right").length;
const byKind: Record<string, { cases: number; right: number }> = {};
for (const r of results) {
  const k = (byKind[r.case.kind] ??= { cases: 0, right: 0 });
  k.cases++;
  if (r.outcome.kind === "right") k.right++;
}
const listed = (kind: Outcome["kind"]) =>
  results
    .filter((r) => r.outcome.kind === kind)
    .map((r) => ({ meal: r.case.meal, instruction: r.case.instruction, expected: r.case.expected, ...r.outcome }));

console.log(
  JSON.stringify(
    {
      cases: results.length,
      within_15_percent: right,
      within_15_percent_share: share(right),
      refused: listed("refused"),
      silently_wrong: listed("silent-wrong"),
      wrong_time: listed("wrong-time"),
      not_logged: listed("not-logged"),
      by_kind: byKind,
    },
    null,
    2,
  ),
);
