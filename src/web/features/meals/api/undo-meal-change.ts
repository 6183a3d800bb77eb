import { useMutation, useQueryClient } from "@tanstack/react-query";
import { mealEntrySchema, type MealEntry, type MealUndoRequest } from "../../../../contracts/index.js";
import { apiRequest } from "../../../lib/api-client.js";
import { showChangedMeal } from "./show-changed-meal.js";

export interface UndoMealChange {
  id: string;
  /** The meal's `updated_at` as the change to undo left it; without it the newest change is undone, whatever it is. */
  ifUnchangedSince?: string;
}

export function undoMealChange({ id, ifUnchangedSince }: UndoMealChange): Promise<MealEntry> {
  const body: MealUndoRequest | undefined = ifUnchangedSince ? { if_unchanged_since: ifUnchangedSince } : undefined;
  return apiRequest("POST", `/api/external/meals/${encodeURIComponent(id)}/undo`, { body, schema: mealEntrySchema });
}

/** 'Undo' puts back the meal before its newest change; the meal, its history, the list and the day totals follow. */
export function useUndoMealChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoMealChange,
    onSuccess: (meal) => showChangedMeal(queryClient, meal),
  });
}
