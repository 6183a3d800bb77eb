import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.js";
import { NOT_MEASURED, formatAmount } from "../lib/nutrient-format.js";
import type { NutrientRow } from "../lib/nutrient-labels.js";

/** A titled list of nutrients; unmeasured ones read '—' so they are never mistaken for zero. */
export function NutrientTableCard({ title, rows, note }: { title: string; rows: NutrientRow[]; note?: string }) {
  return (
    <Card>
      <CardHeader className="pb-3 sm:pb-3">
        <CardTitle>{title}</CardTitle>
        {note ? <p className="text-sm text-slate-500">{note}</p> : null}
      </CardHeader>
      <CardContent>
        <dl className="grid gap-x-8 sm:grid-cols-2">
          {rows.map((row) => {
            const value = formatAmount(row.value, row.unit);
            return (
              <div
                key={row.key}
                className="flex items-baseline justify-between gap-3 border-b border-slate-100 py-2 text-sm"
              >
                <dt className="text-slate-600">{row.label}</dt>
                <dd
                  className={value === NOT_MEASURED ? "text-slate-400" : "font-semibold tabular-nums text-slate-900"}
                  title={value === NOT_MEASURED ? "Not measured" : undefined}
                >
                  {value}
                </dd>
              </div>
            );
          })}
        </dl>
      </CardContent>
    </Card>
  );
}
