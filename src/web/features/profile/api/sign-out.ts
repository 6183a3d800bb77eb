import { useMutation } from "@tanstack/react-query";
import { toast } from "../../../components/ui/use-toast.js";
import { apiRequest, errorMessageFor } from "../../../lib/api-client.js";
import { LOGOUT_URL } from "../../../lib/navigation.js";

/** A POST, so that no link on another site can sign the user out. */
export const signOut = () => apiRequest<void>("POST", LOGOUT_URL);

export function useSignOut() {
  return useMutation({
    mutationFn: signOut,
    // A full navigation home resets every cached screen of the signed-out user.
    onSuccess: () => window.location.assign("/"),
    onError: (error) =>
      toast({
        title: "Sign out failed",
        description: errorMessageFor(error, "You could not be signed out. Please try again."),
        variant: "destructive",
      }),
  });
}
