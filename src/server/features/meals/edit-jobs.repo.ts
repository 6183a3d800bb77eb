import { and, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/index.js";
import { schema } from "../../db/index.js";

const t = schema.editJobs;
const active = inArray(t.status, ["queued", "processing"]);

export function createEditJobsRepo(db: Database) {
  return {
    async insert(job: { userId: string; entryId: string; instructions: string; timeZone: string }) {
      const [row] = await db.insert(t).values(job).returning();
      if (!row) throw new Error("edit job insert returned no row");
      return row;
    },

    async latestFor(userId: string, entryId: string) {
      const [row] = await db
        .select()
        .from(t)
        .where(and(eq(t.userId, userId), eq(t.entryId, entryId)))
        .orderBy(desc(t.createdAt))
        .limit(1);
      return row;
    },

    async activeFor(userId: string, entryId: string) {
      const [row] = await db
        .select({ id: t.id })
        .from(t)
        .where(and(eq(t.userId, userId), eq(t.entryId, entryId), active))
        .limit(1);
      return row;
    },

    async entriesBeingEdited(userId: string) {
      const rows = await db
        .selectDistinct({ entryId: t.entryId })
        .from(t)
        .where(and(eq(t.userId, userId), active));
      return rows.map((row) => row.entryId);
    },
  };
}
