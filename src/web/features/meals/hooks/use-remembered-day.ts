import { useSyncExternalStore } from "react";
import { readSession, writeSession } from "../../../lib/storage.js";

/** Session storage: the day chosen on the meal list, kept across reloads within the tab. */
export const SELECTED_DAY_KEY = "meals-selected-day";

const listeners = new Set<() => void>();

/** Chooses the day the list shows, from anywhere (the edit screen follows a meal that moved day). */
export function rememberDay(day: string): void {
  writeSession(SELECTED_DAY_KEY, day);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useRememberedDay(): [string | null, (day: string) => void] {
  const day = useSyncExternalStore(subscribe, () => readSession(SELECTED_DAY_KEY));
  return [day, rememberDay];
}
