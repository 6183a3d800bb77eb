import { queryOptions } from "@tanstack/react-query";
import { chatJobListSchema } from "../../contracts/index.js";
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

export const chatJobsQueryOptions = queryOptions({
  queryKey: chatJobsQueryKey,
  queryFn: ({ signal }) => apiRequest("GET", "/api/external/chat/jobs", { schema: chatJobListSchema, signal }),
});
