import type { KeyboardEvent, Ref } from "react";
import { MEAL_MESSAGE_MAX_LENGTH } from "../../../../contracts/index.js";
import { Textarea } from "../../../components/ui/textarea.js";
import { cn } from "../../../lib/cn.js";

const PLACEHOLDER = `Describe what you ate, e.g. "2 eggs scrambled in 1 tsp butter, a slice of whole wheat toast and a large oat milk latte from Starbucks"

Tip: include portions, how much oil was used and the restaurant name for a more accurate estimate.`;

/** The counter stays quiet until the text gets close to the limit. */
const COUNTER_FROM = Math.floor(MEAL_MESSAGE_MAX_LENGTH * 0.8);

interface MealInputProps {
  value: string;
  onChange: (value: string) => void;
  onSubmitShortcut: () => void;
  disabled: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

export function MealInput({
  value,
  onChange,
  onSubmitShortcut,
  disabled,
  ref,
}: MealInputProps) {
  const showCounter = value.length >= COUNTER_FROM;
  const atLimit = value.length >= MEAL_MESSAGE_MAX_LENGTH;

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onSubmitShortcut();
    }
  }

  return (
    <div>
      <label htmlFor="meal-input" className="sr-only">
        Describe what you ate
      </label>
      <Textarea
        id="meal-input"
        name="meal"
        ref={ref}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={handleKeyDown}
        placeholder={PLACEHOLDER}
        maxLength={MEAL_MESSAGE_MAX_LENGTH}
        disabled={disabled}
        aria-describedby="meal-input-hint"
        className="min-h-[270px]"
      />
      <div
        id="meal-input-hint"
        className="mt-2 flex min-h-5 items-center justify-between gap-3 text-xs text-slate-500"
      >
        <span className="hidden md:inline">
          Press{" "}
          <kbd className="rounded border border-slate-200 bg-slate-50 px-1 font-sans font-medium text-slate-600">
            Ctrl
          </kbd>{" "}
          +{" "}
          <kbd className="rounded border border-slate-200 bg-slate-50 px-1 font-sans font-medium text-slate-600">
            Enter
          </kbd>{" "}
          to log
        </span>
        {showCounter ? (
          <span
            className={cn(
              "ml-auto tabular-nums",
              atLimit && "font-semibold text-amber-700",
            )}
          >
            {value.length.toLocaleString("en-US")} /{" "}
            {MEAL_MESSAGE_MAX_LENGTH.toLocaleString("en-US")} characters
          </span>
        ) : null}
      </div>
    </div>
  );
}
