import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, HttpError } from "../../../lib/api-client.js";
import { chatJobsQueryKey } from "../../../lib/shared-queries.js";

/** Deletes the entries a submission just created; one already gone (deleted elsewhere) counts as undone. */
export async function undoLoggedMeals(entryIds: readonly string[]): Promise<void> {
  await Promise.all(
    entryIds.map((id) =>
      apiRequest("DELETE", `/api/external/meals/${encodeURIComponent(id)}`).catch((error: unknown) => {
        if (!(error instanceof HttpError && error.status === 404)) throw error;
      }),
    ),
  );
}

/** The job list is refetched, and with it the meal list, which watches the jobs' entry counts. */
export function useUndoLoggedMeals() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoLoggedMeals,
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatJobsQueryKey }),
  });
}
