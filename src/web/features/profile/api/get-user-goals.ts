import { queryOptions, useQuery } from "@tanstack/react-query";
import { effectiveGoals, userGoalsSchema, type Goals } from "../../../../contracts/index.js";
import { apiRequest } from "../../../lib/api-client.js";

export const userGoalsQueryKey = ["user-goals"] as const;

export const userGoalsQueryOptions = queryOptions({
  queryKey: userGoalsQueryKey,
  queryFn: ({ signal }) => apiRequest("GET", "/api/user-goals", { schema: userGoalsSchema, signal }),
});

/** Spec: goals load only for a signed-in user. */
export function useUserGoals(signedIn: boolean) {
  return useQuery({ ...userGoalsQueryOptions, enabled: signedIn });
}

/** The goals a meal is measured against: the saved ones, zero or missing replaced by the defaults. */
export function useEffectiveGoals(signedIn: boolean): Goals {
  const query = useUserGoals(signedIn);
  return effectiveGoals(query.data);
}
