import { ProgressBar } from "../../../components/ui/progress-bar.js";
import { cn } from "../../../lib/cn.js";
import type { GoalProgress } from "../lib/goal-progress.js";
import { formatNumber } from "../lib/nutrient-format.js";

/** One bar per goal; the numbers turn red above goal while the bar stays at 100%. */
export function GoalProgressList({
  rows,
  className,
}: {
  rows: GoalProgress[];
  className?: string;
}) {
  return (
    <ul className={cn("grid gap-x-8 gap-y-3.5", className)}>
      {rows.map((row) => (
        <li key={row.key} className="grid gap-1.5">
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className="font-medium text-slate-700">{row.label}</span>
            <span
              className={cn(
                "tabular-nums",
                row.over ? "font-semibold text-red-600" : "text-slate-600",
              )}
            >
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
  );
}
