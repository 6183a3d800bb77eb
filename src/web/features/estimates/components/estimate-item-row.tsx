import { ChevronDown } from "lucide-react";
import { useId } from "react";
import type { EstimateItem } from "../../../../contracts/index.js";
import { cn } from "../../../lib/cn.js";
import { servingLabel } from "../lib/estimate-totals.js";

interface EstimateItemRowProps {
  item: EstimateItem;
  expanded: boolean;
  onToggle: () => void;
}

/** One food of the breakdown: a button row that opens its description and macros. */
export function EstimateItemRow({ item, expanded, onToggle }: EstimateItemRowProps) {
  const panelId = useId();
  return (
    <li className="border-b border-slate-100 last:border-b-0">
      <button
        type="button"
        onClick={onToggle}
        aria-expanded={expanded}
        aria-controls={panelId}
        className="flex w-full items-center gap-3 px-4 py-3.5 text-left transition-colors hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-500 sm:px-5"
      >
        <span className="min-w-0 flex-1">
          <span className="block font-semibold text-slate-900">{item.title}</span>
          <span className="mt-0.5 block text-sm text-slate-500">
            {Math.round(item.serving.serving_size_g)} g · {servingLabel(item)}
          </span>
        </span>
        <span className="shrink-0 text-right">
          <span className="block text-base font-bold tabular-nums text-slate-900">
            {Math.round(item.macros.calories_kcal)}
          </span>
          <span className="block text-xs text-slate-500">kcal</span>
        </span>
        <ChevronDown
          aria-hidden="true"
          className={cn("size-5 shrink-0 text-slate-400 transition-transform duration-200", expanded && "rotate-180")}
        />
      </button>
      <div id={panelId} hidden={!expanded} className="px-4 pb-4 sm:px-5">
        {item.description ? <p className="text-sm leading-relaxed text-slate-600">{item.description}</p> : null}
        <dl className="mt-3 grid grid-cols-3 gap-2 text-center">
          {(
            [
              ["Protein", item.macros.protein_g],
              ["Carbs", item.macros.carbs_g],
              ["Fat", item.macros.fat_g],
            ] as const
          ).map(([label, grams]) => (
            <div key={label} className="rounded-lg bg-slate-50 px-2 py-2">
              <dt className="text-xs font-medium text-slate-500">{label}</dt>
              <dd className="text-sm font-semibold tabular-nums text-slate-900">{Math.round(grams)} g</dd>
            </div>
          ))}
        </dl>
      </div>
    </li>
  );
}
