import { rmSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface TempFolder {
  path: string;
  remove(): Promise<void>;
}

const live = new Set<string>();
let exitHookInstalled = false;

/**
 * A new folder in the temp directory, gone after `remove()` or at the latest when the process exits
 * (main.ts turns SIGINT and SIGTERM into an exit), so no process leaves one behind.
 */
export async function createTempFolder(prefix: string): Promise<TempFolder> {
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    process.once("exit", () => {
      for (const folder of live) rmSync(folder, { recursive: true, force: true });
    });
  }
  const path = await mkdtemp(join(tmpdir(), prefix));
  live.add(path);
  return {
    path,
    async remove() {
      live.delete(path);
      await rm(path, { recursive: true, force: true });
    },
  };
}
