import { closeSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from "node:fs";
import { hostname } from "node:os";
import { z } from "zod";

/** What a lock file holds: who holds the folder, to name them in the refusal and to tell whether they still run. */
const holderSchema = z.object({ pid: z.number().int().positive(), startedAt: z.string(), hostname: z.string() });
type Holder = z.infer<typeof holderSchema>;

/** A lock file without a readable holder younger than this may be one being written right now. */
const UNREADABLE_LOCK_GRACE_MS = 5_000;

export class DataDirInUseError extends Error {}

export interface DataDirLock {
  release(): void;
}

function readHolder(lockFile: string): Holder | undefined {
  try {
    const parsed = holderSchema.safeParse(JSON.parse(readFileSync(lockFile, "utf8")));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  // Our own pid in the file was left by an earlier life of this pid (a restarted container), not by us.
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function ageMs(file: string, now: number): number {
  try {
    return now - statSync(file).mtimeMs;
  } catch {
    return Infinity;
  }
}

function inUse(folder: string, holder: Holder | undefined) {
  const who = holder
    ? `another server (pid ${holder.pid}, started ${holder.startedAt}${holder.hostname === hostname() ? "" : ` on ${holder.hostname}`})`
    : "another server that is starting";
  return new DataDirInUseError(
    `The data folder ${folder} is in use by ${who}. Two servers on one data folder corrupt its embedded database: ` +
      "stop the other one first, or give this one its own DATA_DIR. To run several processes, use PostgreSQL " +
      "(DATABASE_URL).",
  );
}

/**
 * Makes this process the only one using `folder`'s embedded database. The lock file is created atomically
 * (O_EXCL); a lock left by a process that no longer runs (killed, crashed) is taken over.
 */
export function lockDataDir(folder: string, lockFile: string, now: () => number = Date.now): DataDirLock {
  const mine: Holder = { pid: process.pid, startedAt: new Date(now()).toISOString(), hostname: hostname() };
  // Two rounds: a stale lock removed in the first round may be re-created by another starter before ours.
  for (let round = 0; round < 2; round++) {
    try {
      const fd = openSync(lockFile, "wx");
      try {
        writeSync(fd, JSON.stringify(mine));
      } finally {
        closeSync(fd);
      }
      return holdUntilExit(lockFile, mine);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const holder = readHolder(lockFile);
    if (holder ? isRunning(holder.pid) : ageMs(lockFile, now()) < UNREADABLE_LOCK_GRACE_MS) throw inUse(folder, holder);
    try {
      unlinkSync(lockFile);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  throw inUse(folder, readHolder(lockFile));
}

function holdUntilExit(lockFile: string, mine: Holder): DataDirLock {
  const release = () => {
    const holder = readHolder(lockFile);
    if (holder?.pid !== mine.pid || holder.startedAt !== mine.startedAt) return;
    try {
      unlinkSync(lockFile);
    } catch {
      // Already gone: nothing to release.
    }
  };
  // Also on a crash or process.exit after start-up; only a killed process leaves its lock behind.
  process.once("exit", release);
  return {
    release() {
      process.removeListener("exit", release);
      release();
    },
  };
}
