import { CalendarCheck } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card.js";
import { ProgressBar } from "../../../components/ui/progress-bar.js";
import { DIRECTION_HELP, streakMessage, type GoalTrackingRow } from "../lib/goal-tracking.js";
import { formatAmount } from "../lib/trend-format.js";

interface GoalTrackingCardProps {
  rows: GoalTrackingRow[];
  streak: number;
  rangeDays: number;
}

export function GoalTrackingCard({ rows, streak, rangeDays }: GoalTrackingCardProps) {
  const loggedDays = rows[0]?.loggedDays ?? 0;
  const streakText = streakMessage(streak);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Goal tracking</CardTitle>
        <CardDescription>
          Days within each goal, out of the {loggedDays} {loggedDays === 1 ? "day" : "days"} you logged in the last{" "}
          {rangeDays} days.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {streakText ? (
          <p className="flex items-center gap-3 rounded-xl bg-brand-50 px-4 py-3 text-sm font-medium text-brand-900 ring-1 ring-inset ring-brand-100">
            <CalendarCheck aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
            {streakText}
          </p>
        ) : null}
        <ul className="grid gap-x-8 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
          {rows.map((row) => (
            <li key={row.key} className="grid gap-1.5">
              <div className="flex items-baseline justify-between gap-3">
                <span className="text-sm font-medium text-slate-800">{row.label}</span>
                <span className="text-sm text-slate-600 tabular-nums">
                  {row.withinDays} of {row.loggedDays} days
                </span>
              </div>
              <ProgressBar
                value={row.loggedDays ? (row.withinDays / row.loggedDays) * 100 : 0}
                label={`${row.label}: days within goal`}
              />
              <p className="text-xs text-slate-500">
                Goal {formatAmount(row.goal, row.unit)} · {DIRECTION_HELP[row.direction]}
              </p>
            </li>
          ))}
        </ul>
        <p className="text-xs leading-relaxed text-slate-500">
          A day counts as within goal when calories are within ±10% of the goal, protein and fiber are at or above it,
          and carbs, fat, sugar, sodium, cholesterol and saturated fat are at or below it.
        </p>
      </CardContent>
    </Card>
  );
}
