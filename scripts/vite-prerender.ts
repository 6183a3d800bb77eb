import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin, Rollup } from "vite";

/** The auth check's module (loaded lazily): the shell, which only browsers with a session get, preloads it. */
const SESSION_CHECK_MODULE = "features/auth/api/fetch-current-user.ts";

/** Files of the chunk holding `module` and of the chunks it imports, minus what the entry already loads. */
function chunkFilesFor(bundle: Rollup.OutputBundle, webRoot: string, module: string): string[] | undefined {
  const chunks = Object.values(bundle).filter((item) => item.type === "chunk");
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entryFiles = new Set(
    chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [chunk.fileName, ...chunk.imports]),
  );
  // A feature's public entry may share its chunk with other code, so look for the chunk that contains it.
  const home = chunks.find((chunk) => chunk.moduleIds.some((id) => id === path.join(webRoot, module)));
  if (!home) return undefined;
  const files = new Set<string>();
  const visit = (fileName: string) => {
    if (files.has(fileName) || entryFiles.has(fileName)) return;
    files.add(fileName);
    byFile.get(fileName)?.imports.forEach(visit);
  };
  visit(home.fileName);
  return [...files].map((file) => `/${file}`);
}

/**
 * After the client build, renders the visitor pages to static HTML (scripts/prerender-web.ts, in its own Node
 * process so the app's modules load as plain Node ESM). Each page preloads the chunks of its lazy screen, which
 * the built index.html cannot know about; the shell instead preloads the session check, which visitors skip.
 */
export function prerenderVisitorPages({ webRoot }: { webRoot: string }): Plugin {
  let outDir = "";
  const preloads: Record<string, string[]> = {};
  let sessionCheck: string[] = [];
  return {
    name: "meals:prerender-visitor-pages",
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir;
    },
    transformIndexHtml: {
      order: "post",
      handler(_html, { bundle }) {
        sessionCheck = (bundle && chunkFilesFor(bundle, webRoot, SESSION_CHECK_MODULE)) ?? [];
        return sessionCheck.map((href) => ({
          tag: "link",
          attrs: { rel: "modulepreload", crossorigin: true, href },
          injectTo: "head",
        }));
      },
    },
    generateBundle(_options, bundle) {
      // Lazy screens import a feature's index.ts; prerender-web.ts picks the ones its pages show.
      const featureEntries = Object.values(bundle)
        .flatMap((item) => (item.type === "chunk" ? item.moduleIds : []))
        .map((id) => path.relative(webRoot, id).split(path.sep).join("/"))
        .filter((module) => /^features\/[^/]+\/index\.ts$/.test(module));
      for (const module of featureEntries) preloads[module] = chunkFilesFor(bundle, webRoot, module) ?? [];
    },
    closeBundle: {
      order: "post",
      sequential: true,
      handler() {
        const script = fileURLToPath(new URL("./prerender-web.ts", import.meta.url));
        const result = spawnSync(process.execPath, ["--import", "tsx", script], {
          input: JSON.stringify({ outDir, preloads, shellOnly: sessionCheck }),
          stdio: ["pipe", "inherit", "inherit"],
          env: { ...process.env, NODE_ENV: "production" },
        });
        if (result.status !== 0) throw new Error("Pre-rendering the visitor pages failed (see above).");
      },
    },
  };
}
