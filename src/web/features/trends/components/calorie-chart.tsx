import type { ChartConfiguration } from "chart.js";
import { useMemo } from "react";
import type { TrendSeries } from "../lib/chart-series.js";
import { formatKcal } from "../lib/trend-format.js";
import { ChartCanvas } from "./chart-canvas.js";
import { ChartLegend } from "./chart-legend.js";
import { CALORIE_BAR, CALORIE_BAR_HOVER, dateAxis, GOAL_LINE, tooltipStyle, valueAxis } from "./chart-theme.js";

interface CalorieChartProps {
  series: TrendSeries;
  goal: number;
  /** Average per logged day, for the screen-reader description. */
  average: number;
  loggedDays: number;
}

export function CalorieChart({ series, goal, average, loggedDays }: CalorieChartProps) {
  const config = useMemo(
    (): ChartConfiguration<"bar" | "line"> => ({
      type: "bar",
      data: {
        labels: series.labels,
        datasets: [
          {
            type: "bar",
            label: "Calories",
            data: series.calories,
            backgroundColor: CALORIE_BAR,
            hoverBackgroundColor: CALORIE_BAR_HOVER,
            borderRadius: 4,
            maxBarThickness: 28,
            order: 2,
          },
          {
            type: "line",
            label: "Goal",
            data: series.labels.map(() => goal),
            borderColor: GOAL_LINE,
            borderWidth: 1.5,
            borderDash: [6, 4],
            pointRadius: 0,
            pointHoverRadius: 0,
            order: 1,
          },
        ],
      },
      options: {
        interaction: { mode: "index", intersect: false },
        scales: {
          x: dateAxis,
          y: { ...valueAxis, suggestedMax: goal * 1.15 },
        },
        plugins: {
          tooltip: {
            ...tooltipStyle,
            filter: (item) => item.datasetIndex === 0,
            callbacks: {
              title: (items) => series.longLabels[items[0]?.dataIndex ?? 0],
              label: (item) => {
                const meals = series.mealCounts[item.dataIndex] ?? 0;
                return `${formatKcal(item.parsed.y ?? 0)} kcal · ${meals} ${meals === 1 ? "meal" : "meals"}`;
              },
              footer: () => `Goal ${formatKcal(goal)} kcal`,
            },
          },
        },
      },
    }),
    [series, goal],
  );

  return (
    <div className="grid gap-3">
      <ChartLegend
        items={[
          { label: "Calories per day", color: CALORIE_BAR },
          {
            label: `Goal ${formatKcal(goal)} kcal`,
            color: GOAL_LINE,
            dashed: true,
          },
        ]}
      />
      <ChartCanvas
        config={config}
        label={`Bar chart of calories per day over the last ${series.dates.length} days: ${loggedDays} days logged, averaging ${formatKcal(average)} kcal against a goal of ${formatKcal(goal)} kcal.`}
      />
    </div>
  );
}
