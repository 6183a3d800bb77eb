import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { sendError } from "./error-handler.js";

/** Serves the built web client; any other GET that wants HTML gets index.html so the client router decides. */
export async function registerWebClient(app: FastifyInstance, webRoot: string | undefined) {
  const hasClient = webRoot !== undefined && existsSync(path.join(webRoot, "index.html"));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        // Hashed build assets never change; the HTML and service worker must always be revalidated.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split("?")[0] ?? "/";
    if (url.startsWith("/api/") || url === "/api") {
      return sendError(reply, 404, { error: "not_found", message: `No API route ${request.method} ${url}.` });
    }
    const wantsHtml = request.method === "GET" || request.method === "HEAD";
    if (hasClient && wantsHtml && !path.extname(url)) {
      return reply.header("Cache-Control", "no-cache").sendFile("index.html");
    }
    if (hasClient && wantsHtml && path.extname(url)) {
      return sendError(reply, 404, { error: "not_found", message: `No file ${url}.` });
    }
    return sendError(reply, 404, { error: "not_found", message: hasClient ? "Not found." : "The web client is not built: run npm run build." });
  });
}
