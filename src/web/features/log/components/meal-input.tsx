import { useEffect, useRef, type KeyboardEvent, type Ref } from "react";
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

export function MealInput({ value, onChange, onSubmitShortcut, disabled, ref }: MealInputProps) {
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  // Words typed into a pre-rendered page before it was hydrated are in the textarea but not in the draft:
  // adopt them. Otherwise the box and the draft are equal after every render and this does nothing.
  useEffect(() => {
    const shown = textarea.current?.value;
    if (shown !== undefined && shown !== value) onChange(shown);
  }, [value, onChange]);

  function setRefs(node: HTMLTextAreaElement | null) {
    textarea.current = node;
    if (typeof ref === "function") ref(node);
    else if (ref) ref.current = node;
  }

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
        ref={setRefs}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={handleKeyDown}
        placeholder={PLACEHOLDER}
        maxLength={MEAL_MESSAGE_MAX_LENGTH}
        disabled={disabled}
        aria-describedby="meal-input-hint"
        // Spec: at least 270 px. On a phone that height would push the preview and the logged result below the
        // fold, so there the box starts smaller and grows with the text (docs/decisions/meal-preview.md).
        className="min-h-40 md:min-h-[270px]"
      />
    </>
  );
}
