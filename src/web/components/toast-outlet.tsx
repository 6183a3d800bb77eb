import { lazy, Suspense } from "react";
import { useToasts } from "./ui/use-toast.js";

const Toaster = lazy(() => import("./ui/toaster.js").then((m) => ({ default: m.Toaster })));

/** Radix's toast code loads with the first toast: most visits never show one, and a first page should not carry it. */
export function ToastOutlet() {
  const toasts = useToasts();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
