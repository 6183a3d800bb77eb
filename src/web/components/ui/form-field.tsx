import type { ReactNode } from "react";
import { Label } from "./label.js";

interface FormFieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  /** Rendered to the right of the label, e.g. a "Forgot?" link. */
  aside?: ReactNode;
  children: (describedBy: string | undefined) => ReactNode;
}

/** Label, control and its message, wired together with ids so screen readers announce the error. */
export function FormField({ id, label, error, hint, aside, children }: FormFieldProps) {
  const messageId = error || hint ? `${id}-message` : undefined;
  return (
    <div className="grid gap-1.5">
      <div className="flex items-center justify-between">
        <Label htmlFor={id}>{label}</Label>
        {aside}
      </div>
      {children(messageId)}
      {error ? (
        <p id={messageId} className="text-sm font-medium text-red-600">
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className="text-sm text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
