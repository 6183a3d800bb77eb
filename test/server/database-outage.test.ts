import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_JOBS_PAGE_MAX, type ChatJob, type ChatJobList } from "../../src/contracts/index.js";
import { spawnServer, startServer, type ServerProcess } from "../helpers/server-process.js";

const serverUrl = process.env.TEST_DATABASE_URL;
const foods = ["an apple", "2 eggs", "a slice of toast", "a cup of rice", "a banana", "a glass of milk"];
const REQUEST_TIMEOUT_MS = 15_000;

/** What a user's request got: an HTTP status, or "hang"/"network error" when no answer came. */
type Outcome = { status: number; body: unknown } | { status: "hang" | "network error"; body: undefined };

describe.skipIf(!serverUrl)(
  "when PostgreSQL drops the app's connections (needs a PostgreSQL server: npm run test:pg)",
  () => {
    const name = `outage_${randomBytes(6).toString("hex")}`;
    /** Each process names its connections, so the test can tell them apart in pg_stat_activity. */
    const databaseUrl = (applicationName: string) => {
      const url = new URL(serverUrl ?? "postgres://unused");
      url.pathname = `/${name}`;
      url.searchParams.set("application_name", applicationName);
      return url.href;
    };
    let web: ServerProcess;
    let workers: ServerProcess[] = [];
    let admin: pg.Client;
    let cookie = "";

    beforeAll(async () => {
      const creator = new pg.Client({ connectionString: serverUrl });
      await creator.connect();
      await creator.query(`create database ${name}`);
      await creator.end();
      const env = {
        AUTH_RATE_LIMIT_PER_MINUTE: "1000",
        CHAT_RATE_LIMIT_PER_MINUTE: "100000",
        JOB_LEASE_SECONDS: "2",
        JOB_POLL_MS: "100",
      };
      // The web process migrates the new database; the workers start on a migrated one.
      web = await startServer({ ...env, DATABASE_URL: databaseUrl("web") }, ["--role=web"], { quiet: true });
      workers = await Promise.all(
        ["worker-1", "worker-2"].map((role) =>
          spawnServer({ ...env, DATABASE_URL: databaseUrl(role) }, ["--role=worker"], { quiet: true }),
        ),
      );
      admin = new pg.Client({ connectionString: databaseUrl("test") });
      await admin.connect();
      await waitFor(
        "both workers polling",
        async () => {
          const { rows } = await admin.query<{ n: number }>(
            "select count(distinct application_name)::int as n from pg_stat_activity where datname = $1 and application_name like 'worker-%'",
            [name],
          );
          return rows[0]!.n === 2 ? true : undefined;
        },
        90_000,
      );
      const signUp = await fetch(`${web.url}/api/auth/signup`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "outage@example.com", password: "correct horse battery" }),
      });
      expect(signUp.status).toBe(201);
      cookie = signUp.headers.getSetCookie()[0]!.split(";")[0]!;
    }, 150_000);

    afterAll(async () => {
      await admin?.end().catch(() => {});
      await Promise.all([web, ...workers].filter(Boolean).map((server) => server.stop()));
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    });

    async function call(method: "GET" | "POST", path: string, body?: unknown): Promise<Outcome> {
      try {
        const response = await fetch(`${web.url}${path}`, {
          method,
          headers: { cookie, ...(body ? { "content-type": "application/json" } : {}) },
          body: body ? JSON.stringify(body) : undefined,
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        return { status: response.status, body: await response.json() };
      } catch (error) {
        return { status: (error as Error).name === "TimeoutError" ? "hang" : "network error", body: undefined };
      }
    }

    const submit = (i: number) => call("POST", "/api/external/chat/queue", { message: foods[i % foods.length] });

    /** Ends every connection of the app's processes, as a failover or `pg_terminate_backend` by an operator does. */
    async function terminateAppConnections() {
      const result = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name <> 'test'",
        [name],
      );
      return result.rowCount ?? 0;
    }

    async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const value = await probe();
        if (value !== undefined) return value;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`timed out waiting for ${what}`);
    }

    const processes = () => [
      { role: "web", server: web },
      ...workers.map((server, i) => ({ role: `worker ${i + 1}`, server })),
    ];
    const exitedProcesses = () =>
      processes()
        .filter(({ server }) => server.exitCode() !== null)
        .map(({ role, server }) => `${role} exited with ${server.exitCode()}:\n${server.output().slice(-3000)}`);
    /** Log lines at error level or above: a lost connection is a warning, not an error. */
    const errorLines = () =>
      processes().flatMap(({ role, server }) =>
        server
          .output()
          .split("\n")
          .filter((line) => /"level":(50|60)/.test(line))
          .map((line) => `${role}: ${line.slice(0, 400)}`),
      );

    it("keeps every process running, answers 503 meanwhile and finishes every job exactly once", async () => {
      const accepted: string[] = [];
      const outcomes: Outcome[] = [];
      const record = (outcome: Outcome) => {
        outcomes.push(outcome);
        if (outcome.status === 201) accepted.push((outcome.body as ChatJob).id);
        return outcome;
      };

      // 1. Connections lost in the middle of work: a lock holds the workers inside their completing transaction
      //    and two reads of the web process on their query, then every app connection is terminated.
      const locker = new pg.Client({ connectionString: databaseUrl("test") });
      await locker.connect();
      await locker.query("begin");
      await locker.query("lock table food_entries in access exclusive mode");
      for (let i = 0; i < 4; i++) record(await submit(i));
      const inFlight = [call("GET", "/api/external/chat/jobs"), call("GET", "/api/external/meals")];
      await waitFor("both workers completing a job and two requests waiting on the lock", async () => {
        const { rows } = await admin.query<{ application_name: string; query: string }>(
          "select application_name, query from pg_stat_activity where datname = $1 and wait_event_type = 'Lock' and state = 'active'",
          [name],
        );
        const web = rows.filter((row) => row.application_name === "web");
        const completing = new Set(
          rows.filter((row) => row.query.startsWith('insert into "food_entries"')).map((row) => row.application_name),
        );
        return web.length === 2 && completing.size === 2 ? true : undefined;
      });
      expect(await terminateAppConnections()).toBeGreaterThanOrEqual(4);
      await locker.query("rollback");
      await locker.end();
      const during = await Promise.all(inFlight);
      const unavailable = {
        status: 503,
        body: {
          error: "database_unavailable",
          message: "We can't reach the database right now. Please try again in a moment.",
        },
      };
      expect.soft(during).toEqual([unavailable, unavailable]);
      await new Promise((r) => setTimeout(r, 500));
      expect(exitedProcesses()).toEqual([]);

      // 2. Connections lost twice more at arbitrary moments while meals keep coming in and the job list is polled.
      let next = 4;
      const load = async () => {
        while (next < 40) {
          record(await submit(next++));
          record(await call("GET", "/api/external/chat/jobs"));
        }
      };
      const loaders = Promise.all([load(), load(), load()]);
      for (const pauseMs of [300, 700]) {
        await new Promise((r) => setTimeout(r, pauseMs));
        await terminateAppConnections();
      }
      await loaders;

      expect(outcomes.filter((o) => o.status !== 200 && o.status !== 201 && o.status !== 503)).toEqual([]);
      expect(accepted.length).toBeGreaterThan(20);

      // 3. Every job ends completed once, with its one meal entry; the processes are all still there.
      const jobs = await waitFor("every job to finish", async () => {
        const list = await call("GET", `/api/external/chat/jobs?limit=${CHAT_JOBS_PAGE_MAX}`);
        if (list.status !== 200) return undefined;
        const items = (list.body as ChatJobList).items;
        return items.every((job) => job.status !== "queued" && job.status !== "processing") ? items : undefined;
      });
      expect(jobs.map((job) => job.id)).toEqual(expect.arrayContaining(accepted));
      expect(jobs.filter((job) => job.status !== "completed" || job.entry_count !== 1)).toEqual([]);
      expect(exitedProcesses()).toEqual([]);
      expect(errorLines()).toEqual([]);
      expect((await call("GET", "/readyz")).status).toBe(200);
    }, 60_000);
  },
);
