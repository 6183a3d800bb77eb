import type { EditJob } from "../../../../contracts/index.js";

export type EditPhase =
  | { phase: "idle" }
  | { phase: "submitting" }
  | { phase: "processing"; jobId: string }
  | { phase: "completed" }
  | { phase: "error"; message: string };

export const EDIT_MESSAGES = {
  processing: "Processing your edit request...",
  completed: "Meal successfully updated!",
  jobFailed: "Edit process failed",
  pollFailed: "Failed to check edit progress",
  startFailed: "Failed to edit meal",
} as const;

/** Where a polled edit job leaves the screen: still processing, done, or failed with the job's own reason. */
export function phaseFromJob(job: EditJob): EditPhase {
  if (job.status === "completed" && !job.error) return { phase: "completed" };
  if (job.status === "failed" || job.status === "cancelled" || job.error)
    return { phase: "error", message: job.error || EDIT_MESSAGES.jobFailed };
  return { phase: "processing", jobId: job.job_id };
}

export const isEditBusy = (state: EditPhase) => state.phase === "submitting" || state.phase === "processing";
