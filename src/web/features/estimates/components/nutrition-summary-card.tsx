import { Card } from "../../../components/ui/card.js";
import type { EstimateTotals } from "../lib/estimate-totals.js";

/** 'Nutrition Summary': rounded total calories and the macros summed over the items. */
export function NutritionSummaryCard({ totals }: { totals: EstimateTotals }) {
  const macros = [
    ["Protein", totals.protein, "bg-sky-50 text-sky-900"],
    ["Carbs", totals.carbs, "bg-amber-50 text-amber-900"],
    ["Fat", totals.fat, "bg-rose-50 text-rose-900"],
  ] as const;
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold tracking-tight text-slate-900">Nutrition Summary</h2>
      <p className="mt-3 flex items-baseline gap-2">
        <span className="text-4xl font-bold tabular-nums tracking-tight text-brand-800 sm:text-5xl">
          {totals.calories}
        </span>
        <span className="text-base font-medium text-slate-600">calories</span>
      </p>
      <dl className="mt-4 grid grid-cols-3 gap-2 sm:gap-3">
        {macros.map(([label, grams, tone]) => (
          <div key={label} className={`rounded-xl px-3 py-3 ${tone}`}>
            <dt className="text-xs font-medium opacity-80">{label}</dt>
            <dd className="mt-0.5 text-xl font-bold tabular-nums">{grams} g</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
