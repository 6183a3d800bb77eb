import { dayKeyToUtcDate } from "../../../../contracts/index.js";
import { UNKNOWN_DAY } from "./meal-days.js";

const shortDate = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "2-digit",
  timeZone: "UTC",
});
const longDate = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** "Nov 21" for a day key (the spec's short month and two-digit day); 'Unknown' stays as it is. */
export function shortDayLabel(key: string): string {
  const date = dayKeyToUtcDate(key);
  return date ? shortDate.format(date) : UNKNOWN_DAY;
}

/** "Friday, November 21, 2026", for screen readers and the day's heading. */
export function longDayLabel(key: string): string {
  const date = dayKeyToUtcDate(key);
  return date ? longDate.format(date) : "Unknown day";
}

/** 'Today' or 'Yesterday' relative to `todayKey`, else null. */
export function relativeDayName(key: string, todayKey: string): string | null {
  const day = dayKeyToUtcDate(key);
  const today = dayKeyToUtcDate(todayKey);
  if (!day || !today) return null;
  const diff = Math.round((today.getTime() - day.getTime()) / 86_400_000);
  return diff === 0 ? "Today" : diff === 1 ? "Yesterday" : null;
}
