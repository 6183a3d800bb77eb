import { CircleCheck, CircleAlert } from "lucide-react";
import { Spinner } from "../../../components/ui/spinner.js";
import { EDIT_MESSAGES, type EditPhase } from "../lib/edit-progress.js";

/** The edit's progress under the form; announced to screen readers as it changes. */
export function EditStatus({ state }: { state: EditPhase }) {
  if (state.phase === "processing" || state.phase === "submitting")
    return (
      <p
        role="status"
        className="flex items-center gap-2.5 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm font-medium text-brand-950"
      >
        <Spinner className="size-4" />
        {state.phase === "processing" ? EDIT_MESSAGES.processing : "Sending your instructions..."}
      </p>
    );
  if (state.phase === "completed")
    return (
      <p
        role="status"
        className="flex items-center gap-2.5 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm font-semibold text-emerald-900"
      >
        <CircleCheck aria-hidden="true" className="size-4 text-emerald-600" />
        {EDIT_MESSAGES.completed}
      </p>
    );
  if (state.phase === "error")
    return (
      <p
        role="alert"
        className="flex items-start gap-2.5 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-900"
      >
        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-600" />
        {state.message}
      </p>
    );
  return null;
}
