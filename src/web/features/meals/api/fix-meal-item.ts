import { useMutation, useQueryClient } from "@tanstack/react-query";
import { mealEntrySchema, type MealEntry, type MealItemFix } from "../../../../contracts/index.js";
import { apiRequest } from "../../../lib/api-client.js";
import { showChangedMeal } from "./show-changed-meal.js";

export function fixMealItem({ id, index, fix }: { id: string; index: number; fix: MealItemFix }): Promise<MealEntry> {
  return apiRequest("POST", `/api/external/meals/${encodeURIComponent(id)}/items/${index}/fix`, {
    body: fix,
    schema: mealEntrySchema,
  });
}

/** A tapped fix: the meal's totals show at once; its history, the list and the day totals refresh. */
export function useFixMealItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fixMealItem,
    onSuccess: (meal) => showChangedMeal(queryClient, meal),
  });
}
