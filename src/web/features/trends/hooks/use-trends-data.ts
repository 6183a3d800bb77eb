import { useEffect, useRef, useState } from "react";
import { useIsTabVisible } from "../../../lib/tab-visibility.js";
import { useTrendsSummary } from "../api/get-trends-summary.js";
import { browserTimeZone } from "../../../lib/browser-time-zone.js";
import { todayKey, windowEndingOn } from "../lib/trend-dates.js";
import { TRENDS_FETCH_DAYS } from "../lib/trend-range.js";

/**
 * The last 90 days in the browser's zone. Nothing polls: coming back to the Trends tab refetches, since meals
 * may have been logged meanwhile. Today is read on every render (showing the tab renders), so the window moves
 * on by itself after midnight.
 */
export function useTrendsData() {
  const visible = useIsTabVisible();
  const [timeZone] = useState(browserTimeZone);
  const today = todayKey(timeZone);
  const query = useTrendsSummary(windowEndingOn(today, TRENDS_FETCH_DAYS), timeZone);
  const { refetch } = query;
  const wasVisible = useRef(visible);

  useEffect(() => {
    const cameBack = visible && !wasVisible.current;
    wasVisible.current = visible;
    if (cameBack) void refetch();
  }, [visible, refetch]);

  return { query, today };
}
