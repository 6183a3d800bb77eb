import * as DialogPrimitive from "@radix-ui/react-dialog";
import { useState, type FormEvent } from "react";
import { mealTypeSchema, type MealSummary, type MealType } from "../../../../contracts/index.js";
import { Button } from "../../../components/ui/button.js";
import { FormField } from "../../../components/ui/form-field.js";
import { Input } from "../../../components/ui/input.js";
import { Spinner } from "../../../components/ui/spinner.js";
import { localInputValue, type LogAgainChoice } from "../lib/log-again-request.js";
import { MEAL_TYPE_LABELS } from "../lib/meal-type-labels.js";

interface LogAgainDialogProps {
  meal: MealSummary | null;
  pending: boolean;
  /** Why the last choice could not be sent, shown under the time. */
  problem: string | undefined;
  onCancel: () => void;
  onConfirm: (choice: LogAgainChoice) => void;
}

/** Copies a meal to now, or to a day, time and meal the user picks. */
export function LogAgainDialog({ meal, pending, problem, onCancel, onConfirm }: LogAgainDialogProps) {
  return (
    <DialogPrimitive.Root
      open={meal !== null}
      onOpenChange={(open) => {
        if (!open && !pending) onCancel();
      }}
    >
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/40 backdrop-blur-[2px]" />
        <DialogPrimitive.Content className="fixed left-1/2 top-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-xl shadow-slate-900/10 focus:outline-none">
          {meal ? (
            <LogAgainForm key={meal.id} meal={meal} pending={pending} problem={problem} onConfirm={onConfirm} />
          ) : null}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

function LogAgainForm({
  meal,
  pending,
  problem,
  onConfirm,
}: Pick<LogAgainDialogProps, "pending" | "problem" | "onConfirm"> & { meal: MealSummary }) {
  const [now] = useState(() => localInputValue(new Date()));
  const [when, setWhen] = useState(now);
  const [mealType, setMealType] = useState<MealType | "">("");

  function submit(event: FormEvent) {
    event.preventDefault();
    onConfirm({ when, mealType });
  }

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <div className="grid gap-2">
        <DialogPrimitive.Title className="text-lg font-semibold tracking-tight text-slate-900">
          Log this meal again
        </DialogPrimitive.Title>
        <DialogPrimitive.Description className="text-sm leading-relaxed text-slate-600">
          A new entry of <span className="font-semibold text-slate-800">{meal.title}</span> with the same foods and
          numbers ({Math.round(meal.macros.calories_kcal).toLocaleString("en-US")} kcal).
        </DialogPrimitive.Description>
      </div>
      <FormField id="log-again-when" label="When" error={problem} hint="Now, unless you pick another day or time.">
        {(describedBy) => (
          <Input
            id="log-again-when"
            type="datetime-local"
            value={when}
            max={now}
            required
            aria-invalid={problem ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => setWhen(event.target.value)}
          />
        )}
      </FormField>
      <FormField id="log-again-meal" label="Meal">
        {() => (
          <select
            id="log-again-meal"
            value={mealType}
            onChange={(event) => {
              const chosen = mealTypeSchema.safeParse(event.target.value);
              setMealType(chosen.success ? chosen.data : "");
            }}
            className="h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm focus-visible:border-brand-500 focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-brand-500/20 sm:text-sm"
          >
            <option value="">By the time</option>
            {mealTypeSchema.options.map((type) => (
              <option key={type} value={type}>
                {MEAL_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogPrimitive.Close asChild>
          <Button type="button" variant="secondary" disabled={pending}>
            Cancel
          </Button>
        </DialogPrimitive.Close>
        <Button type="submit" disabled={pending}>
          {pending ? <Spinner className="text-current" /> : null}
          Log again
        </Button>
      </div>
    </form>
  );
}
