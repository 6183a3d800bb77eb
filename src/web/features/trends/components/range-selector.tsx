import { useRef, type KeyboardEvent } from "react";
import { cn } from "../../../lib/cn.js";
import { TREND_RANGES, type TrendRange } from "../lib/trend-range.js";

/** A radio group drawn as a segmented control: one tab stop, arrow keys move the choice. */
export function RangeSelector({ value, onChange }: { value: TrendRange; onChange: (range: TrendRange) => void }) {
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step =
      event.key === "ArrowRight" || event.key === "ArrowDown"
        ? 1
        : event.key === "ArrowLeft" || event.key === "ArrowUp"
          ? -1
          : 0;
    if (step === 0) return;
    event.preventDefault();
    const index = TREND_RANGES.indexOf(value);
    const next = (index + step + TREND_RANGES.length) % TREND_RANGES.length;
    onChange(TREND_RANGES[next]!);
    buttons.current[next]?.focus();
  }

  return (
    <div
      role="radiogroup"
      aria-label="Chart range"
      onKeyDown={onKeyDown}
      className="inline-flex w-full rounded-xl bg-slate-200/60 p-1 sm:w-auto"
    >
      {TREND_RANGES.map((range, index) => {
        const checked = range === value;
        return (
          <button
            key={range}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={checked ? 0 : -1}
            onClick={() => onChange(range)}
            className={cn(
              "h-9 flex-1 rounded-lg px-4 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 sm:flex-none",
              checked ? "bg-white text-slate-900 shadow-sm" : "text-slate-600 hover:text-slate-900",
            )}
          >
            {range} days
          </button>
        );
      })}
    </div>
  );
}
