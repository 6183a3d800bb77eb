import { dayKeyToUtcDate, localDate, shiftDayKey } from "../../../../contracts/index.js";

/** Day keys ("YYYY-MM-DD") are calendar days in the user's zone (see contracts/local-date.ts for their arithmetic). */

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

// The summary's day keys are always well formed.
const keyToUtcDate = (key: string): Date => dayKeyToUtcDate(key) ?? new Date(Number.NaN);

/** Today's calendar day in `timeZone` (the browser's zone when absent). */
export function todayKey(timeZone?: string, now: Date = new Date()): string {
  return localDate(now, timeZone);
}

/** "Nov 21": short enough for a chart axis at 390 px. */
export const shortDateLabel = (key: string) => shortDate.format(keyToUtcDate(key));

/** "Sat, Nov 21, 2026": tooltips and the data table. */
export const longDateLabel = (key: string) => longDate.format(keyToUtcDate(key));

/** The `days` calendar days ending on `to`, as the summary endpoint's from/to. */
export function windowEndingOn(to: string, days: number): { from: string; to: string } {
  return { from: shiftDayKey(to, -(days - 1)), to };
}
