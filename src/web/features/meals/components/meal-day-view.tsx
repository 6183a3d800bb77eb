import { useMemo, useState } from "react";
import { useLocation } from "wouter";
import type { MealSummary } from "../../../../contracts/index.js";
import { toast } from "../../../components/ui/use-toast.js";
import { browserTimeZone } from "../../../lib/browser-time-zone.js";
import { useDayScore } from "../hooks/use-day-score.js";
import { useDeleteMealFlow } from "../hooks/use-delete-meal-flow.js";
import { useLogAgainFlow } from "../hooks/use-log-again-flow.js";
import { useHorizontalSwipe } from "../hooks/use-horizontal-swipe.js";
import { useMealColumns } from "../hooks/use-meal-columns.js";
import { useRememberedDay } from "../hooks/use-remembered-day.js";
import { longDayLabel, relativeDayName } from "../lib/day-label.js";
import { usableMealIdOrToast } from "../lib/meal-id.js";
import { UNKNOWN_DAY, groupMealsByDay, localDayKey, resolveSelectedDay } from "../lib/meal-days.js";
import { DailySummaryCard } from "./daily-summary-card.js";
import { DayToolbar } from "./day-toolbar.js";
import { DeleteMealDialog } from "./delete-meal-dialog.js";
import { LogAgainDialog } from "./log-again-dialog.js";
import { MealCard } from "./meal-card.js";

interface MealDayViewProps {
  meals: MealSummary[];
  processing: ReadonlySet<string>;
  visible: boolean;
  onRefresh: () => Promise<{ isError: boolean }>;
}

export function MealDayView({ meals, processing, visible, onRefresh }: MealDayViewProps) {
  const [, navigate] = useLocation();
  const timeZone = browserTimeZone();
  const days = useMemo(() => groupMealsByDay(meals, timeZone), [meals, timeZone]);
  const [remembered, remember] = useRememberedDay();
  const selectedKey = resolveSelectedDay(days, remembered) ?? UNKNOWN_DAY;
  const index = Math.max(
    0,
    days.findIndex((day) => day.key === selectedKey),
  );
  const day = days[index] ?? { key: UNKNOWN_DAY, meals: [] };
  const older = days[index + 1];
  const newer = days[index - 1];
  const goOlder = older ? () => remember(older.key) : null;
  const goNewer = newer ? () => remember(newer.key) : null;
  const swipe = useHorizontalSwipe({
    onSwipeLeft: () => goNewer?.(),
    onSwipeRight: () => goOlder?.(),
  });

  const { columns, toggle } = useMealColumns();
  const dayScore = useDayScore(days, day, timeZone);
  const deletion = useDeleteMealFlow({ from: "list" });
  const logAgain = useLogAgainFlow();
  const [refreshing, setRefreshing] = useState(false);
  // "Just tapped" edit buttons spin until the user is back on the list.
  const [tapped, setTapped] = useState<ReadonlySet<string>>(new Set());
  const [wasVisible, setWasVisible] = useState(visible);
  if (visible !== wasVisible) {
    setWasVisible(visible);
    if (visible && tapped.size > 0) setTapped(new Set());
  }

  async function refresh() {
    setRefreshing(true);
    const result = await onRefresh();
    setRefreshing(false);
    toast(
      result.isError
        ? {
            title: "Refresh failed",
            description: "Please try again.",
            variant: "destructive",
          }
        : {
            title: "Meals refreshed",
            description: "Updated with latest data.",
            variant: "success",
            duration: 2000,
          },
    );
  }

  function edit(meal: MealSummary) {
    if (!usableMealIdOrToast(meal.id)) return;
    setTapped((current) => new Set(current).add(meal.id));
    navigate(`/meals/${encodeURIComponent(meal.id)}/edit`);
  }

  const todayKey = localDayKey(new Date().toISOString(), timeZone);
  const dayNote =
    day.key === UNKNOWN_DAY
      ? "No date recorded"
      : (relativeDayName(day.key, todayKey) ?? longDayLabel(day.key).split(",")[0] ?? null);

  return (
    <div className="grid gap-5">
      <DayToolbar
        dayKey={day.key}
        dayNote={dayNote}
        onPrevious={goOlder}
        onNext={goNewer}
        columns={columns}
        onToggleColumn={toggle}
        refreshing={refreshing}
        onRefresh={() => void refresh()}
      />
      <section
        aria-label={`Meals on ${longDayLabel(day.key)}`}
        className="grid gap-5 touch-pan-y"
        onTouchStart={swipe.onTouchStart}
        onTouchEnd={swipe.onTouchEnd}
      >
        <DailySummaryCard
          score={dayScore.score}
          mealCount={day.meals.length}
          totals={dayScore.totals}
          goals={dayScore.goals}
        />
        <ul className="grid gap-3 lg:grid-cols-2">
          {day.meals.map((meal) => (
            <li key={meal.id}>
              <MealCard
                meal={meal}
                columns={columns}
                timeZone={timeZone}
                editing={processing.has(meal.id) || tapped.has(meal.id)}
                onEdit={edit}
                onDelete={deletion.ask}
                onLogAgain={logAgain.ask}
              />
            </li>
          ))}
        </ul>
      </section>
      <p className="text-center text-sm text-slate-500">
        Showing {meals.length} total {meals.length === 1 ? "meal" : "meals"} across {days.length}{" "}
        {days.length === 1 ? "day" : "days"}
      </p>
      <DeleteMealDialog
        meal={deletion.target}
        pending={deletion.pending}
        onCancel={deletion.close}
        onConfirm={deletion.confirm}
      />
      <LogAgainDialog
        meal={logAgain.target}
        pending={logAgain.pending}
        problem={logAgain.problem}
        onCancel={logAgain.close}
        onConfirm={logAgain.confirm}
      />
    </div>
  );
}
