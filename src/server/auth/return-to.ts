import { isSafeText } from "../../contracts/index.js";

export const DEFAULT_RETURN_TO = "/log";

/** Only same-site paths: "//evil.example" and "https://…" would turn sign-in into an open redirect. */
export function safeReturnTo(value: unknown): string {
  // A control character would break the Location header and cannot be stored in the session.
  if (typeof value !== "string" || !isSafeText(value)) return DEFAULT_RETURN_TO;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) {
    return DEFAULT_RETURN_TO;
  }
  return value.length > 512 ? DEFAULT_RETURN_TO : value;
}
