import { queryOptions, useQuery } from "@tanstack/react-query";
import { mealHistorySchema } from "../../../../contracts/index.js";
import { apiRequest } from "../../../lib/api-client.js";
import { mealHistoryQueryKey } from "./query-keys.js";

export const mealHistoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: mealHistoryQueryKey(id),
    queryFn: ({ signal }) =>
      apiRequest("GET", `/api/external/meals/${encodeURIComponent(id)}/history`, {
        schema: mealHistorySchema,
        signal,
      }),
  });

export function useMealHistory(id: string) {
  return useQuery(mealHistoryQueryOptions(id));
}
