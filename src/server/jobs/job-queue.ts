import { and, asc, eq, gte, lt, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../db/index.js";
import { schema } from "../db/index.js";

/** The job tables: each has the shared status/lease columns (schema.ts `jobColumns`). */
export type JobTable = typeof schema.chatJobs | typeof schema.editJobs | typeof schema.publicEstimates;
type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface JobQueueOptions {
  /** How long a claim is held without renewal before another worker may take the job. */
  leaseMs: number;
  /** Claims after which a job that keeps losing its worker is failed instead of retried. */
  maxAttempts: number;
}

interface JobColumns {
  id: PgColumn;
  status: PgColumn;
  error: PgColumn;
  attempts: PgColumn;
  leaseOwner: PgColumn;
  leaseExpiresAt: PgColumn;
  startedAt: PgColumn;
  finishedAt: PgColumn;
  updatedAt: PgColumn;
  createdAt: PgColumn;
}

/**
 * A PostgreSQL-backed queue over one job table (architecture decision 4): claims with FOR UPDATE SKIP LOCKED,
 * leases renewed while working, expired leases reclaimed, results written in the completing transaction.
 */
export function createJobQueue<T extends JobTable>(db: Database, table: T, options: JobQueueOptions) {
  const c = table as unknown as JobColumns & PgTable;
  const leaseUntil = () => sql`now() + ${`${options.leaseMs} milliseconds`}::interval`;
  const ownedBy = (id: string, owner: string): SQL =>
    and(eq(c.id, id), eq(c.leaseOwner, owner), eq(c.status, "processing")) as SQL;
  type Row = T["$inferSelect"];
  /** The columns every finished job (completed, failed, cancelled) gets. */
  const finished = (status: "completed" | "failed" | "cancelled") => ({
    status,
    leaseExpiresAt: null,
    finishedAt: sql`now()`,
    updatedAt: sql`now()`,
  });

  /** A job whose workers kept dying (lease expired after its last allowed attempt) is failed, not retried forever. */
  async function failExhausted() {
    await db
      .update(c)
      .set({
        ...finished("failed"),
        error: "Analysis stopped unexpectedly several times. Please try again.",
      } as never)
      .where(and(eq(c.status, "processing"), lt(c.leaseExpiresAt, sql`now()`), gte(c.attempts, options.maxAttempts)));
  }

  return {
    /** Takes the oldest waiting job (or one whose worker's lease ran out); undefined when there is none. */
    async claim(owner: string): Promise<Row | undefined> {
      const claimable = or(
        eq(c.status, "queued"),
        and(eq(c.status, "processing"), lt(c.leaseExpiresAt, sql`now()`), lt(c.attempts, options.maxAttempts)),
      );
      // One statement: the row lock from SKIP LOCKED is held only for the instant of the update.
      const next = db
        .select({ id: c.id })
        .from(c)
        .where(claimable)
        .orderBy(asc(c.createdAt))
        .limit(1)
        .for("update", { skipLocked: true });
      const [job] = await db
        .update(c)
        .set({
          status: "processing",
          attempts: sql`${c.attempts} + 1`,
          leaseOwner: owner,
          leaseExpiresAt: leaseUntil(),
          startedAt: sql`coalesce(${c.startedAt}, now())`,
          updatedAt: sql`now()`,
        } as never)
        // "= (scalar subquery)" runs once as an InitPlan; "IN (subquery)" may be rescanned and claim several rows.
        .where(and(eq(c.id, sql`(${next})`), claimable))
        .returning();
      if (job) return job as Row;
      await failExhausted();
      return undefined;
    },

    /** Extends the lease; false when the job is no longer this worker's (cancelled or reclaimed). */
    async renew(id: string, owner: string): Promise<boolean> {
      const rows = await db
        .update(c)
        .set({ leaseExpiresAt: leaseUntil() } as never)
        .where(ownedBy(id, owner))
        .returning({ id: c.id });
      return rows.length > 0;
    },

    /**
     * Runs `write` and marks the job completed in one transaction, only while this worker still owns it,
     * so a cancelled or reclaimed job never gets results and a job's results are written exactly once.
     */
    async complete(id: string, owner: string, write: (tx: Transaction) => Promise<void>): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [owned] = await tx
          .update(c)
          // lease_owner stays: it records which worker produced the results.
          .set({ ...finished("completed"), error: null } as never)
          .where(ownedBy(id, owner))
          .returning({ id: c.id });
        if (!owned) return false;
        await write(tx);
        return true;
      });
    },

    async fail(id: string, owner: string, error: string): Promise<boolean> {
      const rows = await db
        .update(c)
        .set({ ...finished("failed"), error } as never)
        .where(ownedBy(id, owner))
        .returning({ id: c.id });
      return rows.length > 0;
    },

    /** Cancels a queued or processing job of this user; the job row after the change, or undefined if it isn't theirs. */
    async cancel(id: string, userId: string): Promise<Row | undefined> {
      const userColumn = (table as unknown as { userId: PgColumn }).userId;
      const [cancelled] = await db
        .update(c)
        .set({ ...finished("cancelled"), leaseOwner: null } as never)
        .where(and(eq(c.id, id), eq(userColumn, userId), or(eq(c.status, "queued"), eq(c.status, "processing"))))
        .returning();
      if (cancelled) return cancelled as Row;
      const [current] = await db
        .select()
        .from(c)
        .where(and(eq(c.id, id), eq(userColumn, userId)));
      return current as Row | undefined;
    },
  };
}
export type JobQueue<T extends JobTable> = ReturnType<typeof createJobQueue<T>>;
