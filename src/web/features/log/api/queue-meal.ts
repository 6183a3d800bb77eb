import { useMutation, useQueryClient } from "@tanstack/react-query";
import { chatJobSchema, type ChatJob, type ChatQueueRequest } from "../../../../contracts/index.js";
import { apiRequest } from "../../../lib/api-client.js";
import { browserTimeZone } from "../../../lib/browser-time-zone.js";
import { chatSessionId } from "../lib/chat-session.js";
import { chatJobsQueryKey } from "../../../lib/shared-queries.js";

export function queueMeal(message: string): Promise<ChatJob> {
  const body: ChatQueueRequest = {
    session_id: chatSessionId(),
    message,
    time_zone: browserTimeZone(),
  };
  return apiRequest("POST", "/api/external/chat/queue", {
    body,
    schema: chatJobSchema,
  });
}

/** Queues a meal for analysis; the job list is refetched so the new job shows at once. */
export function useQueueMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: queueMeal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatJobsQueryKey }),
  });
}
