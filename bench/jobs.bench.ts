// npm run bench:jobs — submit-to-completed latency on the embedded default, and jobs/s with 1, 2, 4 worker processes on PostgreSQL.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import { and, eq, inArray, sql } from "drizzle-orm";
import pg from "pg";
import { ensureServerBuilt } from "../scripts/server-build.mjs";
import { serverArguments, serverEnvironment } from "../scripts/server-runtime.mjs";
import { openDatabase, schema } from "../src/server/db/index.js";
import { startServer } from "../test/helpers/server-process.js";
import { percentile } from "../eval/metrics.js";

const root = fileURLToPath(new URL("..", import.meta.url));
const MEALS = [
  "2 scrambled eggs and a slice of toast",
  "a chicken burrito",
  "a bowl of oatmeal with a banana",
  "a large latte",
  "a cheeseburger and fries",
];
const pgServer = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

async function latencyOnEmbeddedDefault(samples: number) {
  const server = await startServer({ LOG_LEVEL: "error", CHAT_RATE_LIMIT_PER_MINUTE: "100000" });
  try {
    const signUp = await fetch(`${server.url}/api/auth/signup`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: `bench-${Date.now()}@example.com`, password: "bench password" }),
    });
    const cookie = (signUp.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const latencies: number[] = [];
    for (let i = 0; i < samples; i++) {
      const started = performance.now();
      const queued = await fetch(`${server.url}/api/external/chat/queue`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify({ session_id: "bench", message: MEALS[i % MEALS.length], time_zone: "UTC" }),
      });
      if (queued.status !== 201) throw new Error(`submit answered ${queued.status}: ${await queued.text()}`);
      const { id } = (await queued.json()) as { id: string };
      // Poll far faster than the dashboard's 3 s so the figure is the server's latency, not the poll interval.
      for (;;) {
        const list = (await (await fetch(`${server.url}/api/external/chat/jobs`, { headers: { cookie } })).json()) as {
          items: Array<{ id: string; status: string }>;
        };
        const status = list.items.find((job) => job.id === id)?.status;
        if (status === "completed" || status === "failed") break;
        await new Promise((r) => setTimeout(r, 5));
      }
      latencies.push(performance.now() - started);
    }
    latencies.sort((a, b) => a - b);
    const round = (ms: number) => Math.round(ms * 10) / 10;
    return { samples, p50_ms: round(percentile(latencies, 50)), p99_ms: round(percentile(latencies, 99)) };
  } finally {
    await server.stop();
  }
}

async function throughputOnPostgres(workerProcesses: number, jobs: number) {
  const name = `bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: pgServer });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(pgServer);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.href });
  try {
    const [user] = await handle.db.insert(schema.users).values({ email: "bench@example.com" }).returning();
    const workers = Array.from({ length: workerProcesses }, () =>
      spawn(process.execPath, serverArguments(root, ["--role=worker"]), {
        cwd: root,
        env: serverEnvironment({ ...process.env, DATABASE_URL: url.href, LOG_LEVEL: "info", JOB_POLL_MS: "20" }),
        stdio: ["ignore", "pipe", "inherit"],
      }),
    );
    // Jobs are queued only once every worker has its food database loaded, so start-up is not counted as work.
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            worker.stdout!.on("data", (chunk: Buffer) => {
              if (chunk.toString().includes("food database loaded")) resolve();
            });
          }),
      ),
    );
    const started = performance.now();
    await handle.db.insert(schema.chatJobs).values(
      Array.from({ length: jobs }, (_, i) => ({
        userId: user!.id,
        message: MEALS[i % MEALS.length]!,
        timeZone: "UTC",
      })),
    );
    for (;;) {
      const [pending] = await handle.db
        .select({ n: sql<number>`count(*)::int` })
        .from(schema.chatJobs)
        .where(and(eq(schema.chatJobs.userId, user!.id), inArray(schema.chatJobs.status, ["queued", "processing"])));
      if (Number(pending?.n) === 0) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const seconds = (performance.now() - started) / 1000;
    for (const worker of workers) worker.kill("SIGTERM");
    await Promise.all(workers.map((worker) => new Promise((r) => worker.once("exit", r))));
    return {
      worker_processes: workerProcesses,
      jobs,
      seconds: Math.round(seconds * 1000) / 1000,
      jobs_per_second: Math.round((jobs / seconds) * 10) / 10,
    };
  } finally {
    await handle.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await ensureServerBuilt(root);
const latency = await latencyOnEmbeddedDefault(Number(process.env.BENCH_SAMPLES ?? 60));
const throughput = [];
for (const workers of [1, 2, 4])
  throughput.push(await throughputOnPostgres(workers, Number(process.env.BENCH_JOBS ?? 600)));
console.log(
  JSON.stringify(
    {
      submit_to_completed_embedded: latency,
      postgres_throughput: throughput,
      cores: (await import("node:os")).cpus().length,
    },
    null,
    2,
  ),
);
