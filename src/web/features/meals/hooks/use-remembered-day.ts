import { useCallback, useState } from "react";
import { readSession, writeSession } from "../../../lib/storage.js";

/** Session storage: the day chosen on the meal list, kept across reloads within the tab. */
export const SELECTED_DAY_KEY = "meals-selected-day";

export function useRememberedDay(): [string | null, (day: string) => void] {
  const [day, setDay] = useState(() => readSession(SELECTED_DAY_KEY));
  const remember = useCallback((next: string) => {
    writeSession(SELECTED_DAY_KEY, next);
    setDay(next);
  }, []);
  return [day, remember];
}
