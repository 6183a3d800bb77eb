import { useMutation } from "@tanstack/react-query";
import { ACCOUNT_DELETE_CONFIRMATION } from "../../../../contracts/index.js";
import { apiRequest } from "../../../lib/api-client.js";

export const deleteAccount = () =>
  apiRequest<void>("DELETE", "/api/account", { body: { confirmation: ACCOUNT_DELETE_CONFIRMATION } });

export function useDeleteAccount() {
  return useMutation({
    mutationFn: deleteAccount,
    // The session is gone with the account: a full navigation resets every cached screen.
    onSuccess: () => window.location.assign("/"),
  });
}
