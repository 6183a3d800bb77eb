import { and, count, eq, lte, sql } from "drizzle-orm";
import type { Database } from "../db/index.js";
import { schema } from "../db/index.js";
import { AppError } from "./app-error.js";

const hits = schema.userRateLimitHits;
/** First key of the two-key advisory locks taken here; the migration lock lives in the one-key space. */
const LOCK_CLASS = 727_002;

export interface UserRateLimitOptions {
  /** Names the limit, so one user's uploads and submissions are counted apart. */
  bucket: string;
  perMinute: number;
  /** What the 429 says (also sent as `detail`). */
  message: string;
}

export interface UserRateLimit {
  /**
   * Takes one of the user's places in the last minute, or throws 429. Resolves to a function that gives the place
   * back, for a request refused later for another reason.
   */
  take(userId: string): Promise<() => Promise<void>>;
}

/**
 * A per-user limit over a sliding minute. The count and the write happen under one lock per user and limit, held
 * by the database, so a burst of requests (from any number of web processes) lets exactly `perMinute` through.
 */
export function createUserRateLimit(db: Database, { bucket, perMinute, message }: UserRateLimitOptions): UserRateLimit {
  return {
    async take(userId) {
      const hitId = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASS}::int, hashtext(${`${bucket}:${userId}`}))`);
        const mine = and(eq(hits.userId, userId), eq(hits.bucket, bucket));
        await tx.delete(hits).where(and(mine, lte(hits.at, sql`now() - interval '1 minute'`)));
        const [taken] = await tx.select({ n: count() }).from(hits).where(mine);
        if ((taken?.n ?? 0) >= perMinute) return undefined;
        const [hit] = await tx.insert(hits).values({ userId, bucket }).returning({ id: hits.id });
        return hit?.id;
      });
      if (!hitId) throw new AppError("rate_limited", 429, message, message);
      return async () => {
        await db.delete(hits).where(eq(hits.id, hitId));
      };
    },
  };
}
