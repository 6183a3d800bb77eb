import { Target } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card.js";
import { FetchError } from "../../../components/ui/fetch-error.js";
import { useUserGoals } from "../api/get-user-goals.js";
import { initialGoalsForm } from "../lib/goal-fields.js";
import { GoalsForm } from "./goals-form.js";

/** The daily goals the meal screens score and chart against. */
export function GoalsCard() {
  const goals = useUserGoals(true);
  return (
    <Card className="mt-6">
      <CardHeader className="border-b border-slate-100">
        <div className="flex items-center gap-2.5">
          <span className="flex size-8 items-center justify-center rounded-lg bg-brand-50 ring-1 ring-brand-100">
            <Target aria-hidden="true" className="size-4 text-brand-700" />
          </span>
          <CardTitle>Daily Goals</CardTitle>
        </div>
        <CardDescription>Your Daily Score and the meal bars measure each day against these.</CardDescription>
      </CardHeader>
      <CardContent className="pt-5 sm:pt-6">
        {goals.isPending ? (
          <div role="status" className="grid animate-pulse gap-4">
            <span className="sr-only">Loading your goals...</span>
            <span aria-hidden="true" className="h-14 rounded-xl bg-slate-100" />
            <span aria-hidden="true" className="h-12 rounded-lg bg-slate-100" />
            <span aria-hidden="true" className="h-11 rounded-lg bg-slate-100" />
          </div>
        ) : goals.isError ? (
          <FetchError title="Failed to fetch goals" retrying={goals.isFetching} onRetry={() => void goals.refetch()} />
        ) : (
          <GoalsForm initial={initialGoalsForm(goals.data)} />
        )}
      </CardContent>
    </Card>
  );
}
