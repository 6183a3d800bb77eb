import { queryOptions, useQuery } from "@tanstack/react-query";
import type { User } from "../../../../contracts/index.js";

/** Spec: the signed-in user is cached for 5 minutes. */
const AUTH_USER_CACHE_MS = 300_000;

export const authUserQueryKey = ["auth", "user"] as const;

export const authUserQueryOptions = queryOptions({
  queryKey: authUserQueryKey,
  // Loaded on first use: a pre-rendered visitor page never checks (see App's knownVisitor), so it never loads zod.
  queryFn: async ({ signal }) => (await import("./fetch-current-user.js")).fetchCurrentUser(signal),
  staleTime: AUTH_USER_CACHE_MS,
  retry: false,
  refetchOnWindowFocus: false,
  refetchOnMount: false,
  // A failed check (server unreachable) must not restart with every screen that mounts after it.
  retryOnMount: false,
  // Runs offline too (not paused): the check then answers with the last user the server confirmed.
  networkMode: "always",
});

export interface AuthState {
  user: User | null;
  isLoading: boolean;
  isAuthenticated: boolean;
}

/** A 401 means "signed out"; any other failure also shows the visitor view rather than a broken screen. */
export function useAuth(): AuthState {
  const query = useQuery(authUserQueryOptions);
  const user = query.data ?? null;
  return { user, isLoading: query.isLoading, isAuthenticated: user !== null };
}
