import { queryOptions, useQuery } from "@tanstack/react-query";
import { chatJobListSchema } from "../../../../contracts/index.js";
import { apiRequest } from "../../../lib/api-client.js";

/** Spec: the job list is polled every 3 s, only while the dashboard is the active tab and a user is signed in. */
export const CHAT_JOBS_POLL_MS = 3000;

export const chatJobsQueryKey = ["chat", "jobs"] as const;

export const chatJobsQueryOptions = queryOptions({
  queryKey: chatJobsQueryKey,
  queryFn: ({ signal }) =>
    apiRequest("GET", "/api/external/chat/jobs", {
      schema: chatJobListSchema,
      signal,
    }),
});

export function useChatJobs({ signedIn, polling }: { signedIn: boolean; polling: boolean }) {
  return useQuery({
    ...chatJobsQueryOptions,
    enabled: signedIn,
    refetchInterval: signedIn && polling ? CHAT_JOBS_POLL_MS : false,
  });
}
