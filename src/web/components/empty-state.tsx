import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../lib/cn.js";

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  description: string;
  action?: ReactNode;
  className?: string;
  /** Heading level, so the empty state fits the page outline it sits in. */
  as?: "h2" | "h3";
}

export function EmptyState({ icon: Icon, title, description, action, className, as: Heading = "h2" }: EmptyStateProps) {
  return (
    <div className={cn("flex flex-col items-center px-6 py-12 text-center", className)}>
      <div className="mb-4 flex size-14 items-center justify-center rounded-2xl bg-brand-50 ring-1 ring-brand-100">
        <Icon aria-hidden="true" className="size-7 text-brand-700" />
      </div>
      <Heading className="text-base font-semibold text-slate-900">{title}</Heading>
      <p className="mt-1.5 max-w-sm text-sm leading-relaxed text-slate-600">{description}</p>
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}
