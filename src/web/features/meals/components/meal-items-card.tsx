import { Info } from "lucide-react";
import { FOOD_DATA_SOURCE, type MealItem } from "../../../../contracts/index.js";
import { Badge } from "../../../components/ui/badge.js";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.js";
import { formatCalories, formatNumber } from "../lib/nutrient-format.js";

const amountText = (item: MealItem) => `${formatNumber(item.quantity)} ${item.unit}`;

/** What the meal was counted as, food by food, with the assumptions made, so the user knows what to correct. */
export function MealItemsCard({ items }: { items: MealItem[] }) {
  return (
    <Card>
      <CardHeader className="pb-3 sm:pb-3">
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle>What we counted</CardTitle>
          <Badge variant="neutral">Estimate</Badge>
        </div>
        <p className="flex items-start gap-1.5 text-sm text-slate-500">
          <Info aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
          Values are estimates from {FOOD_DATA_SOURCE} data for the amounts below.
        </p>
      </CardHeader>
      <CardContent className="px-0 sm:px-0">
        {items.length === 0 ? (
          <p className="px-5 text-sm text-slate-500 sm:px-6">This meal has no itemised foods.</p>
        ) : (
          <table className="w-full text-left text-sm">
            <thead className="border-y border-slate-100 bg-slate-50/70 text-xs font-semibold uppercase tracking-wide text-slate-500">
              <tr>
                <th scope="col" className="py-2 pl-5 pr-3 sm:pl-6">
                  Food
                </th>
                <th scope="col" className="hidden px-3 py-2 sm:table-cell">
                  Amount
                </th>
                <th scope="col" className="hidden px-3 py-2 text-right sm:table-cell">
                  Grams
                </th>
                <th scope="col" className="py-2 pl-3 pr-5 text-right sm:pr-6">
                  Calories
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {items.map((item, index) => (
                <tr key={`${item.food_id}-${index}`} className="align-top">
                  <td className="py-3 pl-5 pr-3 sm:pl-6">
                    <p className="font-medium text-slate-900">{item.food_name}</p>
                    <p className="mt-0.5 text-xs text-slate-500 sm:hidden">
                      {amountText(item)} · {formatNumber(item.grams)} g
                    </p>
                    {item.assumption ? (
                      <p className="mt-1 text-xs leading-relaxed text-slate-500">Assumed {item.assumption}</p>
                    ) : null}
                  </td>
                  <td className="hidden px-3 py-3 text-slate-700 sm:table-cell">{amountText(item)}</td>
                  <td className="hidden px-3 py-3 text-right tabular-nums text-slate-700 sm:table-cell">
                    {formatNumber(item.grams)} g
                  </td>
                  <td className="py-3 pl-3 pr-5 text-right font-semibold tabular-nums text-slate-900 sm:pr-6">
                    {formatCalories(item.macros.calories_kcal)}
                    <span className="ml-0.5 text-xs font-medium text-slate-500">kcal</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  );
}
