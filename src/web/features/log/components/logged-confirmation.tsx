import { CircleAlert, CircleCheck, RotateCcw, Undo2, X } from "lucide-react";
import { Link } from "wouter";
import type { ChatJob } from "../../../../contracts/index.js";
import { Button } from "../../../components/ui/button.js";
import { Spinner } from "../../../components/ui/spinner.js";
import { errorMessageFor } from "../../../lib/api-client.js";
import { useUndoLoggedMeals } from "../api/undo-logged-meals.js";
import { isActiveJob } from "../lib/visible-jobs.js";
import { kcalText, mealTypeName } from "../lib/meal-wording.js";

interface LoggedConfirmationProps {
  job: ChatJob;
  onClose: () => void;
  onRetry: (job: ChatJob) => void;
}

const frame = "mt-4 rounded-xl border p-3.5 sm:p-4";

/** Right under 'Log Meals': what the submission just logged, with a link to each entry and Undo. */
export function LoggedConfirmation({ job, onClose, onRetry }: LoggedConfirmationProps) {
  const undo = useUndoLoggedMeals();
  const close = (
    <Button variant="ghost" size="sm" onClick={onClose} aria-label="Close" className="-mr-1.5 -mt-1 h-8 px-2">
      <X aria-hidden="true" />
    </Button>
  );

  if (isActiveJob(job)) {
    return (
      <section role="status" aria-label="Logging" className={`${frame} border-brand-200 bg-brand-50/60`}>
        <p className="flex items-center gap-2 text-sm font-semibold text-brand-950">
          <Spinner className="size-4 text-brand-700" />
          Analyzing your meal…
        </p>
        <p className="mt-1 line-clamp-2 text-sm text-slate-600">{job.message}</p>
      </section>
    );
  }
  if (job.status === "failed") {
    return (
      <section role="status" aria-label="Logging" className={`${frame} border-red-200 bg-red-50/60`}>
        <div className="flex items-start justify-between gap-2">
          <p className="flex items-center gap-2 text-sm font-semibold text-red-800">
            <CircleAlert aria-hidden="true" className="size-4" />
            Nothing was logged
          </p>
          {close}
        </div>
        <p className="mt-1 text-sm leading-relaxed text-red-900">{job.error ?? "The analysis failed."}</p>
        <Button variant="secondary" size="sm" onClick={() => onRetry(job)} className="mt-2.5">
          <RotateCcw aria-hidden="true" />
          Edit and retry
        </Button>
      </section>
    );
  }
  if (job.status === "cancelled" || job.entries.length === 0 || undo.isSuccess) {
    return (
      <section role="status" aria-label="Logging" className={`${frame} border-slate-200 bg-slate-50`}>
        <div className="flex items-start justify-between gap-2">
          <p className="pt-1 text-sm text-slate-700">
            {job.status === "cancelled"
              ? "Cancelled: nothing was logged."
              : "Undone: nothing from this meal is logged."}
          </p>
          {close}
        </div>
      </section>
    );
  }

  const total = job.entries.reduce((sum, entry) => sum + entry.calories_kcal, 0);
  return (
    <section role="status" aria-label="Logging" className={`${frame} border-emerald-200 bg-emerald-50/60`}>
      <div className="flex items-start justify-between gap-2">
        <p className="flex items-center gap-2 pt-1 text-sm font-semibold text-emerald-900">
          <CircleCheck aria-hidden="true" className="size-4 text-emerald-600" />
          Logged {job.entries.length === 1 ? "1 meal" : `${job.entries.length} meals`} · {kcalText(total)}
        </p>
        {close}
      </div>
      <ul aria-label="Logged meals" className="mt-2 grid gap-1.5">
        {job.entries.map((entry) => (
          <li key={entry.id}>
            <Link
              href={`/meals/${encodeURIComponent(entry.id)}`}
              className="flex items-baseline justify-between gap-3 rounded-lg bg-white px-3 py-2 text-sm ring-1 ring-emerald-100 hover:ring-emerald-300"
            >
              <span className="min-w-0">
                <span className="font-medium text-slate-900 underline-offset-2 hover:underline">{entry.title}</span>
                {entry.meal_type ? <span className="text-slate-500"> · {mealTypeName(entry.meal_type)}</span> : null}
              </span>
              <span className="shrink-0 font-semibold tabular-nums text-slate-800">
                {kcalText(entry.calories_kcal)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-2.5 flex items-center gap-3">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => undo.mutate(job.entries.map((entry) => entry.id))}
          disabled={undo.isPending}
        >
          {undo.isPending ? <Spinner className="size-4 text-slate-500" /> : <Undo2 aria-hidden="true" />}
          Undo
        </Button>
        {undo.isError ? (
          <p className="text-sm text-red-700">{errorMessageFor(undo.error, "Could not undo. Please try again.")}</p>
        ) : null}
      </div>
    </section>
  );
}
