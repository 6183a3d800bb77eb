import { and, desc, eq, sql } from "drizzle-orm";
import type { ChatJob } from "../../../contracts/index.js";
import type { Database } from "../../db/index.js";
import { schema } from "../../db/index.js";

type ChatJobRow = typeof schema.chatJobs.$inferSelect;

export const toChatJob = (row: ChatJobRow, entryCount = 0): ChatJob => ({
  id: row.id,
  status: row.status,
  message: row.message,
  error: row.error,
  created_at: row.createdAt.toISOString(),
  entry_count: entryCount,
});

export function createChatRepo(db: Database) {
  return {
    async insert(job: { userId: string; sessionId?: string; message: string; timeZone: string }) {
      const [row] = await db.insert(schema.chatJobs).values(job).returning();
      if (!row) throw new Error("chat job insert returned no row");
      return row;
    },

    async listWithEntryCounts(userId: string, limit: number): Promise<ChatJob[]> {
      const rows = await db
        .select({ job: schema.chatJobs, entryCount: sql<number>`count(${schema.foodEntries.id})::int` })
        .from(schema.chatJobs)
        .leftJoin(schema.foodEntries, eq(schema.foodEntries.chatJobId, schema.chatJobs.id))
        .where(eq(schema.chatJobs.userId, userId))
        .groupBy(schema.chatJobs.id)
        .orderBy(desc(schema.chatJobs.createdAt))
        .limit(limit);
      return rows.map((row) => toChatJob(row.job, Number(row.entryCount)));
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
