import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { needsBuild } from "../../scripts/build-freshness.mjs";
import { buildServer, ensureServerBuilt, SERVER_SOURCES } from "../../scripts/server-build.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));
// Fixed times, not the clock: the rule compares modification times only.
const BUILT = new Date("2026-03-01T12:00:00Z");
const BEFORE = new Date("2026-02-01T12:00:00Z");
const AFTER = new Date("2026-03-02T12:00:00Z");

describe("npm start's rule for rebuilding (web client and server)", () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  function project() {
    const dir = mkdtempSync(path.join(tmpdir(), "freshness-"));
    folders.push(dir);
    mkdirSync(path.join(dir, "src/deep"), { recursive: true });
    mkdirSync(path.join(dir, "dist"));
    const file = (name: string, time: Date) => {
      writeFileSync(path.join(dir, name), name);
      utimesSync(path.join(dir, name), time, time);
    };
    file("src/deep/a.ts", BEFORE);
    file("lock.json", BEFORE);
    for (const folder of ["src/deep", "src"]) utimesSync(path.join(dir, folder), BEFORE, BEFORE);
    return { dir, file };
  }

  it("builds when there is no build yet", () => {
    const { dir } = project();
    expect(needsBuild(dir, "dist/out.js", ["src", "lock.json"])).toBe(true);
  });

  it("keeps a build newer than every source", () => {
    const { dir, file } = project();
    file("dist/out.js", BUILT);
    expect(needsBuild(dir, "dist/out.js", ["src", "lock.json", "missing.ts"])).toBe(false);
  });

  it("rebuilds when a file deep in a source folder, or a source file, changed after the build", () => {
    const { dir, file } = project();
    file("dist/out.js", BUILT);
    file("src/deep/a.ts", AFTER);
    expect(needsBuild(dir, "dist/out.js", ["src", "lock.json"])).toBe(true);
    file("src/deep/a.ts", BEFORE);
    file("lock.json", AFTER);
    expect(needsBuild(dir, "dist/out.js", ["src", "lock.json"])).toBe(true);
  });

  it("rebuilds when a file was removed from a source folder (the folder's own time changes)", () => {
    const { dir, file } = project();
    file("dist/out.js", BUILT);
    rmSync(path.join(dir, "src/deep/a.ts"));
    utimesSync(path.join(dir, "src/deep"), AFTER, AFTER);
    expect(needsBuild(dir, "dist/out.js", ["src", "lock.json"])).toBe(true);
  });
});

describe("the compiled server", () => {
  it("is made only of files its rebuild rule watches, and is not rebuilt when nothing changed", async () => {
    const { inputs } = await buildServer(root);
    expect(inputs).toContain("src/server/main.ts");
    const unwatched = inputs.filter(
      (input) => !SERVER_SOURCES.some((source) => input === source || input.startsWith(`${source}/`)),
    );
    expect(unwatched).toEqual([]);
    expect(await ensureServerBuilt(root)).toBe(false);
  }, 60_000);
});
