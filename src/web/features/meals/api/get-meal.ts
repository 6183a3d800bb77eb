import { queryOptions, useQuery } from "@tanstack/react-query";
import { mealEntrySchema } from "../../../../contracts/index.js";
import { apiRequest } from "../../../lib/api-client.js";
import { mealQueryKey } from "./query-keys.js";

export const mealQueryOptions = (id: string) =>
  queryOptions({
    queryKey: mealQueryKey(id),
    queryFn: ({ signal }) =>
      apiRequest("GET", `/api/external/meals/${encodeURIComponent(id)}`, {
        schema: mealEntrySchema,
        signal,
      }),
  });

export function useMeal(id: string, enabled: boolean) {
  return useQuery({ ...mealQueryOptions(id), enabled });
}
