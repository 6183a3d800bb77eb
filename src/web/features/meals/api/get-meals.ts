import { queryOptions, useQuery } from "@tanstack/react-query";
import { MEALS_PAGE_SIZE, mealListSchema, type MealSummary } from "../../../../contracts/index.js";
import { apiRequest } from "../../../lib/api-client.js";
import { mealListQueryKey } from "./query-keys.js";

/** Enough for years of daily logging; beyond it the oldest days are not listed. */
const MAX_PAGES = 10;

export async function getAllMeals(signal?: AbortSignal): Promise<MealSummary[]> {
  const meals: MealSummary[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const params = new URLSearchParams({ limit: String(MEALS_PAGE_SIZE) });
    if (cursor) params.set("cursor", cursor);
    const list = await apiRequest("GET", `/api/external/meals?${params}`, {
      schema: mealListSchema,
      signal,
    });
    meals.push(...list.items);
    cursor = list.next_cursor;
    if (!cursor) break;
  }
  return meals;
}

export const mealListQueryOptions = queryOptions({
  queryKey: mealListQueryKey,
  queryFn: ({ signal }) => getAllMeals(signal),
});

/** While meals are being analysed the list refreshes on its own so new entries appear. */
export function useMeals({ enabled, refetchIntervalMs }: { enabled: boolean; refetchIntervalMs: number | false }) {
  return useQuery({
    ...mealListQueryOptions,
    enabled,
    refetchInterval: refetchIntervalMs,
  });
}
