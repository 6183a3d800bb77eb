import { CalendarClock, Gauge, Scale } from "lucide-react";
import { mealLoad, type MealSummary } from "../../../../contracts/index.js";
import { Badge } from "../../../components/ui/badge.js";
import { Card } from "../../../components/ui/card.js";
import { ProgressRing } from "../../../components/ui/progress-ring.js";
import { formatMealTime, formatConsumedAt } from "../lib/meal-time.js";
import { formatConfidence, formatNumber } from "../lib/nutrient-format.js";
import { servingText } from "../lib/meal-columns.js";
import { MealTypeBadge } from "./meal-type-badge.js";

export function MealOverviewCard({ meal, timeZone }: { meal: MealSummary; timeZone: string | undefined }) {
  const load = Math.round(mealLoad(meal.macros));
  const consumed = formatConsumedAt(meal.consumed_at, timeZone);
  const grams = meal.serving.serving_size_g;
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex items-center gap-5">
        <ProgressRing
          value={load}
          label="Meal Load"
          valueText={`${load}% of a day's calories, protein, carbs and fat`}
          toneClass={load > 50 ? "stroke-amber-500" : "stroke-brand-600"}
          size={96}
          strokeWidth={9}
        >
          <span className="text-2xl font-bold tabular-nums text-slate-900">{load}%</span>
        </ProgressRing>
        <div className="grid gap-1">
          <p className="font-semibold text-slate-900">Meal Load</p>
          <p className="text-sm leading-relaxed text-slate-600">
            Share of a day's calories, protein, carbs and fat at the standard daily values.
          </p>
        </div>
      </div>
      <dl className="mt-5 grid gap-3 border-t border-slate-100 pt-5 text-sm">
        <div className="flex items-center justify-between gap-3">
          <dt className="flex items-center gap-2 text-slate-500">
            <CalendarClock aria-hidden="true" className="size-4" />
            Consumed
          </dt>
          <dd className="text-right font-medium text-slate-900">
            {consumed ? (
              <time dateTime={meal.consumed_at} title={formatMealTime(meal.consumed_at, timeZone) ?? undefined}>
                {consumed}
              </time>
            ) : (
              "Unknown"
            )}
          </dd>
        </div>
        <div className="flex items-center justify-between gap-3">
          <dt className="text-slate-500">Meal type</dt>
          <dd>
            <MealTypeBadge type={meal.meal_type} />
          </dd>
        </div>
        <div className="flex items-center justify-between gap-3">
          <dt className="flex items-center gap-2 text-slate-500">
            <Gauge aria-hidden="true" className="size-4" />
            Confidence
          </dt>
          <dd className="font-semibold tabular-nums text-slate-900">{formatConfidence(meal.confidence_score)}</dd>
        </div>
      </dl>
      {meal.description ? (
        <p className="mt-5 border-t border-slate-100 pt-5 leading-relaxed text-slate-700">{meal.description}</p>
      ) : null}
      <ul aria-label="Serving" className="mt-4 flex flex-wrap gap-1.5">
        <li>
          <Badge variant="neutral">
            <Scale aria-hidden="true" className="size-3.5" />
            {servingText(meal)}
          </Badge>
        </li>
        {grams > 0 ? (
          <li>
            <Badge variant="neutral">
              {formatNumber(grams)} g{meal.serving.servings === 1 ? "" : " each"}
            </Badge>
          </li>
        ) : null}
      </ul>
    </Card>
  );
}
