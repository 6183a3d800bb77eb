import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { ChatJob } from "../../../../contracts/index.js";
import { CHAT_JOBS_POLL_MS, chatJobsQueryKey, fetchChatJobs } from "../../../lib/shared-queries.js";
import { isActiveJob } from "../lib/visible-jobs.js";

/** While a job is queued or processing, completion shows within half a second (issue #25). */
export const CHAT_JOBS_PENDING_POLL_MS = 300;

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
