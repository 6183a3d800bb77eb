import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, BODY_LIMIT_BYTES } from "../../src/server/app.js";
import { loadEnv } from "../../src/server/env.js";
import { createTestApp, signUp, type TestApp } from "../helpers/app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("client mistakes get a 4xx in one JSON shape", () => {
  it("malformed JSON → 400", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/signin",
      headers: { "content-type": "application/json" },
      payload: '{"email": "a@b.co", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: "invalid_json",
      message: "The request body is not valid JSON.",
    });
  });

  it("wrong content type → 415", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/signin",
      headers: { "content-type": "text/plain" },
      payload: "email=a@b.co",
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toBe("unsupported_media_type");
  });

  it("oversized body → 413", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: {
        email: "big@example.com",
        password: "x".repeat(BODY_LIMIT_BYTES + 10),
      },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: "payload_too_large",
      message: "The request body is too large.",
    });
  });

  it("a JSON body that is not an object → 400 with a field message", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: [1, 2] as unknown as object,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("validation_failed");
  });

  it("unknown route under /api → 404 JSON, for any method", async () => {
    for (const method of ["GET", "POST", "DELETE"] as const) {
      const response = await t.app.inject({
        method,
        url: "/api/does-not-exist",
      });
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toContain("application/json");
      expect(response.json()).toEqual({
        error: "not_found",
        message: `No API route ${method} /api/does-not-exist.`,
      });
    }
  });
});

describe("cross-site requests", () => {
  it("refuses a state-changing request whose Origin names another site", async () => {
    const user = await signUp(t.app);
    const response = await user.request({
      method: "POST",
      url: "/api/auth/signin",
      headers: { origin: "https://evil.example" },
      payload: { email: user.email, password: "correct horse battery" },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: "cross_site_request",
      message: "This request came from another site and was refused.",
    });
  });

  it("refuses a request the browser marks as cross-site even without Origin", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      headers: { "sec-fetch-site": "cross-site" },
      payload: { email: "x@example.com", password: "long enough" },
    });
    expect(response.statusCode).toBe(403);
  });

  it("accepts the same origin", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/signin",
      headers: { origin: "http://localhost:80", host: "localhost:80" },
      payload: { email: "nobody@example.com", password: "whatever1" },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe("health", () => {
  it("/healthz answers while the process lives, /readyz when the database answers", async () => {
    expect((await t.app.inject({ url: "/healthz" })).json()).toEqual({
      status: "ok",
    });
    const ready = await t.app.inject({ url: "/readyz" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: "ready" });
  });

  it("/readyz answers 503 when the database is gone", async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const response = await broken.app.inject({ url: "/readyz" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: "not_ready",
      message: "The database is not reachable.",
    });
    await broken.app.close();
  });

  it("sends the security headers on answers, errors and refusals alike", async () => {
    const responses = [
      await t.app.inject({ url: "/healthz" }),
      await t.app.inject({ url: "/api/external/meals" }),
      await t.app.inject({ url: "/api/no-such-route" }),
      await t.app.inject({
        method: "POST",
        url: "/api/auth/signin",
        headers: { "content-type": "application/json" },
        payload: "{",
      }),
    ];
    for (const response of responses) {
      expect(response.headers["content-security-policy"]).toBe(
        "default-src 'self';base-uri 'self';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';" +
          "img-src 'self' data: blob:;media-src 'self' blob:;connect-src 'self';font-src 'self' data:;object-src 'none';" +
          "frame-ancestors 'none';form-action 'self'",
      );
      expect(response.headers).toMatchObject({
        "x-content-type-options": "nosniff",
        "x-frame-options": "SAMEORIGIN",
        "referrer-policy": "no-referrer",
        "cross-origin-opener-policy": "same-origin",
        "cross-origin-resource-policy": "same-origin",
      });
      expect(response.headers["strict-transport-security"]).toBeUndefined();
    }
  });
});

describe("the web client", () => {
  it("serves index.html for client routes and real files as themselves", async () => {
    const webRoot = mkdtempSync(path.join(tmpdir(), "web-"));
    writeFileSync(path.join(webRoot, "index.html"), "<!doctype html><title>Meals &amp; Calories</title>");
    mkdirSync(path.join(webRoot, "assets"));
    writeFileSync(path.join(webRoot, "assets", "app-abc123.js"), "console.log(1)");
    const env = loadEnv({ LOG_LEVEL: "silent" });
    const app = await buildApp({
      env,
      database: t.database,
      webRoot,
      logger: false,
    });
    try {
      for (const url of ["/", "/meals/123"]) {
        const page = await app.inject({ url });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain("Meals &amp; Calories");
      }
      // An address the client has no screen for is its not-found page, with the status that says so.
      const unknown = await app.inject({ url: "/no-such-page" });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).toContain("Meals &amp; Calories");
      const asset = await app.inject({ url: "/assets/app-abc123.js" });
      expect(asset.headers["cache-control"]).toContain("immutable");
      expect(asset.headers["x-content-type-options"]).toBe("nosniff");
      expect((await app.inject({ url: "/" })).headers["content-security-policy"]).toContain("script-src 'self'");
      expect((await app.inject({ url: "/assets/missing.js" })).statusCode).toBe(404);
      expect((await app.inject({ url: "/api/nope" })).json().error).toBe("not_found");
    } finally {
      await app.close();
    }
  });
});
