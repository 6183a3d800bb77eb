import { FormField } from "../../../components/ui/form-field.js";
import { Input } from "../../../components/ui/input.js";
import { cn } from "../../../lib/cn.js";
import type { GoalField } from "../lib/goal-fields.js";

interface GoalInputProps {
  field: GoalField;
  value: string;
  error?: string;
  prominent?: boolean;
  disabled?: boolean;
  onChange: (value: string) => void;
}

export function GoalInput({ field, value, error, prominent = false, disabled, onChange }: GoalInputProps) {
  const id = `goal-${field.key}`;
  return (
    <FormField id={id} label={`${field.label} (${field.unit})`} error={error}>
      {(describedBy) => (
        <div className="relative">
          <Input
            id={id}
            name={field.key}
            inputMode="decimal"
            autoComplete="off"
            value={value}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => onChange(event.target.value)}
            className={cn("pr-14 tabular-nums", prominent && "h-12 text-lg font-semibold sm:text-lg")}
          />
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 right-3.5 flex items-center text-sm text-slate-500"
          >
            {field.unit}
          </span>
        </div>
      )}
    </FormField>
  );
}
