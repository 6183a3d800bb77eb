import type { ChatJob } from "../../../../contracts/index.js";

/** The meal list treats these as still running (the spec adds pending and running to the job states). */
const PENDING_STATUSES = new Set<string>(["pending", "processing", "running", "queued"]);

/** True while any chat job with words in it is still being analysed: the 'Processing meals…' banner. */
export function hasPendingChatJobs(jobs: readonly ChatJob[]): boolean {
  return jobs.some((job) => PENDING_STATUSES.has(job.status) && job.message.trim() !== "");
}

/** A fingerprint of the finished jobs and their entry counts: when it changes, meals were added or undone. */
export function finishedJobsKey(jobs: readonly ChatJob[]): string {
  return jobs
    .filter((job) => job.status === "completed")
    .map((job) => `${job.id}:${job.entry_count}`)
    .sort()
    .join(",");
}
