import { useQuery } from "@tanstack/react-query";
import { processingMealsSchema } from "../../../../contracts/index.js";
import { apiRequest } from "../../../lib/api-client.js";
import { processingMealsQueryKey } from "./query-keys.js";

/** Spec: the list of meals being edited is polled every 2 s (here only while the screen is visible). */
export const PROCESSING_MEALS_POLL_MS = 2000;

const EMPTY: ReadonlySet<string> = new Set();

export function useProcessingMeals({ enabled, polling }: { enabled: boolean; polling: boolean }): ReadonlySet<string> {
  const query = useQuery({
    queryKey: processingMealsQueryKey,
    queryFn: ({ signal }) =>
      apiRequest("GET", "/api/external/meals/edit-nl/processing", {
        schema: processingMealsSchema,
        signal,
      }),
    enabled,
    refetchInterval: enabled && polling ? PROCESSING_MEALS_POLL_MS : false,
    select: (data) => new Set(data.entry_ids),
  });
  return query.data ?? EMPTY;
}
