import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  ESTIMATE_LIMITS,
  estimateLogResponseSchema,
  estimateSchema,
  type Estimate,
} from "../../../../contracts/index.js";
import { apiRequest } from "../../../lib/api-client.js";
import { browserTimeZone } from "../../../lib/browser-time-zone.js";

export const estimateQueryKey = (id: string) => ["estimates", id] as const;
const estimatePath = (id: string) => `/api/estimates/${encodeURIComponent(id)}`;
const isFinished = (estimate: Estimate | undefined) =>
  estimate !== undefined && ["completed", "failed", "cancelled"].includes(estimate.status);

export interface EstimateUpload {
  photo: Blob;
  fileName: string;
  caption: string;
}

export function uploadEstimate({ photo, fileName, caption }: EstimateUpload): Promise<Estimate> {
  const form = new FormData();
  form.append(ESTIMATE_LIMITS.field, photo, fileName);
  if (caption.trim()) form.append(ESTIMATE_LIMITS.captionField, caption.trim());
  const timeZone = browserTimeZone();
  if (timeZone) form.append(ESTIMATE_LIMITS.timeZoneField, timeZone);
  return apiRequest("POST", "/api/estimates", { body: form, schema: estimateSchema });
}

/** One estimate, polled every 2 s while its job is still running. */
export function useEstimate(id: string | null) {
  return useQuery({
    queryKey: estimateQueryKey(id ?? ""),
    queryFn: ({ signal }) => apiRequest("GET", estimatePath(id ?? ""), { schema: estimateSchema, signal }),
    enabled: id !== null,
    refetchInterval: (query) => (isFinished(query.state.data) ? false : ESTIMATE_LIMITS.pollMs),
  });
}

export function useUploadEstimate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadEstimate,
    onSuccess: (estimate) => queryClient.setQueryData(estimateQueryKey(estimate.id), estimate),
  });
}

export function useShareEstimate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, shared }: { id: string; shared: boolean }) =>
      apiRequest("POST", `${estimatePath(id)}/share`, { body: { shared }, schema: estimateSchema }),
    onSuccess: (estimate) => queryClient.setQueryData(estimateQueryKey(estimate.id), estimate),
  });
}

export function useLogEstimate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest("POST", `${estimatePath(id)}/log`, { schema: estimateLogResponseSchema }),
    onSuccess: (_result, id) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: estimateQueryKey(id) }),
        // The meal list and day totals now include the new meal.
        queryClient.invalidateQueries({ queryKey: ["meals"] }),
        queryClient.invalidateQueries({ queryKey: ["nutrition-summary"] }),
      ]),
  });
}

export function useDeleteEstimate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest("DELETE", estimatePath(id)),
    onSuccess: (_result, id) => queryClient.removeQueries({ queryKey: estimateQueryKey(id) }),
  });
}
