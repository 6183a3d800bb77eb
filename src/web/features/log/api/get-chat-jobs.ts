import { useQuery } from "@tanstack/react-query";
import { CHAT_JOBS_POLL_MS, chatJobsQueryOptions } from "../../../lib/shared-queries.js";

export function useChatJobs({ signedIn, polling }: { signedIn: boolean; polling: boolean }) {
  return useQuery({
    ...chatJobsQueryOptions,
    enabled: signedIn,
    refetchInterval: signedIn && polling ? CHAT_JOBS_POLL_MS : false,
  });
}
