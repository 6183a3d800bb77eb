import { useCallback, useState } from "react";
import { readSession, writeSession } from "../../../lib/storage.js";
import { parseTrendRange, type TrendRange } from "../lib/trend-range.js";

/** Session storage: the chosen chart range, kept across reloads within the tab. */
export const TREND_RANGE_KEY = "trends-range";

export function useTrendRange(): [TrendRange, (range: TrendRange) => void] {
  const [range, setRange] = useState(() => parseTrendRange(readSession(TREND_RANGE_KEY)));
  const remember = useCallback((next: TrendRange) => {
    writeSession(TREND_RANGE_KEY, String(next));
    setRange(next);
  }, []);
  return [range, remember];
}
