import { ChevronDown, RotateCcw, Save } from "lucide-react";
import { useState } from "react";
import {
  DEFAULT_GOALS,
  goalsToForm,
  type GoalKey,
  type GoalsForm as GoalsFormValues,
} from "../../../../contracts/index.js";
import { Button } from "../../../components/ui/button.js";
import { Spinner } from "../../../components/ui/spinner.js";
import { cn } from "../../../lib/cn.js";
import { useUpdateUserGoals } from "../api/update-user-goals.js";
import { GOAL_FIELDS, PRIMARY_GOALS, secondaryGoals, validateGoalsForm, type GoalErrors } from "../lib/goal-fields.js";
import { GoalInput } from "./goal-input.js";
import { GoalModeToggle } from "./goal-mode-toggle.js";

export function GoalsForm({ initial }: { initial: GoalsFormValues }) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<GoalErrors>({});
  const [moreOpen, setMoreOpen] = useState(false);
  const save = useUpdateUserGoals();
  const mode = values.goalType;
  const secondary = secondaryGoals(mode);
  const showSecondary = mode === "macro" || moreOpen;

  function change(key: GoalKey, value: string) {
    setValues((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
  }

  function submit() {
    const result = validateGoalsForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      if (secondary.some((key) => result.errors[key])) setMoreOpen(true);
      return;
    }
    setErrors({});
    save.mutate(result.goals);
  }

  const input = (key: GoalKey, prominent = false) => (
    <GoalInput
      key={key}
      field={GOAL_FIELDS[key]}
      value={values[key]}
      error={errors[key]}
      prominent={prominent}
      disabled={save.isPending}
      onChange={(value) => change(key, value)}
    />
  );

  return (
    <form
      noValidate
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <GoalModeToggle
        mode={mode}
        disabled={save.isPending}
        onChange={(goalType) => setValues((current) => ({ ...current, goalType }))}
      />
      <div className={cn("grid gap-4", mode === "macro" && "sm:grid-cols-2")}>
        {PRIMARY_GOALS[mode].map((key) => input(key, true))}
      </div>
      {mode === "simple" ? (
        <button
          type="button"
          aria-expanded={moreOpen}
          aria-controls="more-goals"
          onClick={() => setMoreOpen((open) => !open)}
          className="flex items-center justify-between rounded-lg border border-slate-200 px-3.5 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
        >
          More goals: macros, fiber, sugar, sodium and fats
          <ChevronDown aria-hidden="true" className={cn("size-4 transition-transform", moreOpen && "rotate-180")} />
        </button>
      ) : (
        <p className="-mb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">Other nutrients</p>
      )}
      <div id="more-goals" hidden={!showSecondary} className="grid gap-4 sm:grid-cols-2">
        {secondary.map((key) => input(key))}
      </div>
      <div className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-5 sm:flex-row sm:justify-between">
        <Button
          variant="ghost"
          disabled={save.isPending}
          onClick={() => {
            setValues(goalsToForm({ ...DEFAULT_GOALS }, mode));
            setErrors({});
          }}
        >
          <RotateCcw aria-hidden="true" />
          Use daily values
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Spinner className="text-current" /> : <Save aria-hidden="true" />}
          Save Goals
        </Button>
      </div>
    </form>
  );
}
