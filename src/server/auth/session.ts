import type { FastifyReply, FastifyRequest } from "fastify";
import { unauthorized } from "../http/app-error.js";
import type { SessionData, SessionsRepo, StoredSession } from "./sessions.repo.js";
import type { UsersRepo } from "./users.repo.js";

export const SESSION_COOKIE = "sid";

type UserRow = NonNullable<Awaited<ReturnType<UsersRepo["findById"]>>>;

declare module "fastify" {
  interface FastifyRequest {
    /** Loaded lazily by the session manager; undefined until then, null when there is none. */
    sessionCache?: { session: StoredSession | null; user: UserRow | null };
  }
}

export interface SessionManagerOptions {
  sessions: SessionsRepo;
  users: UsersRepo;
  ttlMs: number;
}

export function createSessionManager({ sessions, users, ttlMs }: SessionManagerOptions) {
  async function load(request: FastifyRequest) {
    if (request.sessionCache) return request.sessionCache;
    const sid = request.cookies[SESSION_COOKIE];
    const found = sid ? await sessions.findWithUser(sid) : undefined;
    request.sessionCache = { session: found?.session ?? null, user: found?.user ?? null };
    return request.sessionCache;
  }

  function setCookie(request: FastifyRequest, reply: FastifyReply, session: StoredSession) {
    reply.setCookie(SESSION_COOKIE, session.sid, {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: request.protocol === "https",
      expires: session.expire,
    });
  }

  /** Replaces whatever session the browser had with a fresh one: a new id at every sign-in defeats session fixation. */
  async function start(request: FastifyRequest, reply: FastifyReply, data: SessionData) {
    const { session: previous } = await load(request);
    if (previous) await sessions.remove(previous.sid);
    const session = await sessions.create(data, ttlMs);
    setCookie(request, reply, session);
    request.sessionCache = { session, user: data.userId ? ((await users.findById(data.userId)) ?? null) : null };
    return session;
  }

  return {
    load,
    start,
    async currentUser(request: FastifyRequest) {
      return (await load(request)).user;
    },
    async requireUser(request: FastifyRequest): Promise<UserRow> {
      const { user } = await load(request);
      if (!user) throw unauthorized();
      return user;
    },
    async end(request: FastifyRequest, reply: FastifyReply) {
      const { session } = await load(request);
      if (session) await sessions.remove(session.sid);
      reply.clearCookie(SESSION_COOKIE, { path: "/" });
      request.sessionCache = { session: null, user: null };
    },
  };
}
export type SessionManager = ReturnType<typeof createSessionManager>;
