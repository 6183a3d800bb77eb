import type { ChartConfiguration } from "chart.js";
import { useMemo } from "react";
import { MACROS, type TrendSeries } from "../lib/chart-series.js";
import { formatGrams } from "../lib/trend-format.js";
import { ChartCanvas } from "./chart-canvas.js";
import { ChartLegend } from "./chart-legend.js";
import { dateAxis, GOAL_LINE, MACRO_COLORS, tooltipStyle, valueAxis } from "./chart-theme.js";

interface MacroChartProps {
  series: TrendSeries;
  /** Grams per day for each macro's goal. */
  goals: Record<(typeof MACROS)[number]["key"], number>;
  averages: Record<(typeof MACROS)[number]["key"], number>;
}

/** Protein, carbs and fat each as a share of its own goal, so one dashed 100% line is every goal at once. */
export function MacroChart({ series, goals, averages }: MacroChartProps) {
  const config = useMemo((): ChartConfiguration<"bar" | "line"> => {
    const days = series.dates.length;
    const pointRadius = days <= 7 ? 3.5 : days <= 30 ? 2 : 0;
    return {
      type: "line",
      data: {
        labels: series.labels,
        datasets: [
          ...MACROS.map((macro) => ({
            type: "line" as const,
            label: macro.label,
            data: series.percentOfGoal[macro.key],
            borderColor: MACRO_COLORS[macro.key],
            backgroundColor: MACRO_COLORS[macro.key],
            borderWidth: days > 30 ? 1.5 : 2,
            pointRadius,
            pointHoverRadius: 4.5,
            // Monotone curves never swing below zero or above a peak between two days.
            cubicInterpolationMode: "monotone" as const,
            // Days without meals are gaps in the data; the line joins the logged days either side.
            spanGaps: true,
          })),
          {
            type: "line" as const,
            label: "Goal",
            data: series.labels.map(() => 100),
            borderColor: GOAL_LINE,
            borderWidth: 1.5,
            borderDash: [6, 4],
            pointRadius: 0,
            pointHoverRadius: 0,
          },
        ],
      },
      options: {
        interaction: { mode: "index", intersect: false },
        scales: {
          x: dateAxis,
          y: {
            ...valueAxis,
            suggestedMax: 150,
            ticks: {
              ...valueAxis.ticks,
              callback: (value) => `${value}%`,
            },
          },
        },
        plugins: {
          tooltip: {
            ...tooltipStyle,
            usePointStyle: true,
            filter: (item) => item.datasetIndex < MACROS.length,
            callbacks: {
              title: (items) => series.longLabels[items[0]?.dataIndex ?? 0],
              label: (item) => {
                const macro = MACROS[item.datasetIndex]!;
                const grams = series.grams[macro.key][item.dataIndex] ?? 0;
                return `${macro.label}: ${formatGrams(grams)} (${item.parsed.y}% of goal)`;
              },
            },
          },
        },
      },
    };
  }, [series]);

  const description = MACROS.map(
    (macro, index) =>
      `${index === 0 ? macro.label : macro.label.toLowerCase()} averaged ${formatGrams(averages[macro.key])} against a ${formatGrams(goals[macro.key])} goal`,
  ).join("; ");

  return (
    <div className="grid gap-3">
      <ChartLegend
        items={[
          ...MACROS.map((macro) => ({
            label: `${macro.label} (goal ${formatGrams(goals[macro.key])})`,
            color: MACRO_COLORS[macro.key],
          })),
          { label: "Goal = 100%", color: GOAL_LINE, dashed: true },
        ]}
      />
      <ChartCanvas
        config={config}
        label={`Line chart of protein, carbs and fat per day as a percent of each goal, over the last ${series.dates.length} days. ${description}.`}
      />
    </div>
  );
}
