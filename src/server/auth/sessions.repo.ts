import { randomBytes } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/index.js";
import { schema } from "../db/index.js";

export const sessionDataSchema = z.object({
  userId: z.string().optional(),
  /** Pending OpenID Connect sign-in: what the callback must check. */
  oidc: z
    .object({ state: z.string(), nonce: z.string(), codeVerifier: z.string(), returnTo: z.string() })
    .optional(),
});
export type SessionData = z.infer<typeof sessionDataSchema>;

export interface StoredSession {
  sid: string;
  data: SessionData;
  expire: Date;
}

const newSessionId = () => randomBytes(32).toString("base64url");

export function createSessionsRepo(db: Database) {
  return {
    async find(sid: string): Promise<StoredSession | undefined> {
      const [row] = await db
        .select()
        .from(schema.sessions)
        .where(and(eq(schema.sessions.sid, sid), gt(schema.sessions.expire, new Date())))
        .limit(1);
      if (!row) return undefined;
      const data = sessionDataSchema.safeParse(row.sess);
      return data.success ? { sid: row.sid, data: data.data, expire: row.expire } : undefined;
    },

    async create(data: SessionData, ttlMs: number): Promise<StoredSession> {
      const session = { sid: newSessionId(), data, expire: new Date(Date.now() + ttlMs) };
      await db.insert(schema.sessions).values({ sid: session.sid, sess: data, expire: session.expire });
      return session;
    },

    async remove(sid: string) {
      await db.delete(schema.sessions).where(eq(schema.sessions.sid, sid));
    },

    async removeExpired() {
      await db.delete(schema.sessions).where(lt(schema.sessions.expire, new Date()));
    },
  };
}
export type SessionsRepo = ReturnType<typeof createSessionsRepo>;
