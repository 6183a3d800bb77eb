import { randomBytes } from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/index.js";
import { schema } from "../db/index.js";

export const sessionDataSchema = z.object({
  userId: z.string().optional(),
  /** Pending OpenID Connect sign-in: what the callback must check. */
  oidc: z.object({ state: z.string(), nonce: z.string(), codeVerifier: z.string(), returnTo: z.string() }).optional(),
});
export type SessionData = z.infer<typeof sessionDataSchema>;

export interface StoredSession {
  sid: string;
  data: SessionData;
  expire: Date;
}

const newSessionId = () => randomBytes(32).toString("base64url");

export function createSessionsRepo(db: Database) {
  // Prepared once: every authenticated request runs it, and PostgreSQL then parses and plans it once per connection.
  const sessionWithUser = db
    .select({ session: schema.sessions, user: schema.users })
    .from(schema.sessions)
    .leftJoin(schema.users, sql`${schema.users.id} = ${schema.sessions.sess}->>'userId'`)
    .where(and(eq(schema.sessions.sid, sql.placeholder("sid")), gt(schema.sessions.expire, sql.placeholder("now"))))
    .limit(1)
    .prepare("session_with_user");

  return {
    /** The session and its signed-in user in one round trip (every authenticated request starts here). */
    async findWithUser(sid: string) {
      const [row] = await sessionWithUser.execute({ sid, now: new Date() });
      if (!row) return undefined;
      const data = sessionDataSchema.safeParse(row.session.sess);
      if (!data.success) return undefined;
      return {
        session: { sid: row.session.sid, data: data.data, expire: row.session.expire },
        user: row.user ?? undefined,
      };
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
