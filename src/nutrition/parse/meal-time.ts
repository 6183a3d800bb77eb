import type { MealType } from "../../contracts/index.js";
import type { PartOfDay, TimeMention } from "./time-phrases.js";
import { fromLocal, shiftDate, toLocal, type LocalDateTime } from "./zoned-time.js";

/** Clock time assumed when only a meal word says when ("for lunch yesterday" → 12:30). */
export const MEAL_DEFAULT_CLOCK: Readonly<Record<MealType, { hour: number; minute: number }>> = {
  breakfast: { hour: 8, minute: 0 },
  lunch: { hour: 12, minute: 30 },
  dinner: { hour: 19, minute: 0 },
  snack: { hour: 15, minute: 0 },
};

const PART_DEFAULT_CLOCK: Readonly<Record<PartOfDay, { hour: number; minute: number }>> = {
  morning: { hour: 8, minute: 0 },
  afternoon: { hour: 15, minute: 0 },
  evening: { hour: 19, minute: 0 },
  night: { hour: 20, minute: 0 },
};

/**
 * The meal a local hour suggests: 04:00-10:59 breakfast, 11:00-14:59 lunch, 15:00-16:59 snack,
 * 17:00-21:59 dinner, otherwise snack.
 */
export function mealTypeForHour(hour: number): MealType {
  if (hour >= 4 && hour < 11) return "breakfast";
  if (hour >= 11 && hour < 15) return "lunch";
  if (hour >= 15 && hour < 17) return "snack";
  if (hour >= 17 && hour < 22) return "dinner";
  return "snack";
}

/** The meal an instant suggests on the clock of `timeZone`. */
export const mealTypeAt = (instant: Date, timeZone: string): MealType =>
  mealTypeForHour(toLocal(instant, timeZone).hour);

/** What a group of mentions says when, folded into one description. */
export interface TimeStatement {
  mealType?: MealType;
  daysAgo?: number;
  weekday?: number;
  clock?: TimeMention["clock"];
  partOfDay?: PartOfDay;
}

export function foldMentions(mentions: readonly TimeMention[]): TimeStatement {
  const statement: TimeStatement = {};
  for (const m of mentions) {
    statement.mealType ??= m.mealType;
    statement.daysAgo ??= m.daysAgo;
    statement.weekday ??= m.weekday;
    statement.clock ??= m.clock;
    statement.partOfDay ??= m.partOfDay;
  }
  return statement;
}

export const isEmptyStatement = (s: TimeStatement) =>
  s.mealType === undefined &&
  s.daysAgo === undefined &&
  s.weekday === undefined &&
  s.clock === undefined &&
  s.partOfDay === undefined;

function hour24(
  clock: NonNullable<TimeStatement["clock"]>,
  statement: TimeStatement,
  nowLocal: LocalDateTime,
  sameDay: boolean,
): number {
  const { hour, meridiem } = clock;
  if (meridiem === "am") return hour === 12 ? 0 : hour;
  if (meridiem === "pm") return hour === 12 ? 12 : hour + 12;
  if (hour === 0 || hour > 12) return hour;
  const meal = statement.mealType;
  const part = statement.partOfDay;
  if (meal === "breakfast" || part === "morning") return hour === 12 ? 0 : hour;
  if (meal === "dinner" || part === "evening" || part === "night" || part === "afternoon")
    return hour === 12 ? 12 : hour + 12;
  if (meal === "lunch") return hour >= 10 ? hour : hour + 12;
  // No hint: the latest reading not in the future today, or the afternoon reading on a past day.
  const pm = hour === 12 ? 12 : hour + 12;
  if (sameDay) return pm * 60 <= nowLocal.hour * 60 + nowLocal.minute ? pm : hour === 12 ? 12 : hour;
  return hour <= 6 ? pm : hour;
}

export interface ResolvedTime {
  consumedAt: Date;
  mealType: MealType;
  timeStated: boolean;
}

/**
 * Turns what was said about time into an instant, relative to `now` in `timeZone`:
 * - a weekday means its most recent occurrence before today (1-7 days back), "N days ago" counts calendar days;
 * - a clock time without a day that is still ahead today means yesterday ("at 7pm" said at 10am);
 * - a meal word alone keeps the submission time if it fits that meal today, else the meal's usual clock time;
 * - a day without a clock or meal keeps the submission's clock time;
 * - `anchor` (editing) replaces `now` as the source of the day and clock when the words give only one of them;
 * - nothing ever lands in the future: a result after `now` becomes `now`.
 */
export function resolveTime(statement: TimeStatement, now: Date, timeZone: string, anchor?: Date): ResolvedTime {
  const nowLocal = toLocal(now, timeZone);
  const base = anchor ? toLocal(anchor, timeZone) : nowLocal;
  if (isEmptyStatement(statement)) {
    return {
      consumedAt: anchor ?? now,
      mealType: mealTypeForHour(base.hour),
      timeStated: false,
    };
  }
  let date: { year: number; month: number; day: number } = base;
  let dayGiven = false;
  if (statement.weekday !== undefined) {
    const back = (nowLocal.weekday - statement.weekday + 7) % 7 || 7;
    date = shiftDate(nowLocal, -back);
    dayGiven = true;
  } else if (statement.daysAgo !== undefined) {
    date = shiftDate(nowLocal, -statement.daysAgo);
    dayGiven = true;
  }
  const sameDayAsNow = date.year === nowLocal.year && date.month === nowLocal.month && date.day === nowLocal.day;
  let clock: { hour: number; minute: number };
  if (statement.clock) {
    clock = {
      hour: hour24(statement.clock, statement, nowLocal, sameDayAsNow),
      minute: statement.clock.minute,
    };
  } else if (statement.mealType) {
    const fitsBase = mealTypeForHour(base.hour) === statement.mealType;
    clock =
      fitsBase && (anchor || sameDayAsNow)
        ? { hour: base.hour, minute: base.minute }
        : MEAL_DEFAULT_CLOCK[statement.mealType];
  } else if (statement.partOfDay) {
    clock = PART_DEFAULT_CLOCK[statement.partOfDay];
  } else {
    clock = { hour: base.hour, minute: base.minute };
  }
  let consumedAt = fromLocal(date.year, date.month, date.day, clock.hour, clock.minute, timeZone);
  if (consumedAt > now && statement.clock && !dayGiven) {
    const previous = shiftDate(date, -1);
    consumedAt = fromLocal(previous.year, previous.month, previous.day, clock.hour, clock.minute, timeZone);
  }
  const mealType = statement.mealType ?? mealTypeForHour(clock.hour);
  if (consumedAt > now) consumedAt = now;
  return { consumedAt, mealType, timeStated: true };
}
