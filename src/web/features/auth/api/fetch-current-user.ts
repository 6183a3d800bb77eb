import { userSchema, type User } from "../../../../contracts/index.js";
import { apiGetOrNullOn401 } from "../../../lib/api-client.js";

/** The auth check's request; its own module so the schema and HTTP client load only when a check runs. */
export function fetchCurrentUser(signal?: AbortSignal): Promise<User | null> {
  return apiGetOrNullOn401("/api/auth/user", userSchema, signal);
}
