import { localDate, type MealSummary } from "../../../../contracts/index.js";

/** The group for meals without a usable consumption time; it sorts after every dated day. */
export const UNKNOWN_DAY = "Unknown";

export interface MealDay {
  /** "YYYY-MM-DD" in the user's time zone, or UNKNOWN_DAY. */
  key: string;
  /** Newest consumed first. */
  meals: MealSummary[];
}

/** The local calendar day an instant falls on, as "YYYY-MM-DD"; UNKNOWN_DAY for a missing or unreadable time. */
export function localDayKey(iso: string | null | undefined, timeZone?: string): string {
  if (!iso) return UNKNOWN_DAY;
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return UNKNOWN_DAY;
  return localDate(time, timeZone);
}

/** Meals grouped by the local day they were eaten: newest day first, 'Unknown' last, newest meal first within a day. */
export function groupMealsByDay(meals: readonly MealSummary[], timeZone?: string): MealDay[] {
  const byDay = new Map<string, MealSummary[]>();
  for (const meal of meals) {
    const key = localDayKey(meal.consumed_at, timeZone);
    const group = byDay.get(key);
    if (group) group.push(meal);
    else byDay.set(key, [meal]);
  }
  const consumedTime = (meal: MealSummary) => Date.parse(meal.consumed_at) || 0;
  return [...byDay.entries()]
    .map(([key, group]) => ({
      key,
      meals: group.sort((a, b) => consumedTime(b) - consumedTime(a)),
    }))
    .sort((a, b) => {
      if (a.key === UNKNOWN_DAY) return 1;
      if (b.key === UNKNOWN_DAY) return -1;
      return a.key < b.key ? 1 : a.key > b.key ? -1 : 0;
    });
}

/** The remembered day when it still has meals, else the newest day. */
export function resolveSelectedDay(days: readonly MealDay[], remembered: string | null): string | null {
  if (remembered && days.some((day) => day.key === remembered)) return remembered;
  return days[0]?.key ?? null;
}
