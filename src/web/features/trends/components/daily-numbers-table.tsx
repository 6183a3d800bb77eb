import { ChevronDown } from "lucide-react";
import type { TrendSeries } from "../lib/chart-series.js";
import { formatKcal } from "../lib/trend-format.js";

const NUMBER_COLUMNS = ["Meals", "kcal", "Protein", "Carbs", "Fat"];

/** The charts' numbers as a table: for screen readers, and for anyone who prefers reading to squinting. */
export function DailyNumbersTable({ series }: { series: TrendSeries }) {
  const rows = series.dates
    .map((date, index) => ({ date, index }))
    .filter(({ index }) => series.mealCounts[index]! > 0)
    .reverse();
  return (
    <details className="group rounded-2xl border border-slate-200/80 bg-white shadow-sm shadow-slate-900/[0.03]">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-2xl px-5 py-4 text-sm font-semibold text-slate-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 sm:px-6 [&::-webkit-details-marker]:hidden">
        Daily numbers ({rows.length} logged {rows.length === 1 ? "day" : "days"}
        )
        <ChevronDown aria-hidden="true" className="size-4 text-slate-500 transition-transform group-open:rotate-180" />
      </summary>
      <div className="overflow-x-auto px-5 pb-5 sm:px-6">
        <table className="w-full text-left text-sm tabular-nums">
          <caption className="sr-only">Calories and macros per logged day, newest first</caption>
          <thead className="text-xs text-slate-500">
            <tr className="border-b border-slate-100">
              <th scope="col" className="py-2 pr-3 font-medium">
                Day
              </th>
              {NUMBER_COLUMNS.map((column, i) => (
                <th
                  key={column}
                  scope="col"
                  className={`py-2 text-right font-medium ${i < NUMBER_COLUMNS.length - 1 ? "pr-3" : ""}`}
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="text-slate-700">
            {rows.map(({ date, index }) => (
              <tr key={date} className="border-b border-slate-50 last:border-0">
                <th scope="row" className="py-2 pr-3 font-medium whitespace-nowrap text-slate-800">
                  {series.labels[index]}
                </th>
                <td className="py-2 pr-3 text-right">{series.mealCounts[index]}</td>
                <td className="py-2 pr-3 text-right">{formatKcal(series.calories[index] ?? 0)}</td>
                <td className="py-2 pr-3 text-right">{series.grams.protein_g[index]} g</td>
                <td className="py-2 pr-3 text-right">{series.grams.carbs_g[index]} g</td>
                <td className="py-2 text-right">{series.grams.fat_g[index]} g</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
