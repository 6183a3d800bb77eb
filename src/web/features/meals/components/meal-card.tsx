import { CopyPlus, Pencil, Trash2 } from "lucide-react";
import { Link } from "wouter";
import type { MealColumn, MealSummary } from "../../../../contracts/index.js";
import { Button } from "../../../components/ui/button.js";
import { Spinner } from "../../../components/ui/spinner.js";
import { cn } from "../../../lib/cn.js";
import { columnCells } from "../lib/meal-columns.js";
import { formatMealTime } from "../lib/meal-time.js";
import { MealTypeBadge } from "./meal-type-badge.js";

interface MealCardProps {
  meal: MealSummary;
  columns: readonly MealColumn[];
  timeZone: string | undefined;
  /** The meal is being edited (or its edit button was just tapped). */
  editing: boolean;
  onEdit: (meal: MealSummary) => void;
  onDelete: (meal: MealSummary) => void;
  onLogAgain: (meal: MealSummary) => void;
}

/** The whole card opens the meal; the log-again, edit and delete buttons sit above that link. */
export function MealCard({ meal, columns, timeZone, editing, onEdit, onDelete, onLogAgain }: MealCardProps) {
  const time = formatMealTime(meal.consumed_at, timeZone);
  return (
    <article className="group relative rounded-2xl border border-slate-200/80 bg-white p-4 shadow-sm shadow-slate-900/[0.03] transition-colors focus-within:border-brand-300 hover:border-brand-300 sm:p-5">
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <div className="mb-1.5 flex items-center gap-2 text-xs text-slate-500">
            <MealTypeBadge type={meal.meal_type} />
            {time ? <time dateTime={meal.consumed_at}>{time}</time> : null}
          </div>
          <h3 className="font-semibold leading-snug text-slate-900">
            <Link
              href={`/meals/${encodeURIComponent(meal.id)}`}
              className="rounded after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none group-hover:text-brand-800"
            >
              {meal.title}
            </Link>
          </h3>
          {meal.description ? (
            <p className="mt-1 line-clamp-2 text-sm leading-relaxed text-slate-600">{meal.description}</p>
          ) : null}
        </div>
        <div className="relative z-10 -mr-1.5 -mt-1.5 flex shrink-0 gap-0.5">
          <Button
            variant="ghost"
            size="icon"
            className="size-9"
            aria-label={`Log ${meal.title} again`}
            onClick={() => onLogAgain(meal)}
          >
            <CopyPlus aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-9"
            aria-label={editing ? `Editing ${meal.title}` : `Edit ${meal.title}`}
            disabled={editing}
            onClick={() => onEdit(meal)}
          >
            {editing ? <Spinner className="text-slate-500" /> : <Pencil aria-hidden="true" />}
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-9 hover:bg-red-50 hover:text-red-700"
            aria-label={`Delete ${meal.title}`}
            onClick={() => onDelete(meal)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
      <dl className="mt-3.5 grid grid-cols-4 gap-1.5 sm:grid-cols-5">
        {columnCells(meal, columns).map((cell) => (
          <div
            key={cell.column}
            className={cn(
              "min-w-0 rounded-lg bg-slate-50 px-2 py-1.5 ring-1 ring-inset ring-slate-100",
              cell.column === "serving" && "col-span-2",
            )}
          >
            <dt className="truncate text-[0.68rem] font-semibold uppercase tracking-wide text-slate-500">
              {cell.label}
            </dt>
            <dd className="truncate text-sm font-semibold tabular-nums text-slate-900">
              {cell.value}
              {cell.unit ? <span className="ml-0.5 text-xs font-medium text-slate-500">{cell.unit}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
