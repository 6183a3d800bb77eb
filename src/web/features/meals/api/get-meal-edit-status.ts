import { useQuery } from "@tanstack/react-query";
import { editJobSchema } from "../../../../contracts/index.js";
import { apiRequest } from "../../../lib/api-client.js";
import { mealEditStatusQueryKey } from "./query-keys.js";

/** Spec: the edit job's status is polled every 2 s until it finishes. */
export const EDIT_STATUS_POLL_MS = 2000;

export function useMealEditStatus({
  id,
  jobId,
}: {
  id: string;
  /** The running job; null stops polling. */
  jobId: string | null;
}) {
  return useQuery({
    queryKey: mealEditStatusQueryKey(id, jobId ?? ""),
    queryFn: ({ signal }) =>
      apiRequest("GET", `/api/external/meals/${encodeURIComponent(id)}/edit-nl/status`, {
        schema: editJobSchema,
        signal,
      }),
    enabled: jobId !== null,
    refetchInterval: jobId !== null ? EDIT_STATUS_POLL_MS : false,
    gcTime: 0,
  });
}
