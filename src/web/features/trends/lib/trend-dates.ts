/** Day keys ("YYYY-MM-DD") are calendar days in the user's zone; arithmetic on them is done in UTC so DST never shifts a day. */

const shortDate = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});
const longDate = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

function keyToUtcDate(key: string): Date {
  const [year, month, day] = key.split("-").map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!));
}

/** Today's calendar day in `timeZone` (the browser's zone when absent). */
export function todayKey(timeZone?: string, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${part("year")}-${part("month")}-${part("day")}`;
}

export function shiftDayKey(key: string, days: number): string {
  const date = keyToUtcDate(key);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** "Nov 21": short enough for a chart axis at 390 px. */
export const shortDateLabel = (key: string) => shortDate.format(keyToUtcDate(key));

/** "Sat, Nov 21, 2026": tooltips and the data table. */
export const longDateLabel = (key: string) => longDate.format(keyToUtcDate(key));

/** The `days` calendar days ending on `to`, as the summary endpoint's from/to. */
export function windowEndingOn(to: string, days: number): { from: string; to: string } {
  return { from: shiftDayKey(to, -(days - 1)), to };
}

/** The browser's IANA zone, so the summary's days are the user's days. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
