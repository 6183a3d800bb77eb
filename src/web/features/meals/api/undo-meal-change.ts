import { useMutation, useQueryClient } from "@tanstack/react-query";
import { mealEntrySchema, type MealEntry } from "../../../../contracts/index.js";
import { apiRequest } from "../../../lib/api-client.js";
import { nutritionSummaryQueryKey } from "../../../lib/shared-queries.js";
import { mealQueryKey, mealsQueryKey } from "./query-keys.js";

export function undoMealChange(id: string): Promise<MealEntry> {
  return apiRequest("POST", `/api/external/meals/${encodeURIComponent(id)}/undo`, { schema: mealEntrySchema });
}

/** 'Undo' puts back the meal before its newest change; the meal, its history, the list and the day totals follow. */
export function useUndoMealChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoMealChange,
    onSuccess: (meal) => {
      queryClient.setQueryData(mealQueryKey(meal.id), meal);
      void queryClient.invalidateQueries({ queryKey: mealsQueryKey });
      void queryClient.invalidateQueries({ queryKey: nutritionSummaryQueryKey });
    },
  });
}
