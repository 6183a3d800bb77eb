import { History, Undo2 } from "lucide-react";
import type { MealChange } from "../../../../contracts/index.js";
import { Button } from "../../../components/ui/button.js";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.js";
import { useMealHistory } from "../api/get-meal-history.js";
import { useUndoFlow } from "../hooks/use-undo-flow.js";
import { formatConsumedAt } from "../lib/meal-time.js";
import { MEAL_TYPE_LABELS } from "../lib/meal-type-labels.js";

const KIND_LABELS: Record<MealChange["change"], string> = {
  edit: "Typed",
  fix: "Tapped",
  move: "Moved",
  undo: "Undo",
  copy: "Copied",
};

/** What was done: the user's words in quotes, a tap's change or a copy as it reads ("Oat milk: 1 glass → 200 g"). */
function changeLine(change: MealChange): string {
  if (change.change === "undo") return `Undid “${change.instruction}”`;
  return change.change === "fix" || change.change === "copy" ? change.instruction : `“${change.instruction}”`;
}

/** How the meal was before: for a move its meal and time, for a copy the meal it came from, otherwise its words and energy. */
function beforeLine(change: MealChange, timeZone: string | undefined): string {
  const { before } = change;
  if (change.change === "copy")
    return `from: ${MEAL_TYPE_LABELS[before.meal_type]}, ${formatConsumedAt(before.consumed_at, timeZone) ?? "unknown time"} (${Math.round(before.calories_kcal)} kcal)`;
  if (change.change === "move")
    return `before: ${MEAL_TYPE_LABELS[before.meal_type]}, ${formatConsumedAt(before.consumed_at, timeZone) ?? "unknown time"}`;
  return `before: ${before.description} (${Math.round(before.calories_kcal)} kcal)`;
}

/** What was changed on this meal, newest first, and 'Undo' for the newest change not yet undone. */
export function MealHistoryCard({ mealId, timeZone }: { mealId: string; timeZone?: string }) {
  const history = useMealHistory(mealId);
  const undo = useUndoFlow();
  const changes = history.data?.items ?? [];
  if (changes.length === 0) return null;

  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-3 pb-3 sm:pb-3">
        <CardTitle className="flex items-center gap-2">
          <History aria-hidden="true" className="size-4" />
          Changes
        </CardTitle>
        {history.data?.can_undo ? (
          <Button variant="secondary" size="sm" onClick={() => undo.undoNow(mealId)} disabled={undo.pending}>
            <Undo2 aria-hidden="true" />
            {undo.pending ? "Undoing…" : "Undo"}
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        <ol className="grid gap-3 text-sm">
          {changes.map((change) => (
            <li key={change.id} className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-2.5">
              <span
                className={`mt-0.5 rounded-md px-1.5 py-0.5 text-[11px] font-semibold uppercase tracking-wide ${
                  change.undone ? "bg-slate-50 text-slate-400" : "bg-slate-100 text-slate-600"
                }`}
              >
                {KIND_LABELS[change.change]}
              </span>
              <div className={change.undone ? "text-slate-400" : "text-slate-700"}>
                <p className={change.undone ? "font-medium line-through" : "font-medium"}>
                  {changeLine(change)}
                  {change.undone ? <span className="sr-only"> (undone)</span> : null}
                </p>
                <p className="text-xs text-slate-500">
                  You · {formatConsumedAt(change.changed_at, timeZone)} · {beforeLine(change, timeZone)}
                </p>
              </div>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
