import { History, Undo2 } from "lucide-react";
import type { MealChange } from "../../../../contracts/index.js";
import { Button } from "../../../components/ui/button.js";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.js";
import { toast } from "../../../components/ui/use-toast.js";
import { errorMessageFor } from "../../../lib/api-client.js";
import { useMealHistory } from "../api/get-meal-history.js";
import { useUndoMealChange } from "../api/undo-meal-change.js";
import { formatConsumedAt } from "../lib/meal-time.js";

function changeLine(change: MealChange): string {
  return change.change === "undo" ? `Undid “${change.instruction}”` : `“${change.instruction}”`;
}

/** What was changed on this meal, newest first, and 'Undo' for the newest change not yet undone. */
export function MealHistoryCard({ mealId, timeZone }: { mealId: string; timeZone?: string }) {
  const history = useMealHistory(mealId);
  const undo = useUndoMealChange();
  const changes = history.data?.items ?? [];
  if (changes.length === 0) return null;

  function undoLatest() {
    undo.mutate(mealId, {
      onSuccess: () =>
        toast({ title: "Change undone", description: "The meal is back as it was.", variant: "success" }),
      onError: (error) =>
        toast({
          title: "Could not undo",
          description: errorMessageFor(error, "The change could not be undone. Please try again."),
          variant: "destructive",
        }),
    });
  }

  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-3 pb-3 sm:pb-3">
        <CardTitle className="flex items-center gap-2">
          <History aria-hidden="true" className="size-4" />
          Changes
        </CardTitle>
        {history.data?.can_undo ? (
          <Button variant="secondary" size="sm" onClick={undoLatest} disabled={undo.isPending}>
            <Undo2 aria-hidden="true" />
            {undo.isPending ? "Undoing…" : "Undo"}
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        <ol className="grid gap-3 text-sm">
          {changes.map((change) => (
            <li key={change.id} className={change.undone ? "text-slate-400 line-through" : "text-slate-700"}>
              <p className="font-medium">{changeLine(change)}</p>
              <p className="text-xs text-slate-500">
                {formatConsumedAt(change.changed_at, timeZone)} · before: {change.before.description} (
                {Math.round(change.before.calories_kcal)} kcal)
              </p>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
