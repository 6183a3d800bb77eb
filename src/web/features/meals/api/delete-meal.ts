import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.js";
import {
  mealListQueryKey,
  mealQueryKey,
  nutritionSummaryQueryKey,
} from "./query-keys.js";

export function deleteMeal(id: string): Promise<void> {
  return apiRequest("DELETE", `/api/external/meals/${encodeURIComponent(id)}`);
}

/** After a delete the list and the day's totals are refetched; the deleted meal's own cache entry is dropped. */
export function useDeleteMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMeal,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: mealQueryKey(id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: mealListQueryKey }),
        queryClient.invalidateQueries({ queryKey: nutritionSummaryQueryKey }),
      ]);
    },
  });
}
