import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "../../src/server/db/index.js";
import { copyOfPgliteTemplate } from "./pglite-template.js";

/**
 * A fresh, migrated database for one test file: embedded PGlite in a copy of the run's template folder by default,
 * or a new database on the PostgreSQL server named by TEST_DATABASE_URL (dropped again on close).
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openPgliteCopy();

  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.href, poolSize: 20 });
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

async function openPgliteCopy(): Promise<DatabaseHandle> {
  const dataDir = copyOfPgliteTemplate();
  const removeCopy = () => rmSync(dataDir, { recursive: true, force: true });
  const handle = await openDatabase({ pgliteDir: path.join(dataDir, "pglite") }).catch((error: unknown) => {
    removeCopy();
    throw error;
  });
  return {
    ...handle,
    async close() {
      await handle.close();
      removeCopy();
    },
  };
}

export const databaseKind = () => (process.env.TEST_DATABASE_URL ? "postgres" : "pglite");
