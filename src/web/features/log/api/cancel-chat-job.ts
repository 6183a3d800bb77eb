import { useMutation, useQueryClient } from "@tanstack/react-query";
import { chatJobSchema, type ChatJob } from "../../../../contracts/index.js";
import { apiRequest, errorMessageFor } from "../../../lib/api-client.js";
import { chatJobsQueryKey } from "../../../lib/shared-queries.js";

export function cancelChatJob(id: string): Promise<ChatJob> {
  return apiRequest("POST", `/api/external/chat/jobs/${encodeURIComponent(id)}/cancel`, { schema: chatJobSchema });
}

/**
 * Spec: a failed cancel is logged only; either way the job leaves the caller's "cancelling" set and the
 * list is refetched to show its real state. Hook-level callbacks run for every call, even overlapping ones.
 */
export function useCancelChatJob({ onSettled }: { onSettled: (id: string) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelChatJob,
    onError: (error) => console.error(errorMessageFor(error, "Failed to cancel job"), error),
    onSettled: (_job, _error, id) => {
      onSettled(id);
      return queryClient.invalidateQueries({ queryKey: chatJobsQueryKey });
    },
  });
}
