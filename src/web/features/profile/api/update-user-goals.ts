import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { GoalsForm } from "../../../../contracts/index.js";
import { apiRequest } from "../../../lib/api-client.js";
import { nutritionSummaryQueryKey } from "../../meals/api/query-keys.js";
import { userGoalsQueryKey } from "./get-user-goals.js";

export function updateUserGoals(goals: GoalsForm): Promise<unknown> {
  return apiRequest("PUT", "/api/user-goals", { body: goals });
}

/** Spec: after a save the cached goals and nutrition summaries are refreshed, so the meal screens use them at once. */
export function useUpdateUserGoals() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserGoals,
    onSuccess: (_data, goals) => {
      queryClient.setQueryData(userGoalsQueryKey, goals);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: userGoalsQueryKey }),
        queryClient.invalidateQueries({ queryKey: nutritionSummaryQueryKey }),
      ]);
    },
  });
}
