import type { MealType } from "../../../../contracts/index.js";
import { cn } from "../../../lib/cn.js";

const looks: Record<MealType, string> = {
  breakfast: "bg-amber-50 text-amber-800 ring-amber-600/20",
  lunch: "bg-sky-50 text-sky-800 ring-sky-600/20",
  dinner: "bg-indigo-50 text-indigo-800 ring-indigo-600/20",
  snack: "bg-rose-50 text-rose-800 ring-rose-600/20",
};

export function MealTypeBadge({ type, className }: { type: MealType; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold capitalize ring-1 ring-inset",
        looks[type] ?? "bg-slate-100 text-slate-700 ring-slate-500/10",
        className,
      )}
    >
      {type}
    </span>
  );
}
