import cookie from "@fastify/cookie";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance } from "fastify";
import {
  createOidcClient,
  createSessionManager,
  createSessionsRepo,
  createUsersRepo,
  registerAuthRoutes,
} from "./auth/index.js";
import type { DatabaseHandle } from "./db/index.js";
import type { Env } from "./env.js";
import { registerAccountRoutes } from "./features/account/index.js";
import { registerChatRoutes, registerMealPreviewRoutes } from "./features/chat/index.js";
import { registerEstimatesRoutes } from "./features/estimates/index.js";
import { registerGoalsRoutes } from "./features/goals/index.js";
import {
  registerMealHistoryRoutes,
  registerMealItemFixRoutes,
  registerMealLogAgainRoutes,
  registerMealsRoutes,
} from "./features/meals/index.js";
import { registerNutritionSummaryRoutes } from "./features/nutrition-summary/index.js";
import { registerPreferencesRoutes } from "./features/preferences/index.js";
import { registerHealthRoutes } from "./features/health/index.js";
import { registerInstallRoutes } from "./features/install/index.js";
import { registerTranscribeRoutes } from "./features/transcribe/index.js";
import { registerErrorHandler } from "./http/error-handler.js";
import { registerCrossSiteCheck, registerSecurityHeaders } from "./http/security.js";
import { registerWebClient } from "./http/static-files.js";
import { queueOptionsFrom } from "./workers.js";

export const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * Fastify ignores a bare hop count (it cannot tell whether the peer is a proxy), so N hops is spelled out: the socket's
 * peer and the N-1 entries it vouches for are proxies, the entry before them is the client (README, TRUST_PROXY).
 */
function trustProxyOption(setting: Env["TRUST_PROXY"]) {
  return typeof setting === "number" ? (_address: string, hop: number) => hop < setting : setting;
}

export interface AppOptions {
  env: Env;
  database: DatabaseHandle;
  /** Folder holding the built web client (index.html); absent in API-only tests. */
  webRoot?: string;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logDestination?: { write(line: string): void };
  /** Called when a job is queued, so in-process workers start at once. */
  onJobQueued?: () => void;
}

export async function buildApp({
  env,
  database,
  webRoot,
  logger = true,
  logDestination,
  onJobQueued = () => {},
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? {
          level: env.LOG_LEVEL,
          redact: ["req.headers.cookie", "req.headers.authorization"],
          ...(logDestination ? { stream: logDestination } : {}),
        }
      : false,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(env.TRUST_PROXY),
  });

  registerErrorHandler(app);
  // Writes are JSON (or multipart where a route says so); anything else is a 415, not a string body.
  app.removeContentTypeParser("text/plain");
  registerSecurityHeaders(app);
  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  registerCrossSiteCheck(app, env.PUBLIC_URL);

  const users = createUsersRepo(database.db);
  const sessions = createSessionManager({
    sessions: createSessionsRepo(database.db),
    users,
    ttlMs: env.SESSION_TTL_HOURS * 3600_000,
  });
  const oidc =
    env.OIDC_ISSUER_URL && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
      ? createOidcClient({
          issuerUrl: env.OIDC_ISSUER_URL,
          clientId: env.OIDC_CLIENT_ID,
          clientSecret: env.OIDC_CLIENT_SECRET,
          scopes: env.OIDC_SCOPES,
        })
      : undefined;

  registerHealthRoutes(app, database);
  registerInstallRoutes(app, { publicUrl: env.PUBLIC_URL });
  registerAuthRoutes(app, {
    sessions,
    users,
    oidc,
    publicUrl: env.PUBLIC_URL,
    rateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
  });
  registerChatRoutes(app, {
    db: database.db,
    sessions,
    queueOptions: queueOptionsFrom(env),
    onQueued: onJobQueued,
    submissionsPerMinute: env.CHAT_RATE_LIMIT_PER_MINUTE,
  });
  registerMealPreviewRoutes(app, { db: database.db, sessions });
  registerMealsRoutes(app, { db: database.db, sessions, onQueued: onJobQueued });
  registerMealHistoryRoutes(app, { db: database.db, sessions });
  registerMealLogAgainRoutes(app, { db: database.db, sessions });
  registerMealItemFixRoutes(app, { db: database.db, sessions });
  registerGoalsRoutes(app, { db: database.db, sessions });
  registerPreferencesRoutes(app, { db: database.db, sessions });
  registerNutritionSummaryRoutes(app, { db: database.db, sessions });
  registerAccountRoutes(app, { db: database.db, sessions, uploadsDir: env.uploadsDir });
  await registerTranscribeRoutes(app, { sessions, env });
  await registerEstimatesRoutes(app, { db: database.db, sessions, env, webRoot, onQueued: onJobQueued });
  await registerWebClient(app, webRoot);
  return app;
}
