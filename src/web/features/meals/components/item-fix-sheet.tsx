import * as DialogPrimitive from "@radix-ui/react-dialog";
import { Trash2, X } from "lucide-react";
import { useLayoutEffect, useRef, useState } from "react";
import { type MealItem, type MealItemChoices, type MealItemFix, unitForQuantity } from "../../../../contracts/index.js";
import { Button } from "../../../components/ui/button.js";
import { Spinner } from "../../../components/ui/spinner.js";
import { errorMessageFor } from "../../../lib/api-client.js";
import { useFixMealItem } from "../api/fix-meal-item.js";
import { useMealItemChoices } from "../api/get-meal-item-choices.js";
import { useUndoFlow } from "../hooks/use-undo-flow.js";
import { formatCalories, formatNumber } from "../lib/nutrient-format.js";
import { ItemAmountForm } from "./item-amount-form.js";
import { ItemFoodChoices } from "./item-food-choices.js";

export interface TappedItem {
  index: number;
  item: MealItem;
}

interface ItemFixSheetProps {
  mealId: string;
  tapped: TappedItem | null;
  /** The meal's only item cannot be removed: the meal would be empty. */
  onlyItem: boolean;
  onClose: () => void;
}

/**
 * Tap to fix an item: its amount in any of its food's units, another of the closest foods, or off the meal. A
 * bottom sheet on a phone, a dialog on a wider screen; every fix goes through the meal's history and can be undone.
 */
export function ItemFixSheet({ mealId, tapped, onlyItem, onClose }: ItemFixSheetProps) {
  const fix = useFixMealItem();
  const undo = useUndoFlow();
  const [problem, setProblem] = useState<string>();
  const pendingAction = fix.isPending ? fix.variables?.fix.action : undefined;
  const content = useRef<HTMLDivElement>(null);
  // Opened from the item's button, not a Radix trigger: focus goes back to it when the sheet closes.
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (tapped && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
  }, [tapped]);

  function close() {
    if (fix.isPending) return;
    setProblem(undefined);
    onClose();
  }

  function apply(change: MealItemFix, done: string) {
    if (!tapped) return;
    setProblem(undefined);
    fix.mutate(
      { id: mealId, index: tapped.index, fix: { ...change, item_food_id: tapped.item.food_id } },
      {
        onSuccess: (changed) => {
          onClose();
          undo.confirmChange(changed, { title: done, description: "Totals updated." });
        },
        onError: (error) => setProblem(errorMessageFor(error, "The item could not be changed. Please try again.")),
      },
    );
  }

  return (
    <DialogPrimitive.Root open={tapped !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/40 backdrop-blur-[2px]" />
        <DialogPrimitive.Content
          className="fixed inset-x-0 bottom-0 z-50 grid max-h-[92dvh] gap-5 overflow-y-auto rounded-t-2xl border border-slate-200 bg-white px-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] pt-3 shadow-xl shadow-slate-900/10 focus:outline-none sm:inset-x-auto sm:bottom-auto sm:left-1/2 sm:top-1/2 sm:w-[calc(100%-2rem)] sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-6"
          ref={content}
          onPointerDownOutside={(event) => fix.isPending && event.preventDefault()}
          // The sheet itself takes focus, not the amount field: on a phone that would open the keyboard over it.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            content.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            const target = opener.current;
            opener.current = null;
            if (target?.isConnected && target !== document.body) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          <div aria-hidden="true" className="mx-auto h-1.5 w-10 rounded-full bg-slate-200 sm:hidden" />
          {tapped ? (
            <SheetBody
              key={`${tapped.index}-${tapped.item.food_id}`}
              mealId={mealId}
              tapped={tapped}
              onlyItem={onlyItem}
              pendingAction={pendingAction}
              problem={problem}
              onApply={apply}
            />
          ) : null}
          <DialogPrimitive.Close asChild>
            <Button
              variant="ghost"
              size="icon"
              aria-label="Close"
              disabled={fix.isPending}
              className="absolute right-3 top-3 size-9 text-slate-500"
            >
              <X aria-hidden="true" />
            </Button>
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

interface SheetBodyProps {
  mealId: string;
  tapped: TappedItem;
  onlyItem: boolean;
  pendingAction: MealItemFix["action"] | undefined;
  problem: string | undefined;
  onApply: (change: MealItemFix, done: string) => void;
}

function SheetBody({ mealId, tapped, onlyItem, pendingAction, problem, onApply }: SheetBodyProps) {
  const choices = useMealItemChoices(mealId, { index: tapped.index, foodId: tapped.item.food_id });
  const { item } = tapped;
  const busy = pendingAction !== undefined;
  const name = choices.data?.name ?? item.food_name;

  return (
    <>
      <div className="grid gap-1 pr-10">
        <DialogPrimitive.Title className="text-lg font-semibold tracking-tight text-slate-900">
          Fix {name}
        </DialogPrimitive.Title>
        <DialogPrimitive.Description className="text-sm text-slate-600">
          Counted now: {nowText(item, choices.data)} · {formatNumber(item.grams)} g ·{" "}
          <span className="font-semibold text-slate-800">{formatCalories(item.macros.calories_kcal)} kcal</span>
        </DialogPrimitive.Description>
      </div>
      {problem ? (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-700"
        >
          {problem}
        </p>
      ) : null}
      {choices.isPending ? (
        <div className="flex items-center gap-2 py-6 text-sm text-slate-500">
          <Spinner /> Loading this food's units and alternatives…
        </div>
      ) : choices.isError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errorMessageFor(choices.error, "This item's choices could not be loaded. Please try again.")}
        </p>
      ) : (
        <>
          <ItemAmountForm
            choices={choices.data}
            item={item}
            pending={pendingAction === "amount"}
            disabled={busy}
            onSave={(amount, unit) => onApply({ action: "amount", amount, unit }, `${name} amount changed`)}
          />
          <ItemFoodChoices
            choices={choices.data}
            pending={pendingAction === "food"}
            disabled={busy}
            onPick={(foodId, foodName) => onApply({ action: "food", food_id: foodId }, `Swapped for ${foodName}`)}
          />
        </>
      )}
      <div className="grid gap-1.5 border-t border-slate-100 pt-4">
        <Button
          variant="ghost"
          className="justify-start text-red-700 hover:bg-red-50 hover:text-red-800"
          disabled={busy || onlyItem}
          onClick={() => onApply({ action: "remove" }, `${name} removed`)}
        >
          {pendingAction === "remove" ? <Spinner className="text-current" /> : <Trash2 aria-hidden="true" />}
          Remove from this meal
        </Button>
        {onlyItem ? (
          <p className="px-4 text-xs text-slate-500">It is this meal's only food: delete the meal instead.</p>
        ) : null}
      </div>
    </>
  );
}

function nowText(item: MealItem, choices: MealItemChoices | undefined): string {
  const unit = choices?.units.find((u) => u.id === choices.unit);
  if (choices && unit) return `${formatNumber(choices.amount)} ${unit.label}`;
  return `${formatNumber(item.quantity)} ${unitForQuantity(item.quantity, item.unit)}`;
}
