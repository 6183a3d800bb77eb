import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../test/helpers/database.js";
import { buildApp } from "../app.js";
import type { DatabaseHandle } from "../db/index.js";
import { loadEnv } from "../env.js";

const script = "console.log('the app');".repeat(20);
let app: FastifyInstance;
let database: DatabaseHandle;

beforeAll(async () => {
  const webRoot = mkdtempSync(path.join(tmpdir(), "web-"));
  mkdirSync(path.join(webRoot, "assets"));
  mkdirSync(path.join(webRoot, "prerendered"));
  writeFileSync(path.join(webRoot, "index.html"), "<title>shell</title>");
  writeFileSync(path.join(webRoot, "prerendered", "index.html"), "<title>landing for visitors</title>");
  writeFileSync(path.join(webRoot, "prerendered", "log.html"), "<title>log for visitors</title>");
  const asset = path.join(webRoot, "assets", "app-abc123.js");
  writeFileSync(asset, script);
  writeFileSync(`${asset}.br`, brotliCompressSync(script));
  writeFileSync(`${asset}.gz`, gzipSync(script));
  database = await openTestDatabase();
  app = await buildApp({ env: loadEnv({ NODE_ENV: "test", LOG_LEVEL: "silent" }), database, webRoot, logger: false });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe("pages", () => {
  it("gives a browser without a session the pre-rendered page where there is one, else the shell", async () => {
    expect((await app.inject({ url: "/" })).body).toContain("landing for visitors");
    expect((await app.inject({ url: "/log?from=home" })).body).toContain("log for visitors");
    expect((await app.inject({ url: "/meals" })).body).toContain("shell");
  });

  it("gives a browser with a session cookie the shell, which checks the session before showing anything", async () => {
    for (const url of ["/", "/log"]) {
      const page = await app.inject({ url, headers: { cookie: "sid=whatever" } });
      expect(page.body).toContain("shell");
    }
  });

  it("answers a path the client has no screen for with its not-found screen and a 404 status", async () => {
    for (const headers of [{}, { cookie: "sid=whatever" }]) {
      const missing = await app.inject({ url: "/no-such-page?x=1", headers });
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toContain("shell");
      expect((await app.inject({ url: "/meals/abc/edit", headers })).statusCode).toBe(200);
    }
  });

  it("tells caches the page depends on the cookie and must be revalidated", async () => {
    const page = await app.inject({ url: "/" });
    expect(page.headers.vary).toMatch(/cookie/i);
    expect(page.headers["cache-control"]).toBe("no-cache");
  });
});

describe("assets", () => {
  it("sends the build's brotli or gzip file when the browser accepts it, the plain file otherwise", async () => {
    const url = "/assets/app-abc123.js";
    const brotli = await app.inject({ url, headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.rawPayload.length).toBeLessThan(script.length);
    const gzip = await app.inject({ url, headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    const plain = await app.inject({ url, headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers["cache-control"]).toContain("immutable");
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
  });
});
