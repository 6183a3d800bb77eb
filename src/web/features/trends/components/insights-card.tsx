import { Lightbulb, Sparkles } from "lucide-react";
import { Card } from "../../../components/ui/card.js";
import type { Insight } from "../lib/insights.js";

export function InsightsCard({ insights }: { insights: Insight[] }) {
  if (insights.length === 0) return null;
  return (
    <Card className="border-brand-100 bg-gradient-to-br from-brand-50/80 to-white p-5 sm:p-6">
      <h2 className="text-lg font-semibold tracking-tight text-slate-900">Insights</h2>
      <ul className="mt-3 grid gap-3 md:grid-cols-2 md:gap-x-8">
        {insights.map((insight) => {
          const Icon = insight.tone === "positive" ? Sparkles : Lightbulb;
          return (
            <li key={insight.id} className="flex gap-3 text-slate-700">
              <span className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-lg bg-white ring-1 ring-brand-100">
                <Icon aria-hidden="true" className="size-4 text-brand-700" />
              </span>
              <span className="leading-relaxed">{insight.text}</span>
            </li>
          );
        })}
      </ul>
      <p className="mt-4 text-xs text-slate-500">
        From the days you logged. Nutrition values are estimates, not medical advice.
      </p>
    </Card>
  );
}
