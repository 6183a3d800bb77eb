import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inject } from "vitest";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../src/server/db/index.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** The run's own folder: `template/` holds the migrated embedded database, copies sit beside it. */
    pgliteRunFolder: string;
  }
}

/**
 * Global setup: creates and migrates one embedded database per test run, the way the server does on its first
 * start. Creating one takes seconds of WebAssembly initdb; a test's database is a copy of it instead. The copies
 * live in the run's folder, not in the temp folder a test may be watching, and go with it at the end.
 */
export default async function createPgliteTemplate(project: TestProject) {
  const runFolder = mkdtempSync(path.join(tmpdir(), "meals-test-run-"));
  const handle = await openDatabase({ pgliteDir: path.join(runFolder, "template", "pglite") });
  await handle.close();
  project.provide("pgliteRunFolder", runFolder);
  return () => rmSync(runFolder, { recursive: true, force: true });
}

/** The run's template data folder, for a server process that should start from a migrated database. */
export const pgliteTemplate = (): string => path.join(inject("pgliteRunFolder"), "template");

/** A new data folder holding a copy of the run's migrated embedded database. */
export function copyOfPgliteTemplate(): string {
  const dataDir = mkdtempSync(path.join(inject("pgliteRunFolder"), "copy-"));
  cpSync(pgliteTemplate(), dataDir, { recursive: true });
  return dataDir;
}
