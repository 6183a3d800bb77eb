import type { MealType } from "../../contracts/index.js";
import {
  MEAL_OF_PART,
  REFERENCE_CLOSERS,
  REFERENCE_FILLER_WORDS,
  REFERENCE_JOINERS,
  REFERENCE_LINK_WORDS,
  REFERENCE_OPENERS,
} from "./lexicon/reference-words.js";
import { foldMentions, isEmptyStatement, resolveTime } from "./meal-time.js";
import { normalizeText } from "./text-normalizer.js";
import { findTimeMentions, type TimeMention } from "./time-phrases.js";
import { fromLocal, shiftDate, toLocal } from "./zoned-time.js";

/** A local calendar day. */
export interface LocalDay {
  year: number;
  month: number;
  day: number;
}

/** An earlier meal the text points at, and what else the text says. */
export interface MealReference {
  mealType: MealType;
  /** The day the earlier meal was eaten; absent when the text names none ("the same lunch"): the latest one. */
  day?: LocalDay;
  /** The text besides the reference ("a coffee" in "… plus a coffee"), or "" when it says no more food. */
  extraText: string;
  /** Whether the extra text says its own time, so its meals are not part of the copy. */
  extraHasTime: boolean;
  /** When the copy is eaten: the time words outside the reference, or today's meal of that kind, never later than now. */
  consumedAt: Date;
  copyMealType: MealType;
}

export type MealReferenceReading =
  { kind: "none" } | { kind: "reference"; reference: MealReference } | { kind: "unclear"; reason: string };

const escape = (words: string) => words.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s+");
const OPENER_PATTERN = new RegExp(`\\b(?:${REFERENCE_OPENERS.map(escape).join("|")})\\b`, "g");
const JOINERS = REFERENCE_JOINERS.map(escape).join("|");
const CLOSERS = REFERENCE_CLOSERS.map(escape).join("|");
const CLOSER_PATTERN = new RegExp(`^(?:(?:${CLOSERS})\\b\\s*)*`);
const JOINER_PATTERN = new RegExp(`^(?:[,;.:!]\\s*)*(?:(?:${JOINERS})\\b)?`);
const TRAILING_JOINER = new RegExp(`(?:[\\s,;.:]+|\\b(?:${JOINERS}))+$`);
const UNCLEAR = "Say which meal to copy, for example “same breakfast as yesterday” or “same as Monday lunch”.";

interface Clause {
  start: number;
  end: number;
  mentions: TimeMention[];
}

/** The opener at `start` and the link and time words after it, or undefined when no time word follows. */
function clauseAt(
  text: string,
  start: number,
  openerEnd: number,
  mentions: readonly TimeMention[],
): Clause | undefined {
  let cursor = openerEnd;
  let end = openerEnd;
  const inside: TimeMention[] = [];
  for (;;) {
    while (text[cursor] === " ") cursor += 1;
    const mention = mentions.find((m) => m.start <= cursor && m.end > cursor);
    if (mention) {
      inside.push(mention);
      cursor = end = mention.end;
      continue;
    }
    const word = /^[a-z']+/.exec(text.slice(cursor))?.[0];
    if (!word || !REFERENCE_LINK_WORDS.has(word)) break;
    cursor += word.length;
  }
  return inside.length > 0 ? { start, end, mentions: inside } : undefined;
}

function withoutSpans(text: string, spans: readonly { start: number; end: number }[]): string {
  let out = "";
  let from = 0;
  for (const span of [...spans].sort((a, b) => a.start - b.start)) {
    out += `${text.slice(from, span.start)} `;
    from = span.end;
  }
  return (out + text.slice(from)).replace(/\s+/g, " ").trim();
}

const saysFood = (text: string) =>
  text
    .split(/[^a-z0-9']+/)
    .filter(Boolean)
    .some((word) => !REFERENCE_FILLER_WORDS.has(word));

function referencedDay(statement: ReturnType<typeof foldMentions>, now: Date, timeZone: string): LocalDay | undefined {
  const today = toLocal(now, timeZone);
  if (statement.weekday !== undefined) return shiftDate(today, -((today.weekday - statement.weekday + 7) % 7 || 7));
  if (statement.daysAgo !== undefined) return shiftDate(today, -statement.daysAgo);
  // "the same as this morning": a part of the day alone is today.
  if (statement.partOfDay !== undefined || statement.clock !== undefined) return shiftDate(today, 0);
  return undefined;
}

/**
 * Reads whether a meal's text points back at a meal logged before ("same breakfast as yesterday", "what I had
 * for lunch yesterday plus a coffee"). Pure: the caller finds the meal. Day and time follow `now` in `timeZone`.
 */
export function readMealReference(text: string, now: Date, timeZone: string): MealReferenceReading {
  const normalized = normalizeText(text).replace(/\s+/g, " ").trim();
  const mentions = findTimeMentions(normalized);
  for (const opener of normalized.matchAll(OPENER_PATTERN)) {
    const start = opener.index ?? 0;
    const clause = clauseAt(normalized, start, start + opener[0].length, mentions);
    if (!clause) continue;
    const afterClause = normalized.slice(clause.end).trim();
    const after = afterClause.slice(CLOSER_PATTERN.exec(afterClause)?.[0].length ?? 0).trim();
    const joiner = JOINER_PATTERN.exec(after)?.[0] ?? "";
    // "what I had for lunch was a burger" describes a meal; it does not point at one.
    if (after && !joiner.trim()) continue;
    const statement = foldMentions(clause.mentions);
    const mealType = statement.mealType ?? (statement.partOfDay ? MEAL_OF_PART[statement.partOfDay] : undefined);
    if (!mealType) return { kind: "unclear", reason: UNCLEAR };
    const before = normalized.slice(0, start);
    const leadMentions = mentions.filter((m) => m.end <= start);
    const lead = withoutSpans(before, leadMentions).replace(TRAILING_JOINER, "");
    const rest = after.slice(joiner.length).trim();
    const extraText = [lead, rest].filter(saysFood).join(", ");
    const leadStatement = foldMentions(leadMentions);
    const copyTime = resolveTime(isEmptyStatement(leadStatement) ? { mealType } : leadStatement, now, timeZone);
    return {
      kind: "reference",
      reference: {
        mealType,
        day: referencedDay(statement, now, timeZone),
        extraText,
        extraHasTime: findTimeMentions(rest).length > 0,
        consumedAt: copyTime.consumedAt,
        copyMealType: copyTime.mealType,
      },
    };
  }
  return { kind: "none" };
}

/** The instants a local day spans in `timeZone`: [from, to). */
export function localDayBounds(day: LocalDay, timeZone: string): { from: Date; to: Date } {
  const next = shiftDate(day, 1);
  return {
    from: fromLocal(day.year, day.month, day.day, 0, 0, timeZone),
    to: fromLocal(next.year, next.month, next.day, 0, 0, timeZone),
  };
}

const DAY_LABEL = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", weekday: "long", day: "numeric", month: "long" });

/** "Tuesday 24 November". */
export const localDayLabel = (day: LocalDay) => DAY_LABEL.format(new Date(Date.UTC(day.year, day.month - 1, day.day)));

/** What was looked for, in words: "a breakfast on Tuesday 24 November", "an earlier lunch". */
export function describeReference(reference: Pick<MealReference, "mealType" | "day">): string {
  return reference.day
    ? `a ${reference.mealType} on ${localDayLabel(reference.day)}`
    : `an earlier ${reference.mealType}`;
}

/** The local day an instant falls on in `timeZone`. */
export function localDayOf(instant: Date, timeZone: string): LocalDay {
  const { year, month, day } = toLocal(instant, timeZone);
  return { year, month, day };
}
