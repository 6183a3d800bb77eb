import { ArrowRightLeft } from "lucide-react";
import { useState } from "react";
import type { MealItemChoices } from "../../../../contracts/index.js";
import { Spinner } from "../../../components/ui/spinner.js";
import { formatCalories, formatNumber } from "../lib/nutrient-format.js";

interface ItemFoodChoicesProps {
  choices: MealItemChoices;
  pending: boolean;
  disabled: boolean;
  onPick: (foodId: string, foodName: string) => void;
}

/** The closest other foods the engine weighed for the item's words, each at the item's amount; one tap swaps. */
export function ItemFoodChoices({ choices, pending, disabled, onPick }: ItemFoodChoicesProps) {
  const [picked, setPicked] = useState<string>();
  if (choices.alternatives.length === 0) return null;
  return (
    <section aria-labelledby="item-fix-food-heading" className="grid gap-2">
      <div>
        <h3 id="item-fix-food-heading" className="text-sm font-semibold text-slate-900">
          Another food
        </h3>
        <p className="text-xs text-slate-500">The closest matches in the food data, at the same amount.</p>
      </div>
      <ul className="grid divide-y divide-slate-100 overflow-hidden rounded-xl border border-slate-200">
        {choices.alternatives.map((food) => (
          <li key={food.food_id}>
            <button
              type="button"
              disabled={disabled}
              onClick={() => {
                setPicked(food.food_id);
                onPick(food.food_id, food.food_name);
              }}
              className="flex min-h-12 w-full items-center gap-3 px-3.5 py-2.5 text-left text-sm transition-colors hover:bg-slate-50 focus-visible:bg-brand-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-500 disabled:opacity-60"
            >
              <span className="min-w-0 flex-1 text-slate-800">{food.food_name}</span>
              <span className="shrink-0 text-right text-xs tabular-nums text-slate-500">
                {formatNumber(food.grams)} g ·{" "}
                <span className="font-semibold text-slate-800">{formatCalories(food.calories_kcal)} kcal</span>
              </span>
              {pending && picked === food.food_id ? (
                <Spinner className="shrink-0" />
              ) : (
                <ArrowRightLeft aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
              )}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
