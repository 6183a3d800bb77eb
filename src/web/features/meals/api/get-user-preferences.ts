import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { mealColumnSchema } from "../../../../contracts/index.js";
import { apiRequest } from "../../../lib/api-client.js";
import { userPreferencesQueryKey } from "./query-keys.js";

/** GET answers an empty list for "defaults", which the PUT schema (at least one column) would refuse. */
const storedPreferencesSchema = z.object({
  mealsVisibleColumns: z.array(mealColumnSchema),
});
export type StoredPreferences = z.infer<typeof storedPreferencesSchema>;

export function getUserPreferences(signal?: AbortSignal): Promise<StoredPreferences> {
  return apiRequest("GET", "/api/user-preferences", {
    schema: storedPreferencesSchema,
    signal,
  });
}

export function useUserPreferences(enabled: boolean) {
  return useQuery({
    queryKey: userPreferencesQueryKey,
    queryFn: ({ signal }) => getUserPreferences(signal),
    enabled,
  });
}
