import { Ban, CircleAlert, CircleCheck, LoaderCircle, type LucideIcon } from "lucide-react";
import type { JobStatus } from "../../../../contracts/index.js";

interface StatusLook {
  label: string;
  icon: LucideIcon;
  /** The round badge behind the icon. */
  badge: string;
  labelClass: string;
  iconClass?: string;
}

const processing: StatusLook = {
  label: "Processing",
  icon: LoaderCircle,
  badge: "bg-white text-brand-700 ring-brand-200",
  labelClass: "text-brand-800",
  iconClass: "animate-spin",
};

export const statusLooks: Record<JobStatus, StatusLook> = {
  queued: processing,
  processing,
  completed: {
    label: "Completed",
    icon: CircleCheck,
    badge: "bg-emerald-50 text-emerald-600 ring-emerald-200",
    labelClass: "text-emerald-700",
  },
  failed: {
    label: "Failed",
    icon: CircleAlert,
    badge: "bg-red-50 text-red-600 ring-red-200",
    labelClass: "text-red-700",
  },
  cancelled: {
    label: "Cancelled",
    icon: Ban,
    badge: "bg-slate-100 text-slate-500 ring-slate-200",
    labelClass: "text-slate-500",
  },
};

export function entryCountText(count: number): string {
  return `${count} meal ${count === 1 ? "entry" : "entries"}`;
}
