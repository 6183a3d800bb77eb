import { cn } from "../lib/cn.js";

export function Logo({ className, compact = false }: { className?: string; compact?: boolean }) {
  return (
    <span className={cn("inline-flex items-center gap-2.5", className)}>
      <img src="/logo.svg" alt="" width={32} height={32} className={compact ? "size-8" : "size-9"} />
      <span className="text-[1.05rem] font-bold tracking-tight text-slate-900">
        Meals <span className="text-brand-700">&amp;</span> Calories
      </span>
    </span>
  );
}
