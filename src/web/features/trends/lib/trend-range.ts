/** The chart ranges the selector offers, in days. */
export const TREND_RANGES = [7, 30, 90] as const;
export type TrendRange = (typeof TREND_RANGES)[number];
export const DEFAULT_TREND_RANGE: TrendRange = 30;

/**
 * One request covers every view: the longest range, which also holds the two 30-day periods the monthly
 * summary compares. Switching range then needs no new request.
 */
export const TRENDS_FETCH_DAYS = 90;

/** A remembered choice, or the default when it is missing or no longer offered. */
export function parseTrendRange(stored: string | null): TrendRange {
  const value = Number(stored);
  return TREND_RANGES.find((range) => range === value) ?? DEFAULT_TREND_RANGE;
}
