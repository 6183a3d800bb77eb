const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar date (YYYY-MM-DD) an instant falls on in a time zone, the runtime's own zone when none is given.
 * The nutrition summary's days and the meal list's day groups both come from here, so their keys always match.
 */
export function localDate(instant: Date | number, timeZone?: string): string {
  const cacheKey = timeZone ?? "";
  let formatter = formatters.get(cacheKey);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    formatters.set(cacheKey, formatter);
  }
  const parts = formatter.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  return `${part("year")}-${part("month")}-${part("day")}`;
}
