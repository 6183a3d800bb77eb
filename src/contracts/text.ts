import { z } from "zod";

import { isSafeText } from "./safe-text.js";

export { isSafeText };

/** The 400's words when a field holds such a character; `what` starts with a capital ("The caption"). */
export const unsafeTextMessage = (what: string) =>
  `${what} contains an invisible control character (such as NUL) that can't be saved. Remove it and try again.`;

/** A string from a user: any text but control characters. Chain .trim(), .min(), .max() as usual. */
export const userTextSchema = (what: string, options: { required?: string } = {}) =>
  z
    .string({ error: options.required ?? `${what} must be text.` })
    .refine(isSafeText, { error: unsafeTextMessage(what) });

/** An id in a path or a body: short, printable, and never the words a client writes for a missing value. */
export const idSchema = (what: string) =>
  z
    .string({ error: `Invalid ${what} ID.` })
    .trim()
    .min(1, { error: `Invalid ${what} ID.` })
    .max(100, { error: `Invalid ${what} ID.` })
    .refine((id) => isSafeText(id) && id !== "undefined" && id !== "null", { error: `Invalid ${what} ID.` });

/** Years a date may name: wide enough for any meal, narrow enough that every day and its neighbours can be stored. */
export const DATE_YEARS = { min: 1900, max: 2999 } as const;

const dayKeyParts = (value: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) } : undefined;
};

const isOnCalendar = (value: string) => {
  const parts = dayKeyParts(value);
  if (!parts) return true; // reported by the format check
  const date = new Date(Date.UTC(2000, parts.month - 1, parts.day));
  date.setUTCFullYear(parts.year);
  return date.getUTCMonth() === parts.month - 1 && date.getUTCDate() === parts.day;
};

const isInYearRange = (year: number) => year >= DATE_YEARS.min && year <= DATE_YEARS.max;

/** A calendar day, YYYY-MM-DD: a real date (no 2026-02-30) in the years DATE_YEARS allows. */
export const calendarDateSchema = z
  .string({ error: "Dates must look like 2026-11-21." })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Dates must look like 2026-11-21." })
  .refine(isOnCalendar, { error: (issue) => `${String(issue.input)} is not a date on the calendar.` })
  .refine((value) => isInYearRange(dayKeyParts(value)?.year ?? DATE_YEARS.min), {
    error: `Dates must be between the years ${DATE_YEARS.min} and ${DATE_YEARS.max}.`,
  });

/** An instant as the server writes it (Date#toISOString, UTC), in the years DATE_YEARS allows. */
export function parseStoredInstant(value: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(value)) return undefined;
  const date = new Date(value);
  if (Number.isNaN(date.getTime()) || date.toISOString() !== value) return undefined;
  return isInYearRange(date.getUTCFullYear()) ? date : undefined;
}
