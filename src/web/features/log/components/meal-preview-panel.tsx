import { Eye } from "lucide-react";
import type { MealPreview } from "../../../../contracts/index.js";
import { Spinner } from "../../../components/ui/spinner.js";
import { errorMessageFor } from "../../../lib/api-client.js";
import { cn } from "../../../lib/cn.js";
import { amountText, filedAtText, kcalText, mealTypeName } from "../lib/meal-wording.js";

interface MealPreviewPanelProps {
  preview: MealPreview | undefined;
  loading: boolean;
  /** The shown preview is for older text and a newer one is on its way. */
  stale: boolean;
  error: unknown;
  offline: boolean;
}

/** Under the text box: the meals and items the text would log, before anything is stored. */
export function MealPreviewPanel({ preview, loading, stale, error, offline }: MealPreviewPanelProps) {
  return (
    <section
      aria-labelledby="meal-preview-title"
      aria-busy={loading || stale || undefined}
      className="mt-4 rounded-xl border border-slate-200 bg-slate-50/70 p-3.5 sm:p-4"
    >
      <div className="flex items-center justify-between gap-3">
        <h3 id="meal-preview-title" className="flex items-center gap-1.5 text-sm font-semibold text-slate-800">
          <Eye aria-hidden="true" className="size-4 text-slate-500" />
          Preview
          {loading || stale ? <Spinner className="size-3.5 text-slate-400" /> : null}
        </h3>
        {preview && preview.meals.length > 0 ? (
          <p className="text-sm font-semibold tabular-nums text-slate-900" data-testid="preview-total">
            {kcalText(preview.totals.calories_kcal)}
          </p>
        ) : null}
      </div>
      <PreviewBody preview={preview} loading={loading} error={error} offline={offline} />
    </section>
  );
}

function PreviewBody({ preview, loading, error, offline }: Omit<MealPreviewPanelProps, "stale">) {
  if (offline) return <Note>You're offline: the preview comes back with the connection.</Note>;
  if (error && !preview) return <Note>{errorMessageFor(error, "The preview is unavailable right now.")}</Note>;
  if (!preview) return loading ? <Note>Reading your meal…</Note> : null;
  if (preview.meals.length === 0) return <Note>{preview.reason ?? "No food recognised yet."}</Note>;
  const { totals } = preview;
  return (
    <div aria-live="polite">
      <p className="mt-0.5 text-xs tabular-nums text-slate-600">
        Protein {Math.round(totals.protein_g)} g · Carbs {Math.round(totals.carbs_g)} g · Fat {Math.round(totals.fat_g)}{" "}
        g · nothing is saved until you press Log Meals
      </p>
      <ol className="mt-2.5 grid gap-2.5">
        {preview.meals.map((meal, index) => (
          <li key={index} className="rounded-lg bg-white p-2.5 ring-1 ring-slate-200">
            <p className="flex items-baseline justify-between gap-2 text-sm">
              <span className="font-semibold text-slate-900">
                {mealTypeName(meal.meal_type)}
                <span className="font-normal text-slate-500"> · {filedAtText(meal.consumed_at)}</span>
              </span>
              <span className="shrink-0 font-semibold tabular-nums text-slate-800">
                {kcalText(meal.macros.calories_kcal)}
              </span>
            </p>
            <ul className="mt-1.5 grid gap-1.5" aria-label={`${mealTypeName(meal.meal_type)} items`}>
              {meal.items.map((item, itemIndex) => (
                <li key={itemIndex} className="text-xs leading-snug text-slate-700">
                  <span className="flex justify-between gap-2">
                    <span className="min-w-0">
                      <span className="text-slate-500">{amountText(item.quantity, item.unit)}</span>{" "}
                      <span className="font-medium text-slate-800">{item.food_name}</span>{" "}
                      <span className="text-slate-500">({Math.round(item.grams)} g)</span>
                    </span>
                    <span className="shrink-0 tabular-nums">{kcalText(item.calories_kcal)}</span>
                  </span>
                  {item.assumption ? <span className="block text-slate-500">{item.assumption}</span> : null}
                </li>
              ))}
            </ul>
            {meal.notes ? <p className="mt-1.5 text-xs text-amber-800">{meal.notes}</p> : null}
          </li>
        ))}
      </ol>
    </div>
  );
}

function Note({ children }: { children: React.ReactNode }) {
  return <p className={cn("mt-1 text-xs leading-relaxed text-slate-600")}>{children}</p>;
}
