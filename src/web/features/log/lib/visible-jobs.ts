import type { ChatJob } from "../../../../contracts/index.js";

/** Jobs the history shows: those with words in them, newest first. */
export function visibleJobs(items: readonly ChatJob[]): ChatJob[] {
  return items
    .filter((job) => job.message.trim() !== "")
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
}

export function isActiveJob(job: ChatJob): boolean {
  return job.status === "queued" || job.status === "processing";
}

export function hasActiveJob(items: readonly ChatJob[]): boolean {
  return items.some((job) => isActiveJob(job) && job.message.trim() !== "");
}
