import { Info } from "lucide-react";
import type { PhoneInstructions } from "../lib/install-steps.js";

/** The numbered steps for one phone platform, then its note. */
export function PhoneSteps({ instructions }: { instructions: PhoneInstructions }) {
  return (
    <section aria-labelledby="install-steps-heading" className="grid gap-5">
      <h2 id="install-steps-heading" className="text-lg font-semibold text-slate-900">
        {instructions.heading}
      </h2>
      <ol className="grid gap-3">
        {instructions.steps.map(({ icon: Icon, text }, index) => (
          <li
            key={text}
            className="flex items-center gap-4 rounded-xl border border-slate-200/80 bg-slate-50/60 p-3.5 sm:p-4"
          >
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
            >
              {index + 1}
            </span>
            <span className="min-w-0 flex-1 text-[0.95rem] leading-snug text-slate-800">
              <span className="sr-only">Step {index + 1}: </span>
              {text}
            </span>
            <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
          </li>
        ))}
      </ol>
      <p className="flex gap-2 text-sm leading-relaxed text-slate-600">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
        {instructions.note}
      </p>
    </section>
  );
}
