import { queryOptions, useQuery } from "@tanstack/react-query";
import { nutritionSummarySchema, type NutritionSummary } from "../../../../contracts/index.js";
import { apiRequest } from "../../../lib/api-client.js";
import { nutritionSummaryQueryKey } from "../../../lib/shared-queries.js";

/**
 * Under the nutrition summary prefix the meals feature invalidates after a meal is logged, edited or
 * deleted, so Trends refreshes with it.
 */
export const trendsSummaryQueryKey = (range: { from: string; to: string }, timeZone: string | undefined) =>
  [...nutritionSummaryQueryKey, "trends", range.from, range.to, timeZone] as const;

export function getTrendsSummary(
  range: { from: string; to: string },
  timeZone: string | undefined,
  signal?: AbortSignal,
): Promise<NutritionSummary> {
  const params = new URLSearchParams(range);
  if (timeZone) params.set("time_zone", timeZone);
  return apiRequest("GET", `/api/nutrition-summary?${params}`, {
    schema: nutritionSummarySchema,
    signal,
  });
}

export const trendsSummaryQueryOptions = (range: { from: string; to: string }, timeZone: string | undefined) =>
  queryOptions({
    queryKey: trendsSummaryQueryKey(range, timeZone),
    queryFn: ({ signal }) => getTrendsSummary(range, timeZone, signal),
  });

export function useTrendsSummary(range: { from: string; to: string }, timeZone: string | undefined) {
  return useQuery(trendsSummaryQueryOptions(range, timeZone));
}
