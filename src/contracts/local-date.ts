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

/** A day key ("YYYY-MM-DD") as midnight UTC, or undefined when it is not one; day arithmetic is done in UTC so DST never shifts a day. */
export function dayKeyToUtcDate(key: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : undefined;
}

/** The day key `days` after `key` (before, when negative). */
export function shiftDayKey(key: string, days: number): string {
  const date = dayKeyToUtcDate(key);
  if (!date) return key;
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Every day key from `from` to `to` inclusive. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let day = from; day <= to; day = shiftDayKey(day, 1)) dates.push(day);
  return dates;
}
