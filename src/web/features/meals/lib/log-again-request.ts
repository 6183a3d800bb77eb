import type { LogAgainRequest, MealType } from "../../../../contracts/index.js";

/** The dialog's choices: a datetime-local value on the browser's clock, and a meal type or "" for "by the time". */
export interface LogAgainChoice {
  when: string;
  mealType: MealType | "";
}

const pad = (n: number) => String(n).padStart(2, "0");

/** "YYYY-MM-DDTHH:MM" of an instant on the browser's clock: the value a datetime-local input shows. */
export function localInputValue(instant: Date): string {
  return `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}T${pad(instant.getHours())}:${pad(instant.getMinutes())}`;
}

/** The request the dialog's choices make, or what is wrong with them in words the user sees. */
export function logAgainRequest(
  choice: LogAgainChoice,
  now: Date,
  timeZone: string | undefined,
): { request: LogAgainRequest } | { problem: string } {
  const mealType = choice.mealType || undefined;
  const base = { ...(mealType ? { meal_type: mealType } : {}), ...(timeZone ? { time_zone: timeZone } : {}) };
  // Left at the current minute, the copy is eaten "now" by the server's clock.
  if (choice.when === localInputValue(now)) return { request: base };
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(choice.when)) return { problem: "Choose a day and a time." };
  const at = new Date(choice.when);
  if (Number.isNaN(at.getTime())) return { problem: "Choose a day and a time." };
  if (at.getTime() > now.getTime()) return { problem: "Choose a time that has already passed." };
  return { request: { ...base, consumed_at: at.toISOString() } };
}
