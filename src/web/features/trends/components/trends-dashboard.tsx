import { CalendarRange } from "lucide-react";
import { useMemo } from "react";
import type { NutritionSummary } from "../../../../contracts/index.js";
import { EmptyState } from "../../../components/empty-state.js";
import { Card } from "../../../components/ui/card.js";
import { useTrendRange } from "../hooks/use-trend-range.js";
import { trendSeries } from "../lib/chart-series.js";
import { calorieStreak, goalTracking } from "../lib/goal-tracking.js";
import { trendInsights } from "../lib/insights.js";
import { comparePeriods, lastDays, periodStats } from "../lib/period-stats.js";
import { GoalTrackingCard } from "./goal-tracking-card.js";
import { InsightsCard } from "./insights-card.js";
import { PeriodSummaryCard } from "./period-summary-card.js";
import { RangeSelector } from "./range-selector.js";
import { TrendCharts } from "./trend-charts.js";
import { TrendsHeader } from "./trends-header.js";

/** Everything on Trends once the summary has loaded and holds at least one logged day. */
export function TrendsDashboard({ summary, today }: { summary: NutritionSummary; today: string }) {
  const [range, setRange] = useTrendRange();
  const { days, goals } = summary;

  const view = useMemo(() => {
    const inRange = lastDays(days, range);
    return {
      stats: periodStats(inRange),
      series: trendSeries(inRange, goals),
      tracking: goalTracking(inRange, goals),
      insights: trendInsights({ days, goals, rangeDays: range }),
      week: comparePeriods(days, 7),
      month: comparePeriods(days, 30),
      streak: calorieStreak(days, goals, today),
    };
  }, [days, goals, range, today]);

  return (
    <>
      <TrendsHeader actions={<RangeSelector value={range} onChange={setRange} />} />
      <div className="grid gap-5 sm:gap-6">
        <InsightsCard insights={view.insights} />
        <section aria-labelledby="period-summaries-heading" className="grid gap-3">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <h2 id="period-summaries-heading" className="text-lg font-semibold tracking-tight text-slate-900">
              Weekly and monthly summary
            </h2>
            <p className="text-sm text-slate-500">Averages count only the days you logged meals.</p>
          </div>
          <div className="grid gap-5 md:grid-cols-2">
            <PeriodSummaryCard title="Last 7 days" previousLabel="the week before" comparison={view.week} days={days} />
            <PeriodSummaryCard
              title="Last 30 days"
              previousLabel="the 30 days before"
              comparison={view.month}
              days={days}
            />
          </div>
        </section>
        {view.stats.averages ? (
          <>
            <TrendCharts
              series={view.series}
              goals={goals}
              averages={view.stats.averages}
              loggedDays={view.stats.loggedDays}
            />
            <GoalTrackingCard rows={view.tracking} streak={view.streak} rangeDays={range} />
          </>
        ) : (
          <Card>
            <EmptyState
              icon={CalendarRange}
              title={`No meals in the last ${range} days`}
              description="Choose a longer range to see your earlier days, or log a meal to start this one."
            />
          </Card>
        )}
      </div>
    </>
  );
}
