// safe-text.js holds no zod, so the first page that reads a return path stays small.
import { isSafeText } from "./safe-text.js";

export const DEFAULT_RETURN_TO = "/log";

/** Only same-site paths (server and sign-in page both check; no zod here, so the first page stays small): "//evil.example" and "https://…" would turn sign-in into an open redirect. */
export function safeReturnTo(value: unknown): string {
  // A control character would break the Location header and cannot be stored in the session.
  if (typeof value !== "string" || !isSafeText(value)) return DEFAULT_RETURN_TO;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) {
    return DEFAULT_RETURN_TO;
  }
  return value.length > 512 ? DEFAULT_RETURN_TO : value;
}
