import { userSchema, type User } from "../../../../contracts/index.js";
import { apiGetOrNullOn401 } from "../../../lib/api-client.js";
import { readLocal, removeLocal, writeLocal } from "../../../lib/storage.js";

/** The last user the server confirmed, so a reload without a connection keeps them signed in. */
const LAST_USER_KEY = "last-known-user";

function lastKnownUser(): User | null {
  const stored = readLocal(LAST_USER_KEY);
  if (!stored) return null;
  try {
    return userSchema.parse(JSON.parse(stored));
  } catch {
    return null;
  }
}

/**
 * The auth check's request; its own module so the schema and HTTP client load only when a check runs. When the
 * server cannot be reached at all (offline), the last confirmed user stands in; the server still checks the
 * session on every request once the connection is back.
 */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<User | null> {
  try {
    const user = await apiGetOrNullOn401("/api/auth/user", userSchema, signal);
    if (user) writeLocal(LAST_USER_KEY, JSON.stringify(user));
    else removeLocal(LAST_USER_KEY);
    return user;
  } catch (error) {
    // fetch rejects with a TypeError only when no answer came back: a network failure, not a server error.
    if (error instanceof TypeError) {
      const known = lastKnownUser();
      if (known) return known;
    }
    throw error;
  }
}
