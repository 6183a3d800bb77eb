import { RotateCcw, X } from "lucide-react";
import { Link } from "wouter";
import type { ChatJob } from "../../../../contracts/index.js";
import { Button } from "../../../components/ui/button.js";
import { Spinner } from "../../../components/ui/spinner.js";
import { cn } from "../../../lib/cn.js";
import { formatJobTime } from "../lib/job-time.js";
import { kcalText, mealTypeName } from "../lib/meal-wording.js";
import { isActiveJob } from "../lib/visible-jobs.js";
import { entryCountText, statusLooks } from "./job-status.js";

interface JobListItemProps {
  job: ChatJob;
  cancelling: boolean;
  onCancel: (id: string) => void;
  onRetry: (job: ChatJob) => void;
}

export function JobListItem({ job, cancelling, onCancel, onRetry }: JobListItemProps) {
  const look = statusLooks[job.status];
  const Icon = look.icon;
  const active = isActiveJob(job);

  return (
    <li
      aria-busy={active || undefined}
      className={cn(
        "relative overflow-hidden rounded-xl border p-3.5 sm:p-4",
        active && "border-brand-200",
        job.status === "completed" && "border-slate-200 bg-white",
        job.status === "failed" && "border-red-200 bg-white",
        job.status === "cancelled" && "border-slate-200 bg-slate-50 opacity-60",
      )}
    >
      {active ? <span aria-hidden="true" className="absolute inset-0 animate-pulse bg-brand-50" /> : null}
      <div className="relative flex gap-3">
        <span className={cn("flex size-8 shrink-0 items-center justify-center rounded-full ring-1", look.badge)}>
          <Icon aria-hidden="true" className={cn("size-4", look.iconClass)} />
        </span>
        <div className="min-w-0 flex-1">
          <p className="line-clamp-3 break-words text-sm leading-relaxed text-slate-800">{job.message}</p>
          <p className="mt-1 flex flex-wrap items-center gap-x-1.5 text-xs text-slate-500">
            <span className={cn("font-semibold", look.labelClass)}>{look.label}</span>
            {job.status === "completed" && job.entry_count > 0 ? (
              <>
                <span aria-hidden="true">·</span>
                <span>{entryCountText(job.entry_count)}</span>
              </>
            ) : null}
            <span aria-hidden="true">·</span>
            <time dateTime={job.created_at}>{formatJobTime(job.created_at)}</time>
          </p>
        </div>
        {active ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onCancel(job.id)}
            disabled={cancelling}
            aria-label={cancelling ? "Cancelling" : "Cancel"}
            className="self-start px-2.5"
          >
            {cancelling ? <Spinner className="size-4 text-slate-500" /> : <X aria-hidden="true" />}
            <span className="hidden sm:inline">Cancel</span>
          </Button>
        ) : null}
        {job.status === "failed" ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onRetry(job)}
            aria-label="Retry"
            title="Put this text back in the box to edit and log it again"
            className="self-start px-2.5"
          >
            <RotateCcw aria-hidden="true" />
            <span className="hidden sm:inline">Retry</span>
          </Button>
        ) : null}
      </div>
      {job.status === "completed" && job.entries.length > 0 ? (
        <ul aria-label="Entries" className="relative mt-2.5 grid gap-1.5 pl-11">
          {job.entries.map((entry) => (
            <li key={entry.id}>
              <Link
                href={`/meals/${encodeURIComponent(entry.id)}`}
                className="flex items-baseline justify-between gap-3 rounded-lg bg-slate-50 px-2.5 py-1.5 text-sm hover:bg-slate-100"
              >
                <span className="min-w-0 truncate">
                  <span className="font-medium text-brand-800 underline-offset-2 hover:underline">{entry.title}</span>
                  {entry.meal_type ? <span className="text-slate-500"> · {mealTypeName(entry.meal_type)}</span> : null}
                </span>
                <span className="shrink-0 tabular-nums text-slate-700">{kcalText(entry.calories_kcal)}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {job.status === "failed" && job.error ? (
        <p className="relative mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm leading-relaxed text-red-800">{job.error}</p>
      ) : null}
    </li>
  );
}
