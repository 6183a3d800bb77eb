import { Lightbulb } from "lucide-react";
import { exampleMeals } from "../lib/example-meals.js";

export function ExampleMeals({ onPick }: { onPick: (text: string) => void }) {
  return (
    <div className="mt-5">
      <h3 className="flex items-center gap-1.5 text-sm font-semibold text-slate-700">
        <Lightbulb aria-hidden="true" className="size-4 text-amber-500" />
        Try an example
      </h3>
      <ul className="mt-3 grid gap-2">
        {exampleMeals.map((example) => (
          <li key={example}>
            <button
              type="button"
              onClick={() => onPick(example)}
              className="w-full rounded-xl border border-slate-200 bg-slate-50/70 px-4 py-3 text-left text-sm leading-relaxed text-slate-700 transition-colors hover:border-brand-300 hover:bg-brand-50/60 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
            >
              {example}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
