import { LoaderCircle } from "lucide-react";
import { cn } from "../../lib/cn.js";

/** Decorative; pair it with visible text or an aria-label on the surrounding element. */
export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={cn("size-5 animate-spin text-brand-600", className)} />;
}
