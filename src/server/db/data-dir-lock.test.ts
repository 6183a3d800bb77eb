import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DataDirInUseError, lockDataDir } from "./data-dir-lock.js";

let folder: string;
let lockFile: string;
beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), "meals-lock-unit-"));
  lockFile = path.join(folder, "pglite.lock");
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const holder = (pid: number) => JSON.stringify({ pid, startedAt: "2026-01-02T03:04:05.000Z", hostname: "elsewhere" });

describe("the data folder lock", () => {
  it("is refused while the process named in it runs, naming the folder and that process", () => {
    // The test runner's parent process is alive and is not this process.
    writeFileSync(lockFile, holder(process.ppid));
    expect(() => lockDataDir(folder, lockFile)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(folder, lockFile)).toThrow(
      `The data folder ${folder} is in use by another server (pid ${process.ppid}, started 2026-01-02T03:04:05.000Z on elsewhere)`,
    );
  });

  it("is taken over from a process that no longer runs, or from an earlier life of this pid", () => {
    for (const pid of [2 ** 22 + 12345, process.pid]) {
      writeFileSync(lockFile, holder(pid));
      const lock = lockDataDir(folder, lockFile);
      expect(JSON.parse(readFileSync(lockFile, "utf8"))).toMatchObject({ pid: process.pid });
      lock.release();
      expect(existsSync(lockFile)).toBe(false);
    }
  });

  it("treats an unreadable lock as held while it is fresh (being written) and as stale once old", () => {
    const written = Date.parse("2026-03-04T05:06:07Z");
    writeFileSync(lockFile, "");
    utimesSync(lockFile, new Date(written), new Date(written));
    expect(() => lockDataDir(folder, lockFile, () => written + 1_000)).toThrow(
      "in use by another server that is starting",
    );
    lockDataDir(folder, lockFile, () => written + 60_000).release();
  });

  it("on release leaves alone a lock that another process has taken since", () => {
    const lock = lockDataDir(folder, lockFile);
    writeFileSync(lockFile, holder(process.ppid));
    lock.release();
    expect(readFileSync(lockFile, "utf8")).toBe(holder(process.ppid));
  });
});
