import type { FastifyInstance, FastifyRequest } from "fastify";
import { credentialsSchema, SIGN_IN_PATH, signInSchema, type AuthResponse, type User } from "../../contracts/index.js";
import { AppError } from "../http/app-error.js";
import { isSameOriginRequest } from "../http/security.js";
import { parseInput } from "../http/validate.js";
import type { OidcClient } from "./oidc.js";
import { dummyPasswordHash, hashPassword, verifyPassword } from "./password.js";
import { safeReturnTo } from "../../contracts/return-to.js";
import type { SessionManager } from "./session.js";
import { toUserResponse, type UsersRepo } from "./users.repo.js";

export interface AuthRoutesOptions {
  sessions: SessionManager;
  users: UsersRepo;
  oidc?: OidcClient;
  /** Origin for the OIDC redirect URI when behind a proxy; otherwise taken from the request. */
  publicUrl?: string;
  rateLimitPerMinute: number;
}

const wrongCredentials = () => new AppError("invalid_credentials", 401, "Email or password is incorrect.");

export function registerAuthRoutes(app: FastifyInstance, options: AuthRoutesOptions) {
  const { sessions, users, oidc } = options;
  const rateLimit = {
    rateLimit: { max: options.rateLimitPerMinute, timeWindow: "1 minute" },
  };
  const origin = (request: FastifyRequest) => options.publicUrl ?? `${request.protocol}://${request.host}`;

  app.get("/api/auth/user", async (request): Promise<User> => toUserResponse(await sessions.requireUser(request)));

  app.post("/api/auth/signup", { config: rateLimit }, async (request, reply): Promise<AuthResponse> => {
    const { email, password } = parseInput(credentialsSchema, request.body);
    const taken = () => new AppError("email_taken", 409, "An account with this email already exists. Sign in instead.");
    if (await users.emailTaken(email)) throw taken();
    const user = await users.createWithPassword(email, await hashPassword(password));
    if (!user) throw taken();
    await sessions.start(request, reply, { userId: user.id });
    reply.code(201);
    return { user: toUserResponse(user), redirectTo: safeReturnTo((request.query as { returnTo?: string }).returnTo) };
  });

  app.post("/api/auth/signin", { config: rateLimit }, async (request, reply): Promise<AuthResponse> => {
    const { email, password } = parseInput(signInSchema, request.body);
    const account = await users.findPasswordAccount(email);
    const valid = await verifyPassword(password, account?.passwordHash ?? dummyPasswordHash);
    if (!account || !valid) throw wrongCredentials();
    await sessions.start(request, reply, { userId: account.user.id });
    return {
      user: toUserResponse(account.user),
      redirectTo: safeReturnTo((request.query as { returnTo?: string }).returnTo),
    };
  });

  app.get("/api/login", { config: rateLimit }, async (request, reply) => {
    const returnTo = safeReturnTo((request.query as { returnTo?: string }).returnTo);
    if (!oidc) return reply.redirect(`${SIGN_IN_PATH}?returnTo=${encodeURIComponent(returnTo)}`);
    const start = await oidc.start(`${origin(request)}/api/callback`).catch((error: unknown) => {
      request.log.error({ err: error }, "OIDC discovery failed");
      throw new AppError(
        "sign_in_unavailable",
        503,
        "Sign-in is temporarily unavailable. Please try again in a moment.",
      );
    });
    await sessions.start(request, reply, {
      oidc: { state: start.state, nonce: start.nonce, codeVerifier: start.codeVerifier, returnTo },
    });
    return reply.redirect(start.url);
  });

  app.get("/api/callback", async (request, reply) => {
    const { session } = await sessions.load(request);
    const pending = session?.data.oidc;
    if (!oidc || !pending) {
      throw new AppError("sign_in_expired", 400, "This sign-in link has expired. Please sign in again.");
    }
    const callbackUrl = new URL(request.url, origin(request));
    const claims = await oidc.finish(callbackUrl, pending).catch((error: unknown) => {
      request.log.warn({ err: error }, "OIDC callback rejected");
      throw new AppError("sign_in_failed", 400, "Sign-in could not be completed. Please try again.");
    });
    const user = await users.upsertFromOidc(claims);
    await sessions.start(request, reply, { userId: user.id });
    return reply.redirect(pending.returnTo);
  });

  // The app signs out with a POST (cross-site POSTs are refused by the cross-site check).
  app.post("/api/logout", async (request, reply) => {
    await sessions.end(request, reply);
    return reply.code(204).send();
  });

  // The spec's navigation to /api/logout still works, but only from this site: a link elsewhere cannot sign anyone out.
  app.get("/api/logout", async (request, reply) => {
    if (!isSameOriginRequest(request, options.publicUrl)) {
      throw new AppError(
        "cross_site_request",
        403,
        "Sign-out links from other sites are refused. Sign out from your Profile page instead.",
      );
    }
    await sessions.end(request, reply);
    return reply.redirect("/");
  });
}
