const timeFormatters = new Map<string, Intl.DateTimeFormat>();
const dateTimeFormatters = new Map<string, Intl.DateTimeFormat>();

function cached(
  cache: Map<string, Intl.DateTimeFormat>,
  timeZone: string | undefined,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = timeZone ?? "";
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", { ...options, timeZone });
    cache.set(key, formatter);
  }
  return formatter;
}

/** "8:30 AM" in the user's zone; null when the time is missing or unreadable. */
export function formatMealTime(iso: string, timeZone?: string): string | null {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return null;
  return cached(timeFormatters, timeZone, {
    hour: "numeric",
    minute: "2-digit",
  }).format(time);
}

/** "Sat, Nov 21, 2026, 8:30 AM" for the meal detail. */
export function formatConsumedAt(iso: string, timeZone?: string): string | null {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return null;
  return cached(dateTimeFormatters, timeZone, {
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(time);
}
