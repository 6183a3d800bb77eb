import { queryOptions } from "@tanstack/react-query";
import { chatJobListSchema, type ChatJobList } from "../../contracts/index.js";
import { apiRequest } from "./api-client.js";

/*
 * Queries more than one feature reads or refreshes. They live here, not inside one of those features, so that a
 * feature uses them without importing another feature (whose index.ts would bring that feature's screens along).
 */

/** Every nutrition summary (the meal list's day totals, Trends) sits under this prefix; invalidating it refreshes all. */
export const nutritionSummaryQueryKey = ["nutrition-summary"] as const;

/** Spec: the job list is polled every 3 s, only while the dashboard is the active tab and a user is signed in. */
export const CHAT_JOBS_POLL_MS = 3000;

export const chatJobsQueryKey = ["chat", "jobs"] as const;

/** One page of the user's analysis jobs, newest first; `cursor` continues after an earlier page. */
export function fetchChatJobs(cursor: string | undefined, signal: AbortSignal): Promise<ChatJobList> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : "";
  return apiRequest("GET", `/api/external/chat/jobs${query}`, { schema: chatJobListSchema, signal });
}

/** The newest page: what the meal list watches for finished analyses. */
export const chatJobsQueryOptions = queryOptions({
  queryKey: chatJobsQueryKey,
  queryFn: ({ signal }) => fetchChatJobs(undefined, signal),
});
