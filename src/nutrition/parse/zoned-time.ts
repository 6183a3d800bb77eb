/** Wall-clock arithmetic in an IANA time zone, through Intl only (DST-correct, no dependency). */

export interface LocalDateTime {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number;
  minute: number;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Throws a RangeError for a name Intl does not know, so callers can reject it at their boundary. */
export function assertTimeZone(timeZone: string): void {
  formatterFor(timeZone);
}

// Reading a meal asks the same instants (its submission time, its day's edges) many times; Intl is slow at it.
const wallClocks = new Map<string, number>();
const WALL_CLOCK_CACHE_SIZE = 512;

function wallClockMs(instant: Date, timeZone: string): number {
  const key = `${timeZone}|${instant.getTime()}`;
  let wall = wallClocks.get(key);
  if (wall === undefined) {
    wall = wallClockMsUncached(instant, timeZone);
    if (wallClocks.size >= WALL_CLOCK_CACHE_SIZE) wallClocks.delete(wallClocks.keys().next().value as string);
    wallClocks.set(key, wall);
  }
  return wall;
}

function wallClockMsUncached(instant: Date, timeZone: string): number {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const value = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(
    value("year"),
    value("month") - 1,
    value("day"),
    value("hour") % 24,
    value("minute"),
    value("second"),
  );
}

export function toLocal(instant: Date, timeZone: string): LocalDateTime {
  const wall = new Date(wallClockMs(instant, timeZone));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    weekday: wall.getUTCDay(),
  };
}

/** The offset (wall clock minus UTC, in ms) the zone has at an instant. */
function offsetAt(epochMs: number, timeZone: string): number {
  const whole = Math.floor(epochMs / 1000) * 1000;
  return wallClockMs(new Date(whole), timeZone) - whole;
}

/**
 * The instant a wall-clock time names in the zone. A time skipped by a spring-forward gap resolves to
 * the same distance past the gap (02:30 → 03:30); a repeated autumn time resolves to its first occurrence.
 */
export function fromLocal(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  timeZone: string,
): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const earlyOffset = offsetAt(wall - 36 * 3600_000, timeZone);
  const lateOffset = offsetAt(wall + 36 * 3600_000, timeZone);
  const early = wall - earlyOffset;
  if (earlyOffset === lateOffset) {
    const exact = offsetAt(early, timeZone);
    return new Date(wall - exact);
  }
  // A transition lies near: try the pre-transition offset first (first occurrence), then the post one.
  if (offsetAt(early, timeZone) === earlyOffset) return new Date(early);
  const late = wall - lateOffset;
  if (offsetAt(late, timeZone) === lateOffset) return new Date(late);
  // Inside a gap: neither offset round-trips; the pre-transition offset lands past the gap.
  return new Date(early);
}

/** The local calendar date `days` days after the given one (negative for before). */
export function shiftDate(local: Pick<LocalDateTime, "year" | "month" | "day">, days: number) {
  const d = new Date(Date.UTC(local.year, local.month - 1, local.day + days));
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    weekday: d.getUTCDay(),
  };
}
