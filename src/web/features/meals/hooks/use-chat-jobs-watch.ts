import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { CHAT_JOBS_POLL_MS, chatJobsQueryOptions, nutritionSummaryQueryKey } from "../../../lib/shared-queries.js";
import { mealListQueryKey } from "../api/query-keys.js";
import { finishedJobsKey, hasPendingChatJobs } from "../lib/pending-jobs.js";

/**
 * Whether meals are still being analysed (the 'Processing meals…' banner). Jobs are polled only while some are
 * pending and the list is visible; each newly finished job refreshes the meals and the day totals.
 */
export function useChatJobsWatch({ signedIn, visible }: { signedIn: boolean; visible: boolean }): { pending: boolean } {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...chatJobsQueryOptions,
    enabled: signedIn,
    refetchInterval: (q) => (visible && hasPendingChatJobs(q.state.data?.items ?? []) ? CHAT_JOBS_POLL_MS : false),
  });
  const items = query.data?.items;
  const finished = items ? finishedJobsKey(items) : null;
  const lastFinished = useRef(finished);
  const wasVisible = useRef(visible);

  // Coming back to the list: meals may have been logged elsewhere in the meantime.
  useEffect(() => {
    if (visible && !wasVisible.current && signedIn)
      void queryClient.invalidateQueries({
        queryKey: chatJobsQueryOptions.queryKey,
      });
    wasVisible.current = visible;
  }, [visible, signedIn, queryClient]);

  useEffect(() => {
    if (finished === null) return;
    const before = lastFinished.current;
    lastFinished.current = finished;
    if (before === null || before === finished) return;
    void queryClient.invalidateQueries({ queryKey: mealListQueryKey });
    void queryClient.invalidateQueries({ queryKey: nutritionSummaryQueryKey });
  }, [finished, queryClient]);

  return { pending: hasPendingChatJobs(items ?? []) };
}
