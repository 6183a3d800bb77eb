import { Sparkles } from "lucide-react";

/** Spec: shown on the meal list while chat jobs are still being analysed. */
export function ProcessingBanner() {
  return (
    <div
      role="status"
      className="mb-5 flex items-start gap-3 rounded-xl border border-brand-200 bg-gradient-to-br from-brand-50 to-white p-4"
    >
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-white ring-1 ring-brand-200">
        <Sparkles aria-hidden="true" className="size-4 animate-pulse text-brand-700" />
      </span>
      <div className="min-w-0 text-sm">
        <p className="font-semibold text-brand-950">Processing meals…</p>
        <p className="mt-0.5 leading-relaxed text-slate-700">
          AI is analyzing your recent meal entries. Results update automatically.
        </p>
      </div>
    </div>
  );
}
