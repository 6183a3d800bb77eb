export const DEFAULT_RETURN_TO = "/log";

/** Only same-site paths (server and sign-in page both check; no zod here, so the first page stays small): "//evil.example" and "https://…" would turn sign-in into an open redirect. */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) {
    return DEFAULT_RETURN_TO;
  }
  return value.length > 512 ? DEFAULT_RETURN_TO : value;
}
