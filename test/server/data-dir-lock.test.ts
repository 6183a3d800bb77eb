import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { spawnServer, startServer, type ServerProcess } from "../helpers/server-process.js";

const started: ServerProcess[] = [];
const dataDir = mkdtempSync(path.join(tmpdir(), "meals-lock-"));

afterAll(async () => {
  await Promise.all(started.map((server) => server.stop()));
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(wait: boolean) {
  const server = await (wait ? startServer : spawnServer)({}, ["--role=web"], { dataDir, quiet: true });
  started.push(server);
  return server;
}

/** The exit code, or "still running" when the process has not ended within the time. */
const exitWithin = (server: ServerProcess, ms: number) =>
  Promise.race([server.exited, new Promise<string>((r) => setTimeout(() => r("still running"), ms))]);

async function authenticate(server: ServerProcess, route: "signup" | "signin") {
  const response = await fetch(`${server.url}/api/auth/${route}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "lock@example.com", password: "correct horse battery" }),
  });
  return response.status;
}

// With DATABASE_URL several processes share one PostgreSQL on purpose; the lock guards only the embedded database.
describe.skipIf(process.env.TEST_DATABASE_URL)("two servers on one data folder (embedded database only)", () => {
  it("refuses the second with the folder and the running process, and starts again after the first was killed", async () => {
    const first = await start(true);
    expect(await authenticate(first, "signup")).toBe(201);

    const second = await start(false);
    expect(await exitWithin(second, 45_000)).toBe(1);
    expect(second.output()).toContain(
      `The data folder ${dataDir} is in use by another server (pid ${first.pid}, started `,
    );
    expect((await fetch(`${first.url}/readyz`)).status).toBe(200);

    // A killed server cannot release its lock; the next start takes it over and finds the account intact.
    process.kill(first.pid, "SIGKILL");
    await first.exited;
    const third = await start(true);
    expect(await authenticate(third, "signin")).toBe(200);
  }, 120_000);
});
