// `npm start`: builds the web client when its sources are newer than the last build, then runs the server.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serverEnvironment } from "./server-runtime.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const builtIndex = path.join(root, "dist/web/index.html");
const clientSources = [
  "src/web",
  "src/contracts",
  "vite.config.ts",
  "scripts/vite-prerender.ts",
  "scripts/prerender-web.ts",
  "scripts/vite-precompress.ts",
  "package-lock.json",
].map((p) => path.join(root, p));

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (newest, name) => Math.max(newest, newestMtime(path.join(target, name))),
    stat.mtimeMs,
  );
}

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
if (builtAt < Math.max(...clientSources.map(newestMtime))) {
  console.log("Building the web client…");
  const build = spawnSync(
    process.execPath,
    [path.join(root, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "warn"],
    {
      cwd: root,
      stdio: "inherit",
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(
  process.execPath,
  ["--import", "tsx", path.join(root, "src/server/main.ts"), ...process.argv.slice(2)],
  {
    cwd: root,
    env: serverEnvironment(process.env),
    stdio: "inherit",
  },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
