import { useQuery } from "@tanstack/react-query";
import { nutritionSummarySchema } from "../../../../contracts/index.js";
import { apiRequest } from "../../../lib/api-client.js";
import { nutritionSummaryQueryKey } from "../../../lib/shared-queries.js";

export function useNutritionSummary(range: { from: string; to: string } | null, timeZone: string | undefined) {
  return useQuery({
    queryKey: [...nutritionSummaryQueryKey, range?.from, range?.to, timeZone] as const,
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({
        from: range!.from,
        to: range!.to,
      });
      if (timeZone) params.set("time_zone", timeZone);
      return apiRequest("GET", `/api/nutrition-summary?${params}`, {
        schema: nutritionSummarySchema,
        signal,
      });
    },
    enabled: range !== null,
    // Keep the last answer on screen while a wider range loads after a new day appears.
    placeholderData: (previous) => previous,
  });
}
