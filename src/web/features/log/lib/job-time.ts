const timeFormat = new Intl.DateTimeFormat(undefined, {
  hour: "numeric",
  minute: "2-digit",
});
const dayFormat = new Intl.DateTimeFormat(undefined, {
  month: "short",
  day: "numeric",
});

/** "8:14 AM" today, "Yesterday, 8:14 AM", else "Mar 3, 8:14 AM": absolute, so it never goes stale on screen. */
export function formatJobTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const time = timeFormat.format(date);
  const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  if (date.getTime() >= startOfToday) return time;
  if (date.getTime() >= startOfToday - 86_400_000) return `Yesterday, ${time}`;
  return `${dayFormat.format(date)}, ${time}`;
}
