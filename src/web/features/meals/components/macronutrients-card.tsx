import type { Goals, MealSummary } from "../../../../contracts/index.js";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.js";
import { goalProgress } from "../lib/goal-progress.js";
import { formatAmount } from "../lib/nutrient-format.js";
import { GoalProgressList } from "./goal-progress-list.js";

/** The four macros with a goal bar; fiber, sugar and sodium are tiles below. */
function macroRows(meal: MealSummary, goals: Goals) {
  const { calories_kcal, protein_g, carbs_g, fat_g } = meal.macros;
  return goalProgress({ calories_kcal, protein_g, carbs_g, fat_g }, goals);
}

/** The meal against the user's daily goals, then the three nutrients without a bar. */
export function MacronutrientsCard({ meal, goals }: { meal: MealSummary; goals: Goals }) {
  const tiles = [
    ["Fiber", formatAmount(meal.macros.fiber_g, "g")],
    ["Sugar", formatAmount(meal.macros.sugar_g, "g")],
    ["Sodium", formatAmount(meal.macros.sodium_mg ?? meal.micros.sodium_mg, "mg")],
  ] as const;
  return (
    <Card>
      <CardHeader className="pb-4 sm:pb-4">
        <CardTitle>Macronutrients</CardTitle>
        <p className="text-sm text-slate-500">Against your daily goals</p>
      </CardHeader>
      <CardContent className="grid gap-5">
        <GoalProgressList rows={macroRows(meal, goals)} />
        <dl className="grid grid-cols-3 gap-2">
          {tiles.map(([label, value]) => (
            <div key={label} className="rounded-xl bg-slate-50 px-3 py-2.5 ring-1 ring-inset ring-slate-100">
              <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</dt>
              <dd className="mt-0.5 font-semibold tabular-nums text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
