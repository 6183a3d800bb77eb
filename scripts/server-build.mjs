// Compiles the server (src/server/main.ts and everything it imports from src/) into one ES module,
// dist/server/main.js, which `npm start` runs with plain Node: the TypeScript loader costs about 45 MB in every
// process (docs/decisions/server-memory.md). npm packages stay outside the bundle and load from node_modules as
// before, so dynamic imports (PGlite or pg, sharp on the first photo) stay lazy.
import { mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { build } from "esbuild";
import { needsBuild } from "./build-freshness.mjs";

export const SERVER_ENTRY = "src/server/main.ts";
export const SERVER_BUNDLE = "dist/server/main.js";
/** What the bundle is made from: newer than the bundle means rebuild (the same rule as the web client). */
export const SERVER_SOURCES = [
  "src/server",
  "src/contracts",
  "src/nutrition",
  "package-lock.json",
  "tsconfig.json",
  "scripts/server-build.mjs",
];

const IMPORT_META_URL = /\bimport\.meta\.url\b/g;

/**
 * Files beside the code (migrations, pglite-initdb.mjs, the recogniser's worker, food-phrases.json, assets/) are
 * found relative to each module's own `import.meta.url`. In one bundle every module would share the bundle's URL, so
 * each module's `import.meta.url` becomes its source file's URL, computed from the bundle's location at run time:
 * the files are read where they are in the project, and the project folder can still be moved.
 */
function sourceLocationPlugin(bundleDir) {
  return {
    name: "source-import-meta-url",
    setup(esbuild) {
      esbuild.onLoad({ filter: /\.(ts|mts|js|mjs)$/ }, async (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const source = await readFile(args.path, "utf8");
        if (!source.includes("import.meta.url")) return undefined;
        const fromBundle = path.relative(bundleDir, args.path).split(path.sep).join("/");
        const url = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
        const loader = /\.m?ts$/.test(args.path) ? "ts" : "js";
        return { contents: source.replace(IMPORT_META_URL, url), loader, resolveDir: path.dirname(args.path) };
      });
    },
  };
}

/**
 * Builds `SERVER_BUNDLE` under `root` and tells which files it was made from (relative to root). Each file is written
 * to a temporary name and renamed, so a process starting meanwhile never reads half a file.
 */
export async function buildServer(root) {
  const outfile = path.join(root, SERVER_BUNDLE);
  const bundleDir = path.dirname(outfile);
  const result = await build({
    absWorkingDir: root,
    entryPoints: [SERVER_ENTRY],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20.19",
    packages: "external",
    sourcemap: "linked",
    sourcesContent: false,
    logLevel: "warning",
    write: false,
    metafile: true,
    plugins: [sourceLocationPlugin(bundleDir)],
  });
  mkdirSync(bundleDir, { recursive: true });
  // The map first: a bundle never sits beside a map of another build.
  const files = [...result.outputFiles].sort((a, b) => Number(a.path.endsWith(".js")) - Number(b.path.endsWith(".js")));
  for (const file of files) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    try {
      writeFileSync(temporary, file.contents);
      renameSync(temporary, file.path);
    } finally {
      rmSync(temporary, { force: true });
    }
  }
  return { outfile, inputs: Object.keys(result.metafile.inputs) };
}

/** Builds the server when its sources are newer than the bundle (or it is missing), as `npm start` does. */
export async function ensureServerBuilt(root, say = () => {}) {
  if (!needsBuild(root, SERVER_BUNDLE, SERVER_SOURCES)) return false;
  say("Building the server…");
  await buildServer(root);
  return true;
}
