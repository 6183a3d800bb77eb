// npm run bench:api — GET /api/external/meals?limit=100 with 1,000 stored meals, 50 connections, on PGlite and PostgreSQL.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { analyzeMeal } from "../src/nutrition/index.js";
import { openDatabase, schema } from "../src/server/db/index.js";
import { toFoodEntryRow } from "../src/server/features/meals/index.js";
import { startServer } from "../test/helpers/server-process.js";

const MEALS = [
  "2 scrambled eggs and a slice of toast",
  "a chicken burrito",
  "a bowl of oatmeal with a banana",
  "a large latte",
  "a cheeseburger and fries",
  "a cup of white rice with grilled salmon",
];
const STORED = 1000;
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const pgServer = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** Stores a user with 1,000 meals and a signed-in session before the server starts; returns the session cookie. */
async function seed(options: { databaseUrl?: string; pgliteDir?: string }) {
  const handle = await openDatabase(options);
  const [user] = await handle.db
    .insert(schema.users)
    .values({ email: `bench-${Date.now()}@example.com` })
    .returning();
  const drafts = MEALS.map((text) => {
    const result = analyzeMeal(text, { now: new Date(), timeZone: "UTC" });
    if (!result.ok) throw new Error(result.reason);
    return result.meals[0]!;
  });
  const rows = Array.from({ length: STORED }, (_, i) =>
    toFoodEntryRow(
      { ...drafts[i % drafts.length]!, consumed_at: new Date(Date.now() - i * 5 * 3_600_000).toISOString() },
      { userId: user!.id, entryMethod: "text" },
    ),
  );
  for (let i = 0; i < rows.length; i += 200) await handle.db.insert(schema.foodEntries).values(rows.slice(i, i + 200));
  const sid = randomBytes(32).toString("base64url");
  await handle.db
    .insert(schema.sessions)
    .values({ sid, sess: { userId: user!.id }, expire: new Date(Date.now() + 3_600_000) });
  await handle.close();
  return `sid=${sid}`;
}

async function measure(label: string, env: Record<string, string>, cookie: string) {
  const server = await startServer({ LOG_LEVEL: "error", ...env });
  try {
    const url = `${server.url}/api/external/meals?limit=100`;
    const check = await fetch(url, { headers: { cookie } });
    const items = ((await check.json()) as { items: unknown[] }).items.length;
    if (check.status !== 200 || items !== 100)
      throw new Error(`${label}: expected 100 meals, got ${check.status} with ${items}`);
    await autocannon({ url, connections: CONNECTIONS, duration: 2, headers: { cookie } }); // warm-up
    const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers: { cookie } });
    return {
      database: label,
      stored_meals: STORED,
      connections: CONNECTIONS,
      seconds: DURATION_S,
      requests_per_second: Math.round(result.requests.average),
      latency_ms_p50: result.latency.p50,
      latency_ms_p90: result.latency.p90,
      latency_ms_p99: result.latency.p99,
      response_bytes: Math.round(result.throughput.total / result.requests.total),
      non_2xx: result.non2xx,
      errors: result.errors,
    };
  } finally {
    await server.stop();
  }
}

async function onPglite() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-api-"));
  try {
    const cookie = await seed({ pgliteDir: path.join(dataDir, "pglite") });
    return await measure("pglite", { DATA_DIR: dataDir }, cookie);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres() {
  const name = `bench_api_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: pgServer });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(pgServer);
  url.pathname = `/${name}`;
  try {
    const cookie = await seed({ databaseUrl: url.href });
    return await measure("postgres", { DATABASE_URL: url.href }, cookie);
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

// On a shared machine the load before the run tells a reader how much CPU the numbers competed for.
const machine = { cpus: availableParallelism(), load_average_1m_before: Number(loadavg()[0]!.toFixed(2)) };
console.log(
  JSON.stringify(
    { endpoint: "GET /api/external/meals?limit=100", machine, results: [await onPglite(), await onPostgres()] },
    null,
    2,
  ),
);
