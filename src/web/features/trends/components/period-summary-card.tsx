import { ArrowDownRight, ArrowRight, ArrowUpRight } from "lucide-react";
import type { DaySummary } from "../../../../contracts/index.js";
import { Card } from "../../../components/ui/card.js";
import { cn } from "../../../lib/cn.js";
import { formatGrams, formatKcal } from "../lib/trend-format.js";
import type { PeriodComparison } from "../lib/period-stats.js";
import { isLogged, lastDays } from "../lib/period-stats.js";

const MACRO_ROWS = [
  { key: "protein_g", label: "Protein" },
  { key: "carbs_g", label: "Carbs" },
  { key: "fat_g", label: "Fat" },
] as const;

interface PeriodSummaryCardProps {
  title: string;
  /** "the week before" */
  previousLabel: string;
  comparison: PeriodComparison;
  days: readonly DaySummary[];
}

/** Averages per logged day for a period, beside the period before it; the change is stated, not judged. */
export function PeriodSummaryCard({ title, previousLabel, comparison, days }: PeriodSummaryCardProps) {
  const { current, previous, calorieChangePercent: change } = comparison;
  const window = lastDays(days, comparison.length);
  const ChangeIcon = change === null || change === 0 ? ArrowRight : change < 0 ? ArrowDownRight : ArrowUpRight;

  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-6">
      <div className="flex items-start justify-between gap-3">
        <h3 className="font-semibold text-slate-900">{title}</h3>
        <p className="text-sm text-slate-600 tabular-nums">
          Logged {current.loggedDays} of {current.days} days
        </p>
      </div>
      <LoggedDays days={window} />
      {current.averages ? (
        <>
          <div>
            <p className="flex items-baseline gap-1.5">
              <span className="text-3xl font-bold tracking-tight text-slate-900 tabular-nums">
                {formatKcal(current.averages.calories_kcal)}
              </span>
              <span className="text-sm font-medium text-slate-600">kcal a day</span>
            </p>
            {previous.averages ? (
              <p className="mt-1 flex items-center gap-1 text-sm text-slate-600">
                <ChangeIcon aria-hidden="true" className="size-4 shrink-0" />
                {change === null || change === 0
                  ? "Same as "
                  : `${Math.abs(change)}% ${change < 0 ? "lower" : "higher"} than `}
                {previousLabel} ({formatKcal(previous.averages.calories_kcal)})
              </p>
            ) : (
              <p className="mt-1 text-sm text-slate-500">Nothing logged {previousLabel} to compare with</p>
            )}
          </div>
          <dl className="grid grid-cols-3 gap-2">
            {MACRO_ROWS.map(({ key, label }) => (
              <div key={key} className="rounded-xl bg-slate-50 px-3 py-2.5">
                <dt className="text-xs font-medium text-slate-500">{label}</dt>
                <dd className="mt-0.5 font-semibold text-slate-900 tabular-nums">
                  {formatGrams(current.averages![key])}
                </dd>
                {previous.averages ? (
                  <dd className="text-xs text-slate-500 tabular-nums">
                    <span className="sr-only">{previousLabel}: </span>
                    was {formatGrams(previous.averages[key])}
                  </dd>
                ) : null}
              </div>
            ))}
          </dl>
        </>
      ) : (
        <p className="text-sm text-slate-600">No meals logged in this period yet.</p>
      )}
    </Card>
  );
}

/** One square per day, filled when meals were logged: a gentle picture of the period, nothing to keep up. */
function LoggedDays({ days }: { days: readonly DaySummary[] }) {
  return (
    <div aria-hidden="true" className="flex gap-[3px]">
      {days.map((day) => (
        <span
          key={day.date}
          className={cn("h-2 flex-1 rounded-[3px]", isLogged(day) ? "bg-brand-500" : "bg-slate-200")}
        />
      ))}
    </div>
  );
}
