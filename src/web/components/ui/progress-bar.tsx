import { cn } from "../../lib/cn.js";

interface ProgressBarProps {
  /** 0-100; values outside are clamped. */
  value: number;
  label: string;
  /** Tailwind background colour for the fill. */
  toneClass?: string;
  className?: string;
}

export function ProgressBar({ value, label, toneClass = "bg-brand-600", className }: ProgressBarProps) {
  const clamped = Math.min(100, Math.max(0, value));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(clamped)}
      className={cn("h-2 overflow-hidden rounded-full bg-slate-100", className)}
    >
      <div
        className={cn("h-full rounded-full transition-[width] duration-500", toneClass)}
        style={{ width: `${clamped}%` }}
      />
    </div>
  );
}
