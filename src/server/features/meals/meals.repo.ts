import { and, asc, desc, eq, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../db/index.js";
import { idSchema, parseStoredInstant, type MealType } from "../../../contracts/index.js";
import { schema } from "../../db/index.js";
import { mealReadColumns } from "./food-entry.mapper.js";

const t = schema.foodEntries;
type Row = typeof t.$inferSelect;

/** Keyset cursor over (meal_time, id), newest first; opaque to clients. */
const encodeCursor = (row: Pick<Row, "mealTime" | "createdAt" | "id">) =>
  Buffer.from(`${(row.mealTime ?? row.createdAt).toISOString()}|${row.id}`).toString("base64url");
/** Undefined for anything encodeCursor did not write: the cursor comes back from the client. */
function decodeCursor(cursor: string): { time: Date; id: string } | undefined {
  const [time = "", id = "", ...rest] = Buffer.from(cursor, "base64url").toString().split("|");
  const date = parseStoredInstant(time);
  return date && rest.length === 0 && idSchema("meal").safeParse(id).success ? { time: date, id } : undefined;
}

export function createMealsRepo(db: Database) {
  const sortTime = sql`coalesce(${t.mealTime}, ${t.createdAt})`;
  return {
    decodeCursor,

    async list(userId: string, limit: number, after?: { time: Date; id: string }) {
      const rows = await db
        .select({ ...mealReadColumns, mealTime: t.mealTime })
        .from(t)
        .where(
          and(
            eq(t.userId, userId),
            after
              ? or(
                  sql`${sortTime} < ${after.time.toISOString()}::timestamptz`,
                  and(sql`${sortTime} = ${after.time.toISOString()}::timestamptz`, lt(t.id, after.id)),
                )
              : undefined,
          ),
        )
        .orderBy(desc(sortTime), desc(t.id))
        .limit(limit + 1);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return { rows: page, nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
    },

    async find(userId: string, id: string) {
      const [row] = await db
        .select(mealReadColumns)
        .from(t)
        .where(and(eq(t.id, id), eq(t.userId, userId)))
        .limit(1);
      return row;
    },

    async remove(userId: string, id: string) {
      const rows = await db
        .delete(t)
        .where(and(eq(t.id, id), eq(t.userId, userId)))
        .returning({ id: t.id });
      return rows.length > 0;
    },

    /** The user's meals of one kind eaten in [from, to), earliest first: what "the same breakfast as yesterday" copies. */
    async ofTypeBetween(userId: string, mealType: MealType, from: Date, to: Date) {
      return db
        .select({ aiAnalysis: t.aiAnalysis, mealTime: t.mealTime })
        .from(t)
        .where(
          and(
            eq(t.userId, userId),
            eq(t.mealType, mealType),
            sql`${sortTime} >= ${from.toISOString()}::timestamptz`,
            sql`${sortTime} < ${to.toISOString()}::timestamptz`,
          ),
        )
        .orderBy(asc(sortTime), asc(t.id));
    },

    /** When the user last ate a meal of this kind before `before`, if ever. */
    async latestOfTypeBefore(userId: string, mealType: MealType, before: Date): Promise<Date | undefined> {
      const [row] = await db
        .select({ time: sortTime.mapWith((value: string | Date) => new Date(value)) })
        .from(t)
        .where(
          and(eq(t.userId, userId), eq(t.mealType, mealType), sql`${sortTime} < ${before.toISOString()}::timestamptz`),
        )
        .orderBy(desc(sortTime))
        .limit(1);
      return row?.time;
    },

    /** Entries consumed in [from, to), for day summaries. */
    async consumedBetween(userId: string, from: Date, to: Date) {
      return db
        .select({ aiAnalysis: t.aiAnalysis })
        .from(t)
        .where(
          and(
            eq(t.userId, userId),
            sql`${sortTime} >= ${from.toISOString()}::timestamptz`,
            sql`${sortTime} < ${to.toISOString()}::timestamptz`,
          ),
        );
    },
  };
}
export type MealsRepo = ReturnType<typeof createMealsRepo>;
