/** The browser's IANA zone, so "yesterday", "at 7pm" and the day groups mean the user's days. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
