import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useProcessingMeals } from "../api/get-processing-meals.js";
import { nutritionSummaryQueryKey } from "../../../lib/shared-queries.js";
import { mealsQueryKey } from "../api/query-keys.js";

/**
 * The ids of meals being edited, polled while the screen is visible. When a meal leaves the list its edit has
 * finished, so the meal data and day totals are refetched even if the user left the edit screen early.
 */
export function useWatchedProcessingMeals({
  signedIn,
  visible,
}: {
  signedIn: boolean;
  visible: boolean;
}): ReadonlySet<string> {
  const queryClient = useQueryClient();
  const processing = useProcessingMeals({
    enabled: signedIn,
    polling: visible,
  });
  const previous = useRef(processing);

  useEffect(() => {
    const finished = [...previous.current].some((id) => !processing.has(id));
    previous.current = processing;
    if (!finished) return;
    void queryClient.invalidateQueries({ queryKey: mealsQueryKey });
    void queryClient.invalidateQueries({ queryKey: nutritionSummaryQueryKey });
  }, [processing, queryClient]);

  return processing;
}
