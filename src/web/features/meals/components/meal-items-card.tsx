import { ChevronRight, Info } from "lucide-react";
import { FOOD_DATA_SOURCE, type MealItem, unitForQuantity } from "../../../../contracts/index.js";
import { Badge } from "../../../components/ui/badge.js";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.js";
import { formatCalories, formatNumber } from "../lib/nutrient-format.js";

const amountText = (item: MealItem) => `${formatNumber(item.quantity)} ${unitForQuantity(item.quantity, item.unit)}`;

interface MealItemsCardProps {
  items: MealItem[];
  /** Opens the fix sheet for an item; absent while the meal is being edited (the fix would be overwritten). */
  onFix?: (index: number) => void;
}

/**
 * What the meal was counted as, food by food, with the assumptions made, so the user knows what to correct; a tap
 * on a food opens its fix (the whole row answers the tap, the food's name is the button keyboards and readers use).
 */
export function MealItemsCard({ items, onFix }: MealItemsCardProps) {
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
          {onFix ? " Tap a food to change its amount or swap it." : null}
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
                <tr
                  key={`${item.food_id}-${index}`}
                  className={onFix ? "cursor-pointer align-top transition-colors hover:bg-slate-50/80" : "align-top"}
                  onClick={onFix ? () => onFix(index) : undefined}
                >
                  <td className="py-3 pl-5 pr-3 sm:pl-6">
                    {onFix ? (
                      <button
                        type="button"
                        onClick={(event) => {
                          event.stopPropagation();
                          onFix(index);
                        }}
                        className="group -mx-1 inline-flex items-start gap-1 rounded px-1 text-left font-medium text-slate-900 underline decoration-slate-300 decoration-dotted underline-offset-4 hover:decoration-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                      >
                        {item.food_name}
                        <span className="sr-only">: change amount or food</span>
                        <ChevronRight
                          aria-hidden="true"
                          className="mt-0.5 size-4 shrink-0 text-slate-400 group-hover:text-brand-600"
                        />
                      </button>
                    ) : (
                      <p className="font-medium text-slate-900">{item.food_name}</p>
                    )}
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
