import { ChevronDown } from "lucide-react";
import { useState } from "react";
import { ProgressBar } from "../../../components/ui/progress-bar.js";
import { cn } from "../../../lib/cn.js";
import type { GoalProgress } from "../lib/goal-progress.js";
import { formatNumber } from "../lib/nutrient-format.js";

interface GoalProgressListProps {
  rows: GoalProgress[];
  /** On phones, rows after this many wait behind a "more" button so the meals stay in reach. */
  phoneVisibleRows?: number;
  /** Two columns of bars from the small breakpoint up. */
  twoColumns?: boolean;
  className?: string;
}

/** One bar per goal; the numbers turn red above goal while the bar stays at 100%. */
export function GoalProgressList({ rows, phoneVisibleRows, twoColumns = false, className }: GoalProgressListProps) {
  const [expanded, setExpanded] = useState(false);
  const folded = phoneVisibleRows !== undefined && rows.length > phoneVisibleRows ? rows.slice(phoneVisibleRows) : [];
  const foldedOver = folded.filter((row) => row.over).length;
  return (
    <div className={cn("grid gap-3", className)}>
      <ul className={cn("grid gap-x-8 gap-y-3.5", twoColumns && "sm:grid-cols-2")}>
        {rows.map((row, index) => (
          <li
            key={row.key}
            className={cn(
              "grid gap-1.5",
              folded.length > 0 && index >= phoneVisibleRows! && !expanded && "hidden sm:grid",
            )}
          >
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="font-medium text-slate-700">{row.label}</span>
              <span className={cn("tabular-nums", row.over ? "font-semibold text-red-600" : "text-slate-600")}>
                {formatNumber(row.actual)}
                <span className="text-slate-400"> / </span>
                {formatNumber(row.goal)} {row.unit}
                {row.over ? <span className="sr-only"> (above goal)</span> : null}
              </span>
            </div>
            <ProgressBar
              value={row.percent}
              label={`${row.label} against goal`}
              toneClass={row.over ? "bg-red-500" : "bg-brand-600"}
            />
          </li>
        ))}
      </ul>
      {folded.length > 0 ? (
        <button
          type="button"
          aria-expanded={expanded}
          onClick={() => setExpanded((open) => !open)}
          className="flex items-center justify-center gap-1.5 rounded-lg py-1.5 text-sm font-semibold text-slate-600 hover:bg-slate-50 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 sm:hidden"
        >
          {expanded ? "Fewer nutrients" : `${folded.length} more nutrients`}
          {!expanded && foldedOver > 0 ? (
            <span className="rounded-full bg-red-50 px-1.5 text-xs text-red-700 ring-1 ring-inset ring-red-600/15">
              {foldedOver} above goal
            </span>
          ) : null}
          <ChevronDown aria-hidden="true" className={cn("size-4 transition-transform", expanded && "rotate-180")} />
        </button>
      ) : null}
    </div>
  );
}
