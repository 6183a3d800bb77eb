import { useMutation, useQueryClient } from "@tanstack/react-query";
import { authResponseSchema, type AuthResponse } from "../../../../contracts/index.js";
import { apiRequest } from "../../../lib/api-client.js";
import { authUserQueryKey } from "./get-user.js";

export type AuthMode = "signin" | "signup";

interface CredentialsInput {
  email: string;
  password: string;
}

const endpointFor: Record<AuthMode, string> = {
  signin: "/api/auth/signin",
  signup: "/api/auth/signup",
};

/** `returnTo` is the page the visitor came from; the server checks it is a same-site path. */
export function useSubmitCredentials(mode: AuthMode, returnTo: string | null) {
  const queryClient = useQueryClient();
  const query = returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : "";
  return useMutation({
    mutationFn: (input: CredentialsInput): Promise<AuthResponse> =>
      apiRequest("POST", `${endpointFor[mode]}${query}`, {
        body: input,
        schema: authResponseSchema,
      }),
    onSuccess: ({ user, redirectTo }) => {
      queryClient.setQueryData(authUserQueryKey, user);
      void queryClient.invalidateQueries({ queryKey: authUserQueryKey });
      // A full navigation lets the server decide the landing page and resets every tab's state for the new user.
      window.location.assign(redirectTo);
    },
  });
}
