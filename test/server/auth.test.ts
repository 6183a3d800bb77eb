import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "../../src/server/db/index.js";
import { createTestApp, sessionCookieFrom, signUp, uniqueEmail, type TestApp } from "../helpers/app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url, payload: payload as object, headers });

describe("sign-up", () => {
  it("creates the account, signs the user in and returns where to go", async () => {
    const email = uniqueEmail("new");
    const response = await post("/api/auth/signup", {
      email: `  ${email.toUpperCase()} `,
      password: "a good password",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      user: { email },
      redirectTo: "/log",
    });
    const cookie = response.cookies.find((c) => c.name === "sid");
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: "Lax",
      path: "/",
    });
    expect(cookie?.secure).toBeFalsy();

    const me = await t.app.inject({
      url: "/api/auth/user",
      headers: { cookie: sessionCookieFrom(response) },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email, firstName: null });
    expect(new Date(me.json().createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("refuses a second account with the same email, in any letter case", async () => {
    const email = uniqueEmail("dup");
    await signUp(t.app, email);
    const response = await post("/api/auth/signup", {
      email: email.toUpperCase(),
      password: "another password",
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: "email_taken",
      message: "An account with this email already exists. Sign in instead.",
    });
  });

  it.each([
    [{ email: "not-an-email", password: "long enough pw" }, "Enter a valid email address."],
    [{ email: uniqueEmail(), password: "short" }, "Use at least 8 characters for your password."],
    [{ password: "long enough pw" }, "Enter your email address."],
    [{ email: uniqueEmail() }, "Enter your password."],
  ])("rejects %j with a clear message", async (payload, message) => {
    const response = await post("/api/auth/signup", payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: "validation_failed",
      message,
    });
  });

  it("never stores the password itself", async () => {
    const user = await signUp(t.app, uniqueEmail(), "plain text secret");
    const [row] = await t.database.db
      .select()
      .from(schema.passwordCredentials)
      .where(eq(schema.passwordCredentials.userId, user.id));
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(row?.passwordHash).not.toContain("plain text secret");
  });
});

describe("sign-in", () => {
  it("signs in with the right password and rotates the session id", async () => {
    const user = await signUp(t.app, uniqueEmail("rot"), "the right password");
    const response = await post(
      "/api/auth/signin?returnTo=/meals",
      { email: user.email, password: "the right password" },
      { cookie: user.cookie },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      user: { id: user.id },
      redirectTo: "/meals",
    });
    const fresh = sessionCookieFrom(response);
    expect(fresh).not.toBe(user.cookie);
    expect(
      (
        await t.app.inject({
          url: "/api/auth/user",
          headers: { cookie: user.cookie },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          url: "/api/auth/user",
          headers: { cookie: fresh },
        })
      ).statusCode,
    ).toBe(200);
  });

  it("gives the same answer for a wrong password and an unknown email", async () => {
    const user = await signUp(t.app, uniqueEmail("wrong"), "the right password");
    const wrongPassword = await post("/api/auth/signin", {
      email: user.email,
      password: "not the password",
    });
    const unknownEmail = await post("/api/auth/signin", {
      email: uniqueEmail("ghost"),
      password: "the right password",
    });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: "invalid_credentials",
        message: "Email or password is incorrect.",
      });
      expect(response.cookies.find((c) => c.name === "sid")).toBeUndefined();
    }
  });

  it("never redirects to another site after sign-in", async () => {
    const user = await signUp(t.app, uniqueEmail("redir"), "the right password");
    for (const target of ["//evil.example/x", "https://evil.example", "/\\evil.example"]) {
      const response = await post(`/api/auth/signin?returnTo=${encodeURIComponent(target)}`, {
        email: user.email,
        password: "the right password",
      });
      expect(response.json().redirectTo).toBe("/log");
    }
  });
});

describe("sessions", () => {
  it("answers 401 when signed out, with a bad cookie, and after the session expired", async () => {
    expect((await t.app.inject({ url: "/api/auth/user" })).statusCode).toBe(401);
    const bad = await t.app.inject({
      url: "/api/auth/user",
      headers: { cookie: "sid=forged" },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({
      error: "unauthorized",
      message: "Sign in to continue.",
    });

    const user = await signUp(t.app);
    const sid = user.cookie.slice("sid=".length);
    await t.database.db
      .update(schema.sessions)
      .set({ expire: new Date(Date.now() - 1000) })
      .where(eq(schema.sessions.sid, sid));
    expect((await user.request({ url: "/api/auth/user" })).statusCode).toBe(401);
  });

  it("signs out with a POST from the app: the session is gone", async () => {
    const user = await signUp(t.app);
    const response = await user.request({
      method: "POST",
      url: "/api/logout",
      headers: { origin: "http://localhost:80", "sec-fetch-site": "same-origin" },
    });
    expect(response.statusCode).toBe(204);
    expect(response.cookies.find((c) => c.name === "sid")?.value).toBe("");
    expect((await user.request({ url: "/api/auth/user" })).statusCode).toBe(401);
  });

  it.each([
    ["the app's own page", { "sec-fetch-site": "same-origin" }],
    ["the address bar", { "sec-fetch-site": "none" }],
    ["a browser without Sec-Fetch-Site, from a page of ours", { referer: "http://localhost:80/profile" }],
  ])("signs out on GET /api/logout from %s, and the browser goes home", async (_from, headers) => {
    const user = await signUp(t.app);
    const response = await user.request({ url: "/api/logout", headers });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/");
    expect(response.cookies.find((c) => c.name === "sid")?.value).toBe("");
    expect((await user.request({ url: "/api/auth/user" })).statusCode).toBe(401);
  });

  it.each([
    ["a link on another site", "GET", { "sec-fetch-site": "cross-site" }],
    ["a sibling site", "GET", { "sec-fetch-site": "same-site" }],
    ["a page elsewhere, in a browser without Sec-Fetch-Site", "GET", { referer: "https://evil.example/page" }],
    ["a request that says nothing of where it came from", "GET", {}],
    ["a form on another site", "POST", { origin: "https://evil.example", "sec-fetch-site": "cross-site" }],
  ] as const)("refuses to sign out from %s and keeps the session", async (_from, method, headers) => {
    const user = await signUp(t.app);
    const response = await user.request({ method, url: "/api/logout", headers });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/other site/);
    expect(response.cookies.find((c) => c.name === "sid")).toBeUndefined();
    expect((await user.request({ url: "/api/auth/user" })).statusCode).toBe(200);
  });

  it("marks the cookie Secure when served over HTTPS behind a trusted proxy", async () => {
    const proxied = await createTestApp({ TRUST_PROXY: "1" });
    try {
      const response = await proxied.app.inject({
        method: "POST",
        url: "/api/auth/signup",
        payload: { email: uniqueEmail("tls"), password: "a good password" },
        headers: { "x-forwarded-proto": "https" },
      });
      expect(response.cookies.find((c) => c.name === "sid")?.secure).toBe(true);
    } finally {
      await proxied.close();
    }
  });
});

describe("/api/login without an identity provider", () => {
  it("leads to the built-in sign-in page, keeping a safe return path", async () => {
    const response = await t.app.inject({ url: "/api/login?returnTo=/trends" });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/sign-in?returnTo=%2Ftrends");
    const unsafe = await t.app.inject({
      url: "/api/login?returnTo=//evil.example",
    });
    expect(unsafe.headers.location).toBe("/sign-in?returnTo=%2Flog");
  });
});

describe("rate limiting", () => {
  it("refuses sign-in attempts past the limit with 429 and a detail text", async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "3" });
    try {
      const attempt = () =>
        limited.app.inject({
          method: "POST",
          url: "/api/auth/signin",
          payload: { email: "a@b.co", password: "whatever1" },
        });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({
        error: "rate_limited",
        detail: expect.stringContaining("Too many attempts"),
      });
    } finally {
      await limited.close();
    }
  });

  it.each(["1", "10.0.0.0/8"])(
    "behind a trusted proxy (TRUST_PROXY=%s), keys the sign-in limit on the address that proxy saw, not on a forged X-Forwarded-For",
    async (trustProxy) => {
      const behindProxy = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "3", TRUST_PROXY: trustProxy });
      try {
        // The proxy at 10.0.0.2 appends the address it received the request from; anything before it is the client's.
        const attempt = (clientAddress: string, forged: string) =>
          behindProxy.app.inject({
            method: "POST",
            url: "/api/auth/signin",
            remoteAddress: "10.0.0.2",
            headers: { "x-forwarded-for": `${forged}, ${clientAddress}` },
            payload: { email: "a@b.co", password: "whatever1" },
          });
        for (let i = 0; i < 3; i++) expect((await attempt("203.0.113.7", `192.0.2.${i}`)).statusCode).toBe(401);
        for (let i = 3; i < 6; i++) {
          const blocked = await attempt("203.0.113.7", `192.0.2.${i}`);
          expect(blocked.statusCode).toBe(429);
          expect(blocked.json().detail).toContain("Too many attempts");
        }
        // Another client behind the same proxy keeps its own allowance.
        expect((await attempt("198.51.100.9", "192.0.2.1")).statusCode).toBe(401);
      } finally {
        await behindProxy.close();
      }
    },
  );
});

describe("a client that reaches the app without the listed proxy", () => {
  it("is known by its own address whatever X-Forwarded-For it sends", async () => {
    const behindProxy = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "2", TRUST_PROXY: "10.0.0.0/8" });
    try {
      const attempt = (forged: string) =>
        behindProxy.app.inject({
          method: "POST",
          url: "/api/auth/signin",
          remoteAddress: "192.0.2.50",
          headers: { "x-forwarded-for": forged },
          payload: { email: "a@b.co", password: "whatever1" },
        });
      expect((await attempt("198.51.100.1")).statusCode).toBe(401);
      expect((await attempt("198.51.100.2")).statusCode).toBe(401);
      expect((await attempt("198.51.100.3")).statusCode).toBe(429);
    } finally {
      await behindProxy.close();
    }
  });
});
