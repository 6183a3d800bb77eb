import { useRef, type KeyboardEvent } from "react";
import { cn } from "../../../lib/cn.js";
import type { AuthMode } from "../api/submit-credentials.js";

const modes: { mode: AuthMode; label: string }[] = [
  { mode: "signin", label: "Sign in" },
  { mode: "signup", label: "Create account" },
];

export const AUTH_FORM_ID = "auth-form";

/** Tabs (not buttons) so the form's own submit button is the only "Sign in" button on the page. */
export function AuthModeSwitch({ mode, onChange }: { mode: AuthMode; onChange: (mode: AuthMode) => void }) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    event.preventDefault();
    const current = modes.findIndex((option) => option.mode === mode);
    const next = (current + (event.key === "ArrowRight" ? 1 : modes.length - 1)) % modes.length;
    const nextMode = modes[next];
    if (!nextMode) return;
    onChange(nextMode.mode);
    tabs.current[next]?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label="Sign in or create an account"
      onKeyDown={handleKeyDown}
      className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1"
    >
      {modes.map((option, index) => {
        const selected = option.mode === mode;
        return (
          <button
            key={option.mode}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`auth-tab-${option.mode}`}
            aria-selected={selected}
            aria-controls={AUTH_FORM_ID}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(option.mode)}
            className={cn(
              "h-9 rounded-lg text-sm font-semibold transition-all focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500",
              selected ? "bg-white text-slate-900 shadow-sm" : "text-slate-600 hover:text-slate-900",
            )}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
