// `npm start`: builds the web client and the server when their sources are newer than the last build, then runs
// the compiled server.
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { needsBuild } from "./build-freshness.mjs";
import { ensureServerBuilt } from "./server-build.mjs";
import { serverArguments, serverEnvironment } from "./server-runtime.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const clientSources = [
  "src/web",
  "src/contracts",
  "vite.config.ts",
  "scripts/vite-prerender.ts",
  "scripts/prerender-web.ts",
  "scripts/vite-precompress.ts",
  "package-lock.json",
];

if (needsBuild(root, "dist/web/index.html", clientSources)) {
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
try {
  await ensureServerBuilt(root, (message) => console.log(message));
} catch {
  // esbuild has printed what failed.
  process.exit(1);
}

const server = spawn(process.execPath, serverArguments(root, process.argv.slice(2)), {
  cwd: root,
  env: serverEnvironment(process.env),
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
