import type { KeyboardEvent, Ref } from "react";
import { MEAL_MESSAGE_MAX_LENGTH } from "../../../../contracts/index.js";
import { Textarea } from "../../../components/ui/textarea.js";

const PLACEHOLDER = `Describe what you ate, e.g. "2 eggs scrambled in 1 tsp butter, a slice of whole wheat toast and a large oat milk latte from Starbucks"

Tip: include portions, how much oil was used and the restaurant name for a more accurate estimate.`;

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
  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onSubmitShortcut();
    }
  }

  return (
    <>
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
    </>
  );
}
