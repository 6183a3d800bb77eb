import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { lockDataDir } from "./data-dir-lock.js";
import { ensurePgliteFolder } from "./pglite-folder.js";
import { PGLITE_SETTINGS } from "./pglite-settings.js";
import * as schema from "./schema.js";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/** Any constant works; it only has to be the same for every process that migrates this database. */
const MIGRATION_LOCK_KEY = 727_001;

export interface OpenDatabaseOptions {
  /** postgres://… to use a PostgreSQL server; absent for the embedded PGlite. */
  databaseUrl?: string;
  /** Folder for PGlite's files; absent (with no databaseUrl) for an in-memory database. */
  pgliteDir?: string;
  poolSize?: number;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 10)
    : openPglite(options.pgliteDir);
}

// Each driver is imported only by the processes that use it: PGlite's module alone is about 35 MB resident.
async function openPglite(dir: string | undefined): Promise<DatabaseHandle> {
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  if (dir) mkdirSync(path.dirname(dir), { recursive: true });
  // PGlite has no locking of its own: a second process on the same files corrupts them.
  const lock = dir ? lockDataDir(path.dirname(dir), `${dir}.lock`) : undefined;
  try {
    if (dir) await ensurePgliteFolder(dir);
    const client = new PGlite(dir, PGLITE_SETTINGS);
    await client.waitReady;
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Database,
      kind: "pglite",
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: async () => {
        await client.close();
        lock?.release();
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import("pg"),
    import("drizzle-orm/node-postgres"),
    import("drizzle-orm/node-postgres/migrator"),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // A dropped connection (restart, failover, pg_terminate_backend) must not crash the process: an idle one is
  // reported on the pool, a checked-out one (a transaction) on its client, where pg-pool adds no listener and an
  // unheard 'error' event kills the process. The query that was using it fails; the pool connects afresh.
  pool.on("error", () => {});
  pool.on("connect", (client) => client.on("error", () => {}));
  const lockClient = await pool.connect();
  try {
    await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(lockClient, { schema }), { migrationsFolder });
  } finally {
    await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    lockClient.release();
  }
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Database,
    kind: "postgres",
    ping: async () => {
      await pool.query("select 1");
    },
    close: () => pool.end(),
  };
}
