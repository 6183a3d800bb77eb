import { fileURLToPath } from "node:url";
import pino from "pino";
import { buildApp } from "./app.js";
import { createSessionsRepo } from "./auth/index.js";
import { DataDirInUseError, openDatabase } from "./db/index.js";
import { EnvError, loadEnv, parseRole } from "./env.js";
import { startJobWorkers } from "./workers.js";

const SESSION_SWEEP_MS = 3_600_000;
const webRoot = fileURLToPath(new URL("../../dist/web", import.meta.url));

async function main() {
  const env = loadEnv();
  const role = parseRole(process.argv.slice(2));
  const log = pino({ level: env.LOG_LEVEL });
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    pgliteDir: env.pgliteDir,
    poolSize: env.DATABASE_POOL_SIZE,
  });
  log.info({ database: database.kind, role }, "database ready");

  const stops: Array<() => Promise<void>> = [];
  const workers = role === "worker" || role === "all" ? startJobWorkers({ database, log, env }) : undefined;
  if (role === "web" || role === "all") {
    const app = await buildApp({ env, database, webRoot, onJobQueued: () => workers?.wake() });
    await app.listen({ port: env.PORT, host: env.HOST });
    stops.push(() => app.close());
    // Expired sign-ins are refused on read; this only keeps the sessions table from growing without end.
    const sessionsRepo = createSessionsRepo(database.db);
    const sweep = setInterval(() => {
      sessionsRepo.removeExpired().catch((error: unknown) => log.warn({ err: error }, "session sweep failed"));
    }, SESSION_SWEEP_MS);
    sweep.unref();
    stops.push(async () => clearInterval(sweep));
  }
  if (workers) stops.push(() => workers.stop());

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "shutting down");
    for (const stop of stops) await stop().catch((error: unknown) => log.error({ err: error }, "shutdown step failed"));
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}

main().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof DataDirInUseError) {
    console.error(error.message);
  } else {
    console.error("Failed to start:", error);
  }
  process.exit(1);
});
