import { ChevronLeft, ChevronRight, RefreshCw } from "lucide-react";
import type { MealColumn } from "../../../../contracts/index.js";
import { Button } from "../../../components/ui/button.js";
import { cn } from "../../../lib/cn.js";
import { longDayLabel, shortDayLabel } from "../lib/day-label.js";
import { ColumnsMenu } from "./columns-menu.js";

interface DayToolbarProps {
  dayKey: string;
  /** 'Today', 'Yesterday' or the weekday. */
  dayNote: string | null;
  onPrevious: (() => void) | null;
  onNext: (() => void) | null;
  columns: readonly MealColumn[];
  onToggleColumn: (column: MealColumn) => void;
  refreshing: boolean;
  onRefresh: () => void;
}

export function DayToolbar({
  dayKey,
  dayNote,
  onPrevious,
  onNext,
  columns,
  onToggleColumn,
  refreshing,
  onRefresh,
}: DayToolbarProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-center justify-between gap-2 sm:justify-start">
        <Button
          variant="secondary"
          size="icon"
          aria-label="Previous day"
          onClick={onPrevious ?? undefined}
          disabled={!onPrevious}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <h2 aria-live="polite" className="min-w-32 text-center" title={longDayLabel(dayKey)}>
          <span className="sr-only">{longDayLabel(dayKey)}</span>
          <span aria-hidden="true" className="block text-xl font-bold tracking-tight text-slate-900">
            {shortDayLabel(dayKey)}
          </span>
          {dayNote ? (
            <span aria-hidden="true" className="block text-xs font-medium text-slate-500">
              {dayNote}
            </span>
          ) : null}
        </h2>
        <Button variant="secondary" size="icon" aria-label="Next day" onClick={onNext ?? undefined} disabled={!onNext}>
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <div className="flex gap-2 self-stretch sm:self-auto [&>*]:flex-1 sm:[&>*]:flex-none">
        <ColumnsMenu columns={columns} onToggle={onToggleColumn} />
        <Button variant="secondary" size="sm" onClick={onRefresh} disabled={refreshing}>
          <RefreshCw aria-hidden="true" className={cn(refreshing && "animate-spin")} />
          Refresh
        </Button>
      </div>
    </div>
  );
}
