import { useMutation, useQueryClient } from "@tanstack/react-query";
import { mealEntrySchema, type LogAgainRequest, type MealEntry } from "../../../../contracts/index.js";
import { apiRequest } from "../../../lib/api-client.js";
import { showChangedMeal } from "./show-changed-meal.js";

export function logMealAgain({ id, request }: { id: string; request: LogAgainRequest }): Promise<MealEntry> {
  return apiRequest("POST", `/api/external/meals/${encodeURIComponent(id)}/log-again`, {
    body: request,
    schema: mealEntrySchema,
  });
}

/** 'Log again' adds a new meal: the list and the day totals refresh so it shows at once. */
export function useLogMealAgain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logMealAgain,
    onSuccess: (meal) => showChangedMeal(queryClient, meal),
  });
}
