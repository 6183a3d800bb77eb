import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureServerBuilt } from "../../scripts/server-build.mjs";
import { serverArguments, serverEnvironment } from "../../scripts/server-runtime.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));
const OUTPUT_KEPT_CHARS = 256 * 1024;

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

export interface ServerProcessOptions {
  /** Use this data folder (kept afterwards) instead of a fresh temporary one (removed on stop). */
  dataDir?: string;
  /** Start a fresh temporary data folder as a copy of this one (the test run's migrated database, see
   * pglite-template.ts) instead of empty, which would make the server create its database first. */
  template?: string;
  /** Keep the server's log to `output()` only instead of also printing it. */
  quiet?: boolean;
}

export interface ServerProcess {
  url: string;
  dataDir: string;
  pid: number;
  /** null while the process runs. */
  exitCode(): number | null;
  /** Resolves with the exit code (or the signal) when the process ends. */
  exited: Promise<number | string>;
  /** What the process wrote to stdout and stderr (its JSON log lines). */
  output(): string;
  /** Ends the process with SIGTERM (a clean shutdown) and waits for it. */
  stop(): Promise<void>;
}

export type RunningServer = ServerProcess;

/**
 * Starts the real server process as `npm start` runs it (the compiled server, rebuilt first when its sources changed)
 * without waiting for it: embedded PGlite in a temp folder unless DATABASE_URL is set.
 */
export async function spawnServer(
  env: Record<string, string> = {},
  args: string[] = [],
  options: ServerProcessOptions = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const ownsDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), "meals-run-"));
  if (ownsDataDir && options.template) cpSync(options.template, dataDir, { recursive: true });
  await ensureServerBuilt(root);
  const child: ChildProcess = spawn(process.execPath, serverArguments(root, args), {
    cwd: root,
    env: serverEnvironment({
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ...env,
    }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString("utf8")).slice(-OUTPUT_KEPT_CHARS);
    // The server's JSON logs go to stderr, so a benchmark's JSON on stdout stays parseable.
    if (!options.quiet) process.stderr.write(chunk);
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  const exited = new Promise<number | string>((resolve) =>
    child.once("exit", (code, signal) => resolve(code ?? signal ?? "unknown")),
  );
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    pid: child.pid!,
    exitCode: () => child.exitCode ?? (child.signalCode ? 128 : null),
    exited,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        await exited;
      }
      if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs the real server process (built client, embedded PGlite in a temp folder unless DATABASE_URL is set) as a user would; resolves once it answers /readyz. */
export async function startServer(
  env: Record<string, string> = {},
  args: string[] = [],
  options: ServerProcessOptions = {},
): Promise<ServerProcess> {
  const server = await spawnServer(env, args, options);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode() !== null) {
      throw new Error(`server exited with code ${server.exitCode()}:\n${server.output().slice(-4000)}`);
    }
    const ready = await fetch(`${server.url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return server;
}
