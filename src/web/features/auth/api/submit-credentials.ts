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

export function useSubmitCredentials(mode: AuthMode) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CredentialsInput): Promise<AuthResponse> =>
      apiRequest("POST", endpointFor[mode], {
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
