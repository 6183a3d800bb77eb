import { cva, type VariantProps } from "class-variance-authority";
import { CircleAlert, Info, X, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn.js";

const alertVariants = cva("relative flex gap-3 rounded-xl border p-4 text-sm", {
  variants: {
    variant: {
      error: "border-red-200 bg-red-50 text-red-900",
      info: "border-brand-200 bg-brand-50 text-brand-950",
    },
  },
  defaultVariants: { variant: "error" },
});

const icons: Record<"error" | "info", LucideIcon> = {
  error: CircleAlert,
  info: Info,
};

const closeClasses: Record<"error" | "info", string> = {
  error: "text-red-700 hover:bg-red-100 focus-visible:ring-red-600",
  info: "text-brand-800 hover:bg-brand-100 focus-visible:ring-brand-600",
};

interface AlertProps extends VariantProps<typeof alertVariants> {
  title: string;
  children?: ReactNode;
  /** Shows a close button with this accessible name. */
  onClose?: () => void;
  closeLabel?: string;
  icon?: LucideIcon;
  className?: string;
  role?: "alert" | "status" | "note";
}

/** A boxed message with a heading; errors announce themselves (role="alert"). */
export function Alert({ variant, title, children, onClose, closeLabel = "Close", icon, className, role }: AlertProps) {
  const tone = variant ?? "error";
  const Icon = icon ?? icons[tone];
  return (
    <div
      role={role ?? (tone === "error" ? "alert" : "status")}
      className={cn(alertVariants({ variant }), onClose && "pr-11", className)}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{title}</p>
        {children ? <div className="mt-1 leading-relaxed">{children}</div> : null}
      </div>
      {onClose ? (
        <button
          type="button"
          onClick={onClose}
          aria-label={closeLabel}
          className={cn(
            "absolute right-2 top-2 rounded-md p-1.5 focus-visible:outline-none focus-visible:ring-2",
            closeClasses[tone],
          )}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </div>
  );
}
