import { Flame, Target } from "lucide-react";
import type { DayTotals, Goals } from "../../../../contracts/index.js";
import { Badge } from "../../../components/ui/badge.js";
import { Card } from "../../../components/ui/card.js";
import { ProgressRing } from "../../../components/ui/progress-ring.js";
import { goalProgress, macroSplit } from "../lib/goal-progress.js";
import { formatCalories } from "../lib/nutrient-format.js";
import { GoalProgressList } from "./goal-progress-list.js";

interface DailySummaryCardProps {
  score: number;
  mealCount: number;
  totals: DayTotals;
  goals: Goals;
}

export const scoreTone = (score: number) =>
  score >= 75
    ? { ring: "stroke-brand-600", text: "text-brand-800" }
    : score >= 45
      ? { ring: "stroke-amber-500", text: "text-amber-700" }
      : { ring: "stroke-red-500", text: "text-red-700" };

export function DailySummaryCard({ score, mealCount, totals, goals }: DailySummaryCardProps) {
  const tone = scoreTone(score);
  const remaining = goals.calorieGoal - totals.calories_kcal;
  const split = macroSplit(totals);
  return (
    <Card className="grid gap-6 p-5 sm:p-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10">
      <div className="flex items-center gap-5 lg:flex-col lg:items-start">
        <ProgressRing
          value={score}
          label="Daily Score"
          valueText={`${score} out of 100`}
          toneClass={tone.ring}
          size={104}
        >
          <span className={`text-3xl font-bold tabular-nums ${tone.text}`}>{score}</span>
          <span className="text-[0.7rem] font-medium text-slate-500">/ 100</span>
        </ProgressRing>
        <div className="grid min-w-0 gap-2.5">
          <div className="flex flex-wrap items-center gap-2">
            <p className="font-semibold text-slate-900">Daily Score</p>
            <Badge variant="neutral">
              {mealCount} {mealCount === 1 ? "meal" : "meals"}
            </Badge>
          </div>
          <ul aria-label="Day summary" className="flex flex-wrap gap-1.5">
            <Chip>
              <Flame aria-hidden="true" className="size-3.5 text-orange-500" />
              {formatCalories(totals.calories_kcal)} kcal
            </Chip>
            <Chip tone={remaining < 0 ? "over" : "plain"}>
              <Target aria-hidden="true" className="size-3.5" />
              {remaining < 0 ? `${formatCalories(-remaining)} kcal over` : `${formatCalories(remaining)} kcal left`}
            </Chip>
            {split ? (
              <Chip>
                <span className="sr-only">Calories from </span>P {split.protein}% · C {split.carbs}% · F {split.fat}%
              </Chip>
            ) : null}
          </ul>
        </div>
      </div>
      <GoalProgressList rows={goalProgress(totals, goals)} twoColumns phoneVisibleRows={4} />
    </Card>
  );
}

function Chip({ children, tone = "plain" }: { children: React.ReactNode; tone?: "plain" | "over" }) {
  return (
    <li
      className={
        tone === "over"
          ? "inline-flex items-center gap-1 rounded-full bg-red-50 px-2.5 py-1 text-xs font-semibold text-red-700 ring-1 ring-inset ring-red-600/15"
          : "inline-flex items-center gap-1 rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-700"
      }
    >
      {children}
    </li>
  );
}
