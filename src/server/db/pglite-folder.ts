import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const initdbScript = fileURLToPath(new URL("./pglite-initdb.mjs", import.meta.url));

/** Creates the embedded database's folder in a short-lived child process when it does not exist yet. */
export async function ensurePgliteFolder(folder: string): Promise<void> {
  if (existsSync(path.join(folder, "PG_VERSION"))) return;
  try {
    await promisify(execFile)(process.execPath, [initdbScript, folder]);
  } catch (error) {
    const detail = (error as { stderr?: string }).stderr?.trim() || String(error);
    throw new Error(`Could not create the embedded database in ${folder}: ${detail}`, { cause: error });
  }
}
