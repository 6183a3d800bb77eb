import { Lightbulb, Sparkles } from "lucide-react";
import { Button } from "../../../components/ui/button.js";

interface AnalyzingPanelProps {
  fact: string;
  onDismiss: () => void;
}

/** Shown while a meal is being submitted or analysed. Our engine takes about a second, so it says so. */
export function AnalyzingPanel({ fact, onDismiss }: AnalyzingPanelProps) {
  return (
    <section
      role="status"
      aria-labelledby="analyzing-title"
      className="mt-5 overflow-hidden rounded-xl border border-brand-200 bg-gradient-to-br from-brand-50 to-white"
    >
      <div className="flex gap-3 p-4 pb-3.5">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-white ring-1 ring-brand-200">
          <Sparkles aria-hidden="true" className="size-4 animate-pulse text-brand-700" />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-2">
            <h3 id="analyzing-title" className="pt-1.5 font-semibold text-brand-950">
              Your meal is being analyzed!
            </h3>
            <Button variant="ghost" size="sm" onClick={onDismiss} className="-mr-1.5 -mt-0.5 h-8 px-2.5 text-slate-600">
              Dismiss
            </Button>
          </div>
          <p className="mt-1 text-sm leading-relaxed text-slate-700">
            Your meals usually appear in Log History within a few seconds. You can log more meals in the meantime.
          </p>
        </div>
      </div>
      <div className="border-t border-brand-100 bg-white/70 px-4 py-3">
        <p className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-amber-700">
          <Lightbulb aria-hidden="true" className="size-3.5" />
          While you wait, did you know...
        </p>
        <p className="mt-1 text-sm leading-relaxed text-slate-800">{fact}</p>
      </div>
    </section>
  );
}
