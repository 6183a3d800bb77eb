import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, HttpError } from "../../../lib/api-client.js";
import { nutritionSummaryQueryKey } from "../../../lib/shared-queries.js";
import { mealListQueryKey, mealQueryKey } from "./query-keys.js";

export function deleteMeal(id: string): Promise<void> {
  return apiRequest("DELETE", `/api/external/meals/${encodeURIComponent(id)}`);
}

/**
 * After a delete the list and the day totals are refetched without waiting, so the caller's toast shows at once
 * (even when the last meal goes and the list unmounts). The deleted meal's own entry is dropped once its screen
 * has gone, rather than refetched into a 404 under it.
 */
export function useDeleteMeal() {
  const queryClient = useQueryClient();
  const refreshAfterDelete = (id: string) => {
    void queryClient.invalidateQueries({ queryKey: mealListQueryKey });
    void queryClient.invalidateQueries({
      queryKey: nutritionSummaryQueryKey,
    });
    setTimeout(() =>
      queryClient.removeQueries({
        queryKey: mealQueryKey(id),
        type: "inactive",
      }),
    );
  };
  return useMutation({
    mutationFn: deleteMeal,
    onSuccess: (_data, id) => refreshAfterDelete(id),
    // Already gone (deleted in another tab or undone on /log): the list drops its card all the same.
    onError: (error, id) => {
      if (error instanceof HttpError && error.status === 404) refreshAfterDelete(id);
    },
  });
}
