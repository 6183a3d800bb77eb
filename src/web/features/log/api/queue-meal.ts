import { useMutation, useQueryClient } from "@tanstack/react-query";
import { chatJobSchema, type ChatJob, type ChatQueueRequest } from "../../../../contracts/index.js";
import { apiRequest } from "../../../lib/api-client.js";
import { chatSessionId } from "../lib/chat-session.js";
import { chatJobsQueryKey } from "../../../lib/shared-queries.js";
import type { OutboxItem } from "../lib/meal-outbox.js";

/** Sends one submission; its client id makes a repeat (after a lost answer) return the stored job, not a second. */
export function queueMeal(item: Pick<OutboxItem, "message" | "time_zone" | "client_id">): Promise<ChatJob> {
  const body: ChatQueueRequest = {
    session_id: chatSessionId(),
    message: item.message,
    time_zone: item.time_zone,
    client_id: item.client_id,
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
