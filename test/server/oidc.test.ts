import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../src/server/app.js";
import type { DatabaseHandle } from "../../src/server/db/index.js";
import { loadEnv } from "../../src/server/env.js";
import { createBrowserFetch } from "../helpers/browser-fetch.js";
import { openTestDatabase } from "../helpers/database.js";
import { startTestOidcProvider, type TestAccount } from "../helpers/oidc-provider.js";
import { signUp } from "../helpers/app.js";

let app: FastifyInstance;
let database: DatabaseHandle;
let provider: Awaited<ReturnType<typeof startTestOidcProvider>>;
let appUrl: string;
let account: TestAccount = {
  sub: "alice-1",
  email: "alice@example.com",
  email_verified: true,
  given_name: "Alice",
};

beforeAll(async () => {
  database = await openTestDatabase();
  // The app's port must be known before the provider registers the redirect URI, and vice versa for the issuer.
  const placeholder = await buildApp({
    env: loadEnv({ LOG_LEVEL: "silent" }),
    database,
    logger: false,
  });
  await placeholder.listen({ port: 0, host: "127.0.0.1" });
  const port = (placeholder.server.address() as { port: number }).port;
  await placeholder.close();
  appUrl = `http://127.0.0.1:${port}`;
  provider = await startTestOidcProvider({
    redirectUri: `${appUrl}/api/callback`,
    account: () => account,
  });
  const env = loadEnv({
    LOG_LEVEL: "silent",
    OIDC_ISSUER_URL: provider.issuer,
    OIDC_CLIENT_ID: "meals-and-calories",
    OIDC_CLIENT_SECRET: "test-secret",
  });
  app = await buildApp({ env, database, logger: false });
  await app.listen({ port, host: "127.0.0.1" });
});

afterAll(async () => {
  await app?.close();
  await provider?.close();
  await database?.close();
});

describe("OpenID Connect sign-in (authorization code + PKCE)", () => {
  it("sends the provider a sign-in whose return path held a NUL character, returning to the default page", async () => {
    const browser = createBrowserFetch();
    const { response, visited } = await browser.visit(`${appUrl}/api/login?returnTo=/trends%00`);
    expect(new URL(visited[1] ?? "").origin).toBe(provider.issuer);
    expect(visited.at(-1)).toBe(`${appUrl}/log`);
    expect(response.status).toBe(404); // no web client in this test; the sign-in itself is done
  });

  it("signs a new user in through the provider and lands on the requested page", async () => {
    const browser = createBrowserFetch();
    const { response, visited } = await browser.visit(`${appUrl}/api/login?returnTo=/trends`);
    const authorize = new URL(visited[1] ?? "");
    expect(authorize.origin).toBe(provider.issuer);
    expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorize.searchParams.get("code_challenge")).toBeTruthy();
    expect(visited.at(-1)).toBe(`${appUrl}/trends`);
    expect(response.status).toBe(404); // no web client in this test; the sign-in itself is done

    const sid = browser.cookie(new URL(appUrl).host, "sid");
    const me = await app.inject({
      url: "/api/auth/user",
      headers: { cookie: `sid=${sid}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      email: "alice@example.com",
      firstName: "Alice",
    });
  });

  it("recognises the same person by the provider's subject on the next sign-in", async () => {
    const first = createBrowserFetch();
    await first.visit(`${appUrl}/api/login`);
    const second = createBrowserFetch();
    await second.visit(`${appUrl}/api/login`);
    const host = new URL(appUrl).host;
    const ids = await Promise.all(
      [first, second].map(async (b) => {
        const me = await app.inject({
          url: "/api/auth/user",
          headers: { cookie: `sid=${b.cookie(host, "sid")}` },
        });
        return me.json().id;
      }),
    );
    expect(ids[0]).toBe(ids[1]);
  });

  it("links a verified email to the existing account with that email", async () => {
    const existing = await signUp(app, "bob@example.com");
    account = {
      sub: "bob-at-provider",
      email: "bob@example.com",
      email_verified: true,
    };
    const browser = createBrowserFetch();
    await browser.visit(`${appUrl}/api/login`);
    const me = await app.inject({
      url: "/api/auth/user",
      headers: { cookie: `sid=${browser.cookie(new URL(appUrl).host, "sid")}` },
    });
    expect(me.json().id).toBe(existing.id);
  });

  it("does not link an unverified email to someone else's account", async () => {
    const existing = await signUp(app, "carol@example.com");
    account = {
      sub: "mallory",
      email: "carol@example.com",
      email_verified: false,
    };
    const browser = createBrowserFetch();
    await browser.visit(`${appUrl}/api/login`);
    const me = await app.inject({
      url: "/api/auth/user",
      headers: { cookie: `sid=${browser.cookie(new URL(appUrl).host, "sid")}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).not.toBe(existing.id);
    expect(me.json().email).toBeNull();
  });

  it("refuses a callback with no sign-in in progress or a forged state", async () => {
    const stray = await app.inject({ url: "/api/callback?code=abc&state=xyz" });
    expect(stray.statusCode).toBe(400);
    expect(stray.json().message).toBe("This sign-in link has expired. Please sign in again.");

    const started = await app.inject({ url: "/api/login" });
    const cookie = started.cookies.find((c) => c.name === "sid");
    const forged = await app.inject({
      url: "/api/callback?code=abc&state=forged",
      headers: { cookie: `sid=${cookie?.value}` },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({
      error: "sign_in_failed",
      message: "Sign-in could not be completed. Please try again.",
    });
  });
});
