import { Check } from "lucide-react";
import { useState, type FormEvent } from "react";
import type { MealItem, MealItemChoices } from "../../../../contracts/index.js";
import { Button } from "../../../components/ui/button.js";
import { Input } from "../../../components/ui/input.js";
import { Label } from "../../../components/ui/label.js";
import { Spinner } from "../../../components/ui/spinner.js";
import { formatCalories, formatNumber } from "../lib/nutrient-format.js";

interface ItemAmountFormProps {
  choices: MealItemChoices;
  item: MealItem;
  pending: boolean;
  disabled: boolean;
  onSave: (amount: number, unit: string) => void;
}

const SELECT_CLASS =
  "h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm focus-visible:border-brand-500 focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-brand-500/20 sm:text-sm";

/** The item's amount in one of its food's units, with the weight and energy it comes to before saving. */
export function ItemAmountForm({ choices, item, pending, disabled, onSave }: ItemAmountFormProps) {
  const [amountText, setAmountText] = useState(() => String(Math.round(choices.amount * 100) / 100));
  const [unitId, setUnitId] = useState(choices.unit);
  const [problem, setProblem] = useState<string>();
  const unit = choices.units.find((u) => u.id === unitId);
  const amount = Number(amountText.replace(",", "."));
  const valid = amountText.trim() !== "" && Number.isFinite(amount) && amount > 0;
  const grams = valid && unit ? amount * unit.grams_per_unit : undefined;
  // The food's energy per gram, from the item as counted: the preview scales it as the server will.
  const kcalPerGram = item.grams > 0 ? item.macros.calories_kcal / item.grams : 0;
  const unchanged = valid && unitId === choices.unit && Math.abs(amount - choices.amount) < 1e-9;
  const usda = choices.units.filter((u) => u.usda);
  const measures = choices.units.filter((u) => !u.usda);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!valid) {
      setProblem("Enter an amount more than zero, for example 150.");
      return;
    }
    setProblem(undefined);
    onSave(amount, unitId);
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-3" aria-labelledby="item-fix-amount-heading">
      <h3 id="item-fix-amount-heading" className="text-sm font-semibold text-slate-900">
        Amount
      </h3>
      <div className="grid grid-cols-[6.5rem_minmax(0,1fr)] gap-2">
        <div className="grid gap-1">
          <Label htmlFor="item-fix-amount" className="text-xs text-slate-600">
            How much
          </Label>
          <Input
            id="item-fix-amount"
            inputMode="decimal"
            autoComplete="off"
            value={amountText}
            aria-invalid={problem ? true : undefined}
            aria-describedby="item-fix-amount-result"
            onChange={(event) => setAmountText(event.target.value)}
            className="tabular-nums"
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="item-fix-unit" className="text-xs text-slate-600">
            Unit
          </Label>
          <select
            id="item-fix-unit"
            value={unitId}
            onChange={(event) => setUnitId(event.target.value)}
            className={SELECT_CLASS}
          >
            {usda.length ? (
              <optgroup label="USDA portions">
                {usda.map((u) => (
                  <option key={u.id} value={u.id}>
                    {u.label} ({formatNumber(u.grams_per_unit)} g)
                  </option>
                ))}
              </optgroup>
            ) : null}
            <optgroup label="Weights and measures">
              {measures.map((u) => (
                <option key={u.id} value={u.id}>
                  {u.label}
                </option>
              ))}
            </optgroup>
          </select>
        </div>
      </div>
      <p id="item-fix-amount-result" aria-live="polite" className="text-sm text-slate-600">
        {problem ? (
          <span className="font-medium text-red-600">{problem}</span>
        ) : grams !== undefined ? (
          <>
            Comes to <span className="tabular-nums">{formatNumber(Math.round(grams * 10) / 10)} g</span> ·{" "}
            <span className="font-semibold tabular-nums text-slate-900">
              {formatCalories(grams * kcalPerGram)} kcal
            </span>
          </>
        ) : (
          "Enter an amount more than zero."
        )}
      </p>
      <Button type="submit" disabled={disabled || unchanged} className="w-full sm:w-auto sm:justify-self-end">
        {pending ? <Spinner className="text-current" /> : <Check aria-hidden="true" />}
        Save amount
      </Button>
    </form>
  );
}
