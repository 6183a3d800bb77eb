import { infiniteQueryOptions, queryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { chatJobListSchema, type ChatJob, type ChatJobList } from "../../../../contracts/index.js";
import { apiRequest } from "../../../lib/api-client.js";
import { isActiveJob } from "../lib/visible-jobs.js";

/** Spec: the job list is polled every 3 s, only while the dashboard is the active tab and a user is signed in. */
export const CHAT_JOBS_POLL_MS = 3000;
/** While a job is queued or processing, completion shows within half a second (issue #25). */
export const CHAT_JOBS_PENDING_POLL_MS = 300;

export const chatJobsQueryKey = ["chat", "jobs"] as const;

function fetchChatJobs(cursor: string | undefined, signal: AbortSignal): Promise<ChatJobList> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : "";
  return apiRequest("GET", `/api/external/chat/jobs${query}`, { schema: chatJobListSchema, signal });
}

/** The newest page: what the meal list watches for finished analyses. */
export const chatJobsQueryOptions = queryOptions({
  queryKey: chatJobsQueryKey,
  queryFn: ({ signal }) => fetchChatJobs(undefined, signal),
});

/** Log History: newest first, older pages on 'Show more'. */
const chatJobHistoryOptions = infiniteQueryOptions({
  queryKey: [...chatJobsQueryKey, "history"],
  queryFn: ({ pageParam, signal }) => fetchChatJobs(pageParam, signal),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (page) => page.next_cursor ?? undefined,
});

export function useChatJobHistory({ signedIn, polling }: { signedIn: boolean; polling: boolean }) {
  return useInfiniteQuery({
    ...chatJobHistoryOptions,
    enabled: signedIn,
    refetchInterval: (query) => {
      if (!signedIn || !polling) return false;
      const jobs: ChatJob[] = query.state.data?.pages.flatMap((page) => page.items) ?? [];
      return jobs.some(isActiveJob) ? CHAT_JOBS_PENDING_POLL_MS : CHAT_JOBS_POLL_MS;
    },
  });
}
