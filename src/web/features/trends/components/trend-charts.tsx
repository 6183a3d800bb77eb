import type { DayTotals, Goals } from "../../../../contracts/index.js";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card.js";
import type { TrendSeries } from "../lib/chart-series.js";
import { CalorieChart } from "./calorie-chart.js";
import { DailyNumbersTable } from "./daily-numbers-table.js";
import { MacroChart } from "./macro-chart.js";

interface TrendChartsProps {
  series: TrendSeries;
  goals: Goals;
  averages: DayTotals;
  loggedDays: number;
}

export function TrendCharts({ series, goals, averages, loggedDays }: TrendChartsProps) {
  return (
    <section aria-labelledby="trend-charts-heading" className="grid gap-5">
      <h2 id="trend-charts-heading" className="sr-only">
        Macro trends
      </h2>
      <div className="grid gap-5 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Calories</CardTitle>
            <CardDescription>Per day, against your goal</CardDescription>
          </CardHeader>
          <CardContent>
            <CalorieChart
              series={series}
              goal={goals.calorieGoal}
              average={averages.calories_kcal}
              loggedDays={loggedDays}
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Protein, carbs and fat</CardTitle>
            <CardDescription>Per day, as a share of each goal</CardDescription>
          </CardHeader>
          <CardContent>
            <MacroChart
              series={series}
              goals={{
                protein_g: goals.proteinGoal,
                carbs_g: goals.carbsGoal,
                fat_g: goals.fatGoal,
              }}
              averages={averages}
            />
          </CardContent>
        </Card>
      </div>
      <DailyNumbersTable series={series} />
    </section>
  );
}
