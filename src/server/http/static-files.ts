import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { isClientRoute } from "../../contracts/index.js";
import { SESSION_COOKIE } from "../auth/index.js";
import { sendError } from "./error-handler.js";

const PRERENDERED_DIR = "prerendered";

/** URL path → pre-rendered visitor page ("/" → prerendered/index.html, "/log" → prerendered/log.html). */
function findPrerenderedPages(webRoot: string): Map<string, string> {
  const dir = path.join(webRoot, PRERENDERED_DIR);
  if (!existsSync(dir)) return new Map();
  return new Map(
    readdirSync(dir)
      .filter((file) => file.endsWith(".html"))
      .map((file) => [
        file === "index.html" ? "/" : `/${file.slice(0, -".html".length)}`,
        `${PRERENDERED_DIR}/${file}`,
      ]),
  );
}

/**
 * Serves the built web client; any other GET that wants HTML gets index.html so the client router decides.
 * A browser without a session cookie is a visitor: for the pages the build pre-rendered it gets that HTML, which
 * paints before the JavaScript runs. Anyone with a cookie gets the shell, which checks the session first.
 */
export async function registerWebClient(app: FastifyInstance, webRoot: string | undefined) {
  const hasClient = webRoot !== undefined && existsSync(path.join(webRoot, "index.html"));
  const prerendered = hasClient ? findPrerenderedPages(webRoot) : new Map<string, string>();
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text file (scripts/vite-precompress.ts).
      preCompressed: true,
      setHeaders(res, filePath) {
        // Hashed build assets never change; the HTML and service worker must always be revalidated.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }

  const pageFor = (request: FastifyRequest, url: string) =>
    (request.cookies[SESSION_COOKIE] ? undefined : prerendered.get(url)) ?? "index.html";

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split("?")[0] ?? "/";
    if (url.startsWith("/api/") || url === "/api") {
      return sendError(reply, 404, { error: "not_found", message: `No API route ${request.method} ${url}.` });
    }
    const wantsHtml = request.method === "GET" || request.method === "HEAD";
    if (hasClient && wantsHtml && !path.extname(url)) {
      // The shell shows the not-found screen for a path the client does not know; the status says so too.
      if (!isClientRoute(url)) reply.code(404);
      return reply.header("Cache-Control", "no-cache").header("Vary", "Cookie").sendFile(pageFor(request, url));
    }
    if (hasClient && wantsHtml && path.extname(url)) {
      return sendError(reply, 404, { error: "not_found", message: `No file ${url}.` });
    }
    return sendError(reply, 404, {
      error: "not_found",
      message: hasClient ? "Not found." : "The web client is not built: run npm run build.",
    });
  });
}
