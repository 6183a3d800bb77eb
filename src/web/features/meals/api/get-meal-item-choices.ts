import { queryOptions, useQuery } from "@tanstack/react-query";
import { mealItemChoicesSchema } from "../../../../contracts/index.js";
import { apiRequest } from "../../../lib/api-client.js";
import { mealItemChoicesQueryKey } from "./query-keys.js";

export const mealItemChoicesQueryOptions = (id: string, index: number, foodId: string) =>
  queryOptions({
    queryKey: mealItemChoicesQueryKey(id, index, foodId),
    queryFn: ({ signal }) =>
      apiRequest("GET", `/api/external/meals/${encodeURIComponent(id)}/items/${index}/choices`, {
        schema: mealItemChoicesSchema,
        signal,
      }),
    staleTime: 60_000,
  });

/** What a tapped item can become: its units and the engine's closest other foods. */
export function useMealItemChoices(id: string, item: { index: number; foodId: string } | null) {
  return useQuery({
    ...mealItemChoicesQueryOptions(id, item?.index ?? -1, item?.foodId ?? ""),
    enabled: item !== null,
  });
}
