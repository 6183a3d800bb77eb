import type { MealSummary } from "../../../../contracts/index.js";
import { Card } from "../../../components/ui/card.js";
import { formatCalories, formatNumber } from "../lib/nutrient-format.js";
import { MealTypeBadge } from "./meal-type-badge.js";

/** The meal as it stands before the edit: title, description and the four main numbers. */
export function CurrentMealSummary({ meal }: { meal: MealSummary }) {
  const stats = [
    ["Calories", formatCalories(meal.macros.calories_kcal), "kcal"],
    ["Protein", formatNumber(meal.macros.protein_g), "g"],
    ["Carbs", formatNumber(meal.macros.carbs_g), "g"],
    ["Fat", formatNumber(meal.macros.fat_g), "g"],
  ] as const;
  return (
    <Card className="p-5 sm:p-6">
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">Current meal</p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-semibold tracking-tight text-slate-900">{meal.title}</h2>
        <MealTypeBadge type={meal.meal_type} />
      </div>
      {meal.description ? <p className="mt-1 text-sm leading-relaxed text-slate-600">{meal.description}</p> : null}
      <dl className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {stats.map(([label, value, unit]) => (
          <div key={label} className="min-w-0 rounded-xl bg-slate-50 px-2.5 py-2 ring-1 ring-inset ring-slate-100">
            <dt className="truncate text-[0.68rem] font-semibold uppercase tracking-wide text-slate-500">{label}</dt>
            <dd className="truncate font-semibold tabular-nums text-slate-900">
              {value}
              <span className="ml-0.5 text-xs font-medium text-slate-500">{unit}</span>
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
