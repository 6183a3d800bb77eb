const longUsDate = new Intl.DateTimeFormat("en-US", {
  month: "long",
  day: "numeric",
  year: "numeric",
});

/** "November 21, 2026"; an unparseable date shows nothing rather than "Invalid Date". */
export function formatMemberSince(isoDate: string): string | null {
  const date = new Date(isoDate);
  return Number.isNaN(date.getTime()) ? null : longUsDate.format(date);
}
