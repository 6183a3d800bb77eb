// npm run bench:memory — the real server's resident memory (RSS): idle once start-up settles, and its peak while
// users submit meals and upload phone photos at once. For the default process (all roles, embedded PGlite) and for
// `--role=web` alone (PostgreSQL, the database a split deployment uses; PGlite cannot be shared with a worker process).
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import sharp from "sharp";
import { ensureServerBuilt } from "../scripts/server-build.mjs";
import { serverArguments, serverEnvironment } from "../scripts/server-runtime.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const pgServer = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const USERS = 4;
const MEALS_PER_USER = 10;
// Under the 10 photos a minute one user may upload, so every upload is decoded rather than refused.
const PHOTOS_PER_USER = 5;
const SETTLE_WINDOW_MS = 5_000;
const SETTLE_TOLERANCE_MB = 3;
const MEALS = [
  "2 scrambled eggs, a slice of sourdough with butter and a large oat latte",
  "a chicken burrito with rice, beans and guacamole",
  "a bowl of oatmeal with a banana and a spoon of peanut butter",
  "a cheeseburger, medium fries and a can of cola",
  "a Caesar salad with grilled chicken and a glass of orange juice",
];

const mb = (kb: number) => Math.round(kb / 1024);

/** VmRSS and VmHWM (peak RSS) of a process, in kB, from Linux's /proc. */
function residentKb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? Number.NaN);
  return { rss: field("VmRSS"), peak: field("VmHWM") };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A 12-megapixel phone photo: camera-sized, photo-like texture (about 2.7 MB), rotated by its EXIF orientation. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({
    create: {
      width: 4032,
      height: 3024,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .blur(1.2)
    .jpeg({ quality: 88 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

interface Server {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** The server as `npm start` runs it (the compiled server, in its environment), on a temp DATA_DIR. */
async function startServer(args: string[], env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-memory-"));
  const child = spawn(process.execPath, serverArguments(root, args), {
    cwd: root,
    env: serverEnvironment({
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "error",
      NODE_ENV: "production",
      AUTH_RATE_LIMIT_PER_MINUTE: "1000",
      CHAT_RATE_LIMIT_PER_MINUTE: "1000",
      ...env,
    }),
    stdio: ["ignore", 2, "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error("server did not become ready within 180 s");
    if (
      await fetch(`${url}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await sleep(200);
  }
  return {
    url,
    child,
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await new Promise((r) => child.once("exit", r));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** RSS once it has stayed within a few MB for a whole window (the food database and caches are loaded by then). */
async function settledRssKb(pid: number, maxWaitMs = 120_000): Promise<{ rssKb: number; waitedMs: number }> {
  const started = Date.now();
  const window: number[] = [];
  for (;;) {
    window.push(residentKb(pid).rss);
    if (window.length > SETTLE_WINDOW_MS / 500) window.shift();
    const full = window.length === SETTLE_WINDOW_MS / 500;
    if (
      (full && mb(Math.max(...window) - Math.min(...window)) <= SETTLE_TOLERANCE_MB) ||
      Date.now() - started > maxWaitMs
    )
      return { rssKb: window.at(-1)!, waitedMs: Date.now() - started };
    await sleep(500);
  }
}

async function signUp(url: string, i: number): Promise<string> {
  const response = await fetch(`${url}/api/auth/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      email: `memory-${i}-${randomBytes(4).toString("hex")}@example.com`,
      password: "bench password",
    }),
  });
  if (response.status !== 201 && response.status !== 200) throw new Error(`sign-up answered ${response.status}`);
  return (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

async function submitMeal(url: string, cookie: string, message: string) {
  const response = await fetch(`${url}/api/external/chat/queue`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ session_id: "bench-memory", message, time_zone: "UTC" }),
  });
  return response.status;
}

async function uploadPhoto(url: string, cookie: string, photo: Buffer) {
  const form = new FormData();
  form.append("caption", "a bowl of spaghetti bolognese with parmesan");
  form.append("photo", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "IMG_2041.jpg");
  const response = await fetch(`${url}/api/estimates`, { method: "POST", headers: { cookie }, body: form });
  return response.status;
}

/** Waits until every submitted meal and photo estimate has finished (a worker runs in the process). */
async function jobsDone(url: string, cookies: string[]) {
  const deadline = Date.now() + 300_000;
  const pending = (status: string) => status === "queued" || status === "processing";
  while (Date.now() < deadline) {
    let open = 0;
    for (const cookie of cookies) {
      const jobs = (await (await fetch(`${url}/api/external/chat/jobs`, { headers: { cookie } })).json()) as {
        items: Array<{ status: string }>;
      };
      const estimates = (await (await fetch(`${url}/api/estimates`, { headers: { cookie } })).json()) as {
        items: Array<{ status: string }>;
      };
      open += jobs.items.filter((job) => pending(job.status)).length;
      open += estimates.items.filter((estimate) => pending(estimate.status)).length;
    }
    if (open === 0) return;
    await sleep(250);
  }
  throw new Error("jobs still open after 300 s");
}

async function measure(label: string, args: string[], env: Record<string, string>, photo: Buffer, runsJobs: boolean) {
  const started = performance.now();
  const server = await startServer(args, env);
  try {
    const pid = server.child.pid!;
    const ready_s = Math.round((performance.now() - started) / 100) / 10;
    const startupPeakKb = residentKb(pid).peak;
    const idle = await settledRssKb(pid);
    const cookies = await Promise.all(Array.from({ length: USERS }, (_, i) => signUp(server.url, i)));

    // Linux: writing 5 to clear_refs resets the peak (VmHWM) to the current RSS, so the peak below is the load's own.
    writeFileSync(`/proc/${pid}/clear_refs`, "5");
    let sampledPeakKb = 0;
    const sampler = setInterval(() => (sampledPeakKb = Math.max(sampledPeakKb, residentKb(pid).rss)), 50);
    const loadStarted = performance.now();
    const statuses = await Promise.all(
      cookies.flatMap((cookie, u) => [
        ...Array.from({ length: MEALS_PER_USER }, (_, i) =>
          submitMeal(server.url, cookie, MEALS[(u + i) % MEALS.length]!),
        ),
        ...Array.from({ length: PHOTOS_PER_USER }, () => uploadPhoto(server.url, cookie, photo)),
      ]),
    );
    const refused = statuses.filter((status) => status !== 201);
    if (refused.length > 0) throw new Error(`${label}: ${refused.length} requests refused (${[...new Set(refused)]})`);
    if (runsJobs) await jobsDone(server.url, cookies);
    const loadSeconds = Math.round((performance.now() - loadStarted) / 100) / 10;
    clearInterval(sampler);
    const peakKb = Math.max(residentKb(pid).peak, sampledPeakKb);
    const after = await settledRssKb(pid, 30_000);
    return {
      process: label,
      args: args.join(" ") || "(none: all roles)",
      database: env.DATABASE_URL ? "postgres" : "pglite",
      ready_seconds: ready_s,
      startup_peak_rss_mb: mb(startupPeakKb),
      idle_rss_mb: mb(idle.rssKb),
      idle_settled_after_seconds: Math.round(idle.waitedMs / 1000),
      load: {
        meal_submissions: USERS * MEALS_PER_USER,
        photo_uploads: USERS * PHOTOS_PER_USER,
        photo_bytes: photo.length,
        jobs_completed_in_process: runsJobs,
        seconds: loadSeconds,
      },
      peak_rss_under_load_mb: mb(peakKb),
      rss_after_load_mb: mb(after.rssKb),
    };
  } finally {
    await server.stop();
  }
}

async function webRoleOnPostgres(photo: Buffer) {
  const name = `bench_memory_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: pgServer });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(pgServer);
  url.pathname = `/${name}`;
  try {
    return await measure("web", ["--role=web"], { DATABASE_URL: url.href }, photo, false);
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

// On a shared machine the load before the run tells a reader how much CPU the numbers competed for.
const machine = { cpus: availableParallelism(), load_average_1m_before: Number(loadavg()[0]!.toFixed(2)) };
await ensureServerBuilt(root);
const photo = await phonePhoto();
const results = [
  await measure("all", [], {}, photo, true),
  await webRoleOnPostgres(photo),
  // For comparison only: a web process on PGlite also holds the embedded database, and no worker can join it.
  await measure("web", ["--role=web"], {}, photo, false),
];
console.log(JSON.stringify({ machine, goals_mb: { all_idle: 350, web_idle: 150 }, results }, null, 2));
