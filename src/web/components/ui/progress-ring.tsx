import type { ReactNode } from "react";
import { cn } from "../../lib/cn.js";

interface ProgressRingProps {
  /** 0-100; values outside are clamped. */
  value: number;
  size?: number;
  strokeWidth?: number;
  /** Tailwind stroke colour for the filled arc, e.g. "stroke-brand-600". */
  toneClass?: string;
  /** Accessible name, e.g. "Daily Score". */
  label: string;
  /** What a screen reader hears as the value, e.g. "72 out of 100". */
  valueText: string;
  children?: ReactNode;
  className?: string;
}

/** A circular meter with its reading in the middle. */
export function ProgressRing({
  value,
  size = 112,
  strokeWidth = 10,
  toneClass = "stroke-brand-600",
  label,
  valueText,
  children,
  className,
}: ProgressRingProps) {
  const clamped = Math.min(100, Math.max(0, value));
  const radius = (size - strokeWidth) / 2;
  const circumference = 2 * Math.PI * radius;
  return (
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(clamped)}
      aria-valuetext={valueText}
      className={cn("relative inline-flex shrink-0", className)}
      style={{ width: size, height: size }}
    >
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true" className="-rotate-90">
        <circle
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          strokeWidth={strokeWidth}
          className="stroke-slate-100"
        />
        <circle
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          strokeWidth={strokeWidth}
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - clamped / 100)}
          className={cn("transition-[stroke-dashoffset] duration-500", toneClass)}
        />
      </svg>
      <div aria-hidden="true" className="absolute inset-0 flex flex-col items-center justify-center text-center">
        {children}
      </div>
    </div>
  );
}
