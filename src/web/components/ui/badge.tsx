import { cva, type VariantProps } from "class-variance-authority";
import type { HTMLAttributes } from "react";
import { cn } from "../../lib/cn.js";

const badgeVariants = cva("inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold", {
  variants: {
    variant: {
      brand: "bg-brand-50 text-brand-800 ring-1 ring-inset ring-brand-600/20",
      neutral: "bg-slate-100 text-slate-700 ring-1 ring-inset ring-slate-500/10",
      success: "bg-emerald-50 text-emerald-800 ring-1 ring-inset ring-emerald-600/20",
    },
  },
  defaultVariants: { variant: "brand" },
});

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement>, VariantProps<typeof badgeVariants> {}

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
