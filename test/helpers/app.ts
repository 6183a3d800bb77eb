import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { buildApp } from "../../src/server/app.js";
import type { DatabaseHandle } from "../../src/server/db/index.js";
import { loadEnv, type Env } from "../../src/server/env.js";
import { openTestDatabase } from "./database.js";

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  env: Env;
  close(): Promise<void>;
}

export async function createTestApp(envOverrides: Record<string, string> = {}): Promise<TestApp> {
  const env = loadEnv({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: "./data/test",
    AUTH_RATE_LIMIT_PER_MINUTE: "1000",
    ...envOverrides,
  });
  const database = await openTestDatabase();
  const app = await buildApp({ env, database, logger: false });
  await app.ready();
  return {
    app,
    database,
    env,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Another web process on the same database: its own caches, nothing shared with `t.app` but the database. */
export async function createSecondWebProcess(t: TestApp): Promise<FastifyInstance> {
  const app = await buildApp({ env: t.env, database: t.database, logger: false });
  await app.ready();
  return app;
}

/** Reads the session cookie a response set, as a browser would send it back. */
export function sessionCookieFrom(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === "sid");
  if (!cookie) throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return `sid=${cookie.value}`;
}

let counter = 0;
export const uniqueEmail = (label = "user") => `${label}-${Date.now()}-${++counter}@example.com`;

export interface SignedInUser {
  id: string;
  email: string;
  cookie: string;
  /** Sends a request as this user. */
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
}

export async function signUp(
  app: FastifyInstance,
  email = uniqueEmail(),
  password = "correct horse battery",
): Promise<SignedInUser> {
  const response = await app.inject({ method: "POST", url: "/api/auth/signup", payload: { email, password } });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const cookie = sessionCookieFrom(response);
  const id = response.json<{ user: { id: string } }>().user.id;
  return {
    id,
    email,
    cookie,
    request: (options) => app.inject({ ...options, headers: { ...options.headers, cookie } }),
  };
}
