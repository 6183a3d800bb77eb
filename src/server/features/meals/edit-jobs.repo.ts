import { and, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/index.js";
import { isUniqueViolation, schema } from "../../db/index.js";
import { AppError } from "../../http/app-error.js";

const t = schema.editJobs;
const active = inArray(t.status, ["queued", "processing"]);

const editInProgress = () =>
  new AppError("edit_in_progress", 409, "This meal is already being edited. Please wait for that edit to finish.");

export function createEditJobsRepo(db: Database) {
  return {
    /** Queues the edit, or refuses with 409 while another edit of the same meal is waiting or running. */
    async insert(job: { userId: string; entryId: string; instructions: string; timeZone: string }) {
      const [row] = await db
        .insert(t)
        .values(job)
        .returning()
        .catch((error: unknown) => {
          if (isUniqueViolation(error, "edit_jobs_one_active_per_entry")) throw editInProgress();
          throw error;
        });
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
