import { cn } from "../../../lib/cn.js";
import type { GoalMode } from "../lib/goal-fields.js";

const modes: Array<{ mode: GoalMode; label: string; hint: string }> = [
  { mode: "simple", label: "Simple", hint: "Calories" },
  { mode: "macro", label: "Macro", hint: "Calories and macros" },
];

/** Two-way switch between tracking calories alone and tracking every macro. */
export function GoalModeToggle({
  mode,
  onChange,
  disabled,
}: {
  mode: GoalMode;
  onChange: (mode: GoalMode) => void;
  disabled?: boolean;
}) {
  return (
    <div role="radiogroup" aria-label="Goal mode" className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1">
      {modes.map((option) => {
        const active = option.mode === mode;
        return (
          <button
            key={option.mode}
            type="button"
            role="radio"
            aria-checked={active}
            disabled={disabled}
            onClick={() => onChange(option.mode)}
            className={cn(
              "grid rounded-lg px-3 py-2 text-left transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:opacity-60",
              active ? "bg-white shadow-sm ring-1 ring-slate-200" : "text-slate-600 hover:text-slate-900",
            )}
          >
            <span className={cn("text-sm font-semibold", active && "text-brand-800")}>{option.label}</span>
            <span className="text-xs text-slate-600">{option.hint}</span>
          </button>
        );
      })}
    </div>
  );
}
