export { useAuth, authUserQueryKey, authUserQueryOptions, type AuthState } from "./api/get-user.js";
