import { Spinner } from "./ui/spinner.js";

export function FullScreenLoader() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-dvh flex-col items-center justify-center gap-3 bg-slate-50"
    >
      <Spinner className="size-8" />
      <p className="text-sm font-medium text-slate-600">Loading...</p>
    </div>
  );
}
