import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { GoalsForm } from "../../../../contracts/index.js";
import { toast } from "../../../components/ui/use-toast.js";
import { apiRequest } from "../../../lib/api-client.js";
import { nutritionSummaryQueryKey } from "../../../lib/shared-queries.js";
import { userGoalsQueryKey } from "./get-user-goals.js";

export function updateUserGoals(goals: GoalsForm): Promise<unknown> {
  return apiRequest("PUT", "/api/user-goals", { body: goals });
}

/** Spec: the toasts, and after a save the cached goals and nutrition summaries are refreshed, so the meal screens use them at once. */
export function useUpdateUserGoals() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserGoals,
    onSuccess: (_data, goals) => {
      toast({
        title: "Goals Updated",
        description: "Your nutrition goals have been saved successfully!",
        variant: "success",
        duration: 3000,
      });
      queryClient.setQueryData(userGoalsQueryKey, goals);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: userGoalsQueryKey }),
        queryClient.invalidateQueries({ queryKey: nutritionSummaryQueryKey }),
      ]);
    },
    onError: () =>
      toast({
        title: "Save Failed",
        description: "Failed to save your goals. Please try again.",
        variant: "destructive",
      }),
  });
}
