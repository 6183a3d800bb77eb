import { and, asc, desc, eq, inArray, lt, or, sql } from "drizzle-orm";
import {
  idSchema,
  mealTypeSchema,
  parseStoredInstant,
  type ChatJob,
  type ChatJobEntry,
} from "../../../contracts/index.js";
import type { Database } from "../../db/index.js";
import { schema } from "../../db/index.js";

type ChatJobRow = typeof schema.chatJobs.$inferSelect;

export const toChatJob = (row: ChatJobRow, entries: ChatJobEntry[] = []): ChatJob => ({
  id: row.id,
  status: row.status,
  message: row.message,
  error: row.error,
  created_at: row.createdAt.toISOString(),
  entry_count: entries.length,
  entries,
});

const encodeCursor = (row: ChatJobRow) => Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString("base64url");

/** Undefined for anything encodeCursor did not write: the cursor comes back from the client. */
export function decodeChatJobsCursor(cursor: string): { time: Date; id: string } | undefined {
  const [time = "", id = "", ...rest] = Buffer.from(cursor, "base64url").toString().split("|");
  const date = parseStoredInstant(time);
  return date && rest.length === 0 && idSchema("job").safeParse(id).success ? { time: date, id } : undefined;
}

const jobs = schema.chatJobs;
const entries = schema.foodEntries;

export function createChatRepo(db: Database) {
  return {
    /** The new job, or undefined when the user already has one with this client id (a repeated submission). */
    async insert(job: { userId: string; sessionId?: string; clientId?: string; message: string; timeZone: string }) {
      const [row] = await db.insert(schema.chatJobs).values(job).onConflictDoNothing().returning();
      return row;
    },

    async findByClientId(userId: string, clientId: string) {
      const [row] = await db
        .select()
        .from(jobs)
        .where(and(eq(jobs.userId, userId), eq(jobs.clientId, clientId)))
        .limit(1);
      return row;
    },

    /** A page of the user's jobs, newest first, each with the entries it created. */
    async listPage(userId: string, limit: number, after?: { time: Date; id: string }) {
      const rows = await db
        .select()
        .from(jobs)
        .where(
          and(
            eq(jobs.userId, userId),
            after
              ? or(lt(jobs.createdAt, after.time), and(eq(jobs.createdAt, after.time), lt(jobs.id, after.id)))
              : undefined,
          ),
        )
        .orderBy(desc(jobs.createdAt), desc(jobs.id))
        .limit(limit + 1);
      const page = rows.slice(0, limit);
      const byJob = await this.entriesOf(
        userId,
        page.map((row) => row.id),
      );
      const last = page.at(-1);
      return {
        items: page.map((row) => toChatJob(row, byJob.get(row.id))),
        nextCursor: rows.length > limit && last ? encodeCursor(last) : null,
      };
    },

    async entriesOf(userId: string, jobIds: string[]): Promise<Map<string, ChatJobEntry[]>> {
      const byJob = new Map<string, ChatJobEntry[]>();
      if (jobIds.length === 0) return byJob;
      const rows = await db
        .select({
          id: entries.id,
          chatJobId: entries.chatJobId,
          title: entries.title,
          mealType: entries.mealType,
          calories: entries.calories,
          mealTime: entries.mealTime,
        })
        .from(entries)
        .where(and(eq(entries.userId, userId), inArray(entries.chatJobId, jobIds)))
        .orderBy(asc(entries.mealTime), asc(entries.id));
      for (const row of rows) {
        if (!row.chatJobId) continue;
        const list = byJob.get(row.chatJobId) ?? [];
        list.push({
          id: row.id,
          title: row.title,
          meal_type: mealTypeSchema.safeParse(row.mealType).data ?? null,
          calories_kcal: row.calories ?? 0,
          consumed_at: row.mealTime?.toISOString() ?? null,
        });
        byJob.set(row.chatJobId, list);
      }
      return byJob;
    },

    async rememberTimeZone(userId: string, timeZone: string) {
      await db
        .update(schema.users)
        .set({ timeZone, updatedAt: new Date() })
        .where(and(eq(schema.users.id, userId), sql`${schema.users.timeZone} is distinct from ${timeZone}`));
    },
  };
}
export type ChatRepo = ReturnType<typeof createChatRepo>;
