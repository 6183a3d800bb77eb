import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MealColumn, UserPreferences } from "../../../../contracts/index.js";
import { apiRequest } from "../../../lib/api-client.js";
import type { StoredPreferences } from "./get-user-preferences.js";
import { userPreferencesQueryKey } from "./query-keys.js";

export function updateUserPreferences(body: UserPreferences): Promise<unknown> {
  return apiRequest("PUT", "/api/user-preferences", { body });
}

/** Shows the new columns at once and puts the old ones back if the save fails. */
export function useUpdateMealColumns({ onError }: { onError: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (columns: MealColumn[]) => updateUserPreferences({ mealsVisibleColumns: columns }),
    onMutate: async (columns) => {
      await queryClient.cancelQueries({ queryKey: userPreferencesQueryKey });
      const previous = queryClient.getQueryData<StoredPreferences>(userPreferencesQueryKey);
      queryClient.setQueryData<StoredPreferences>(userPreferencesQueryKey, {
        mealsVisibleColumns: columns,
      });
      return { previous };
    },
    onError: (_error, _columns, context) => {
      queryClient.setQueryData(userPreferencesQueryKey, context?.previous);
      onError();
    },
  });
}
