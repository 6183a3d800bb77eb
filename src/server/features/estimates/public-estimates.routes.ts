import { readFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { ESTIMATE_MESSAGES, type PublicEstimate } from "../../../contracts/index.js";
import type { Database } from "../../db/index.js";
import { AppError } from "../../http/app-error.js";
import { estimatePageMeta, injectPageMeta } from "./estimate-page-meta.js";
import { toPublicEstimate } from "./estimate.mapper.js";
import type { ImageStore } from "./image-store.js";
import { createEstimatesRepo } from "./estimates.repo.js";
import { estimateIdSchema } from "./estimates.routes.js";

export interface PublicEstimateRoutesOptions {
  db: Database;
  images: ImageStore;
  publicUrl: string | undefined;
  /** Folder of the built web client; the page route is added only when it holds index.html. */
  webRoot: string | undefined;
}

/** Short, so a link whose sharing was stopped does not keep showing its photo from caches for long. */
const PUBLIC_IMAGE_MAX_AGE_SECONDS = 300;

export async function registerPublicEstimateRoutes(app: FastifyInstance, options: PublicEstimateRoutesOptions) {
  const repo = createEstimatesRepo(options.db);
  const notShared = () => new AppError("not_found", 404, ESTIMATE_MESSAGES.publicNotFound);

  /** The estimate when it is shared and finished; undefined for unknown, private, unfinished or malformed ids. */
  async function sharedEstimate(params: unknown) {
    const parsed = estimateIdSchema.safeParse(params);
    const row = parsed.success ? await repo.find(parsed.data.id) : undefined;
    const estimate = row ? toPublicEstimate(row) : undefined;
    return row && estimate ? { row, estimate } : undefined;
  }

  app.get("/api/public/calorie-guess/:id", async (request, reply): Promise<PublicEstimate> => {
    const shared = await sharedEstimate(request.params);
    if (!shared) throw notShared();
    reply.header("Cache-Control", "no-cache");
    return shared.estimate;
  });

  app.get("/api/public/calorie-guess/:id/image", async (request, reply) => {
    const shared = await sharedEstimate(request.params);
    const data = shared?.row.imagePath
      ? await options.images.read(shared.row.imagePath).catch(() => undefined)
      : undefined;
    if (!data) throw notShared();
    return (
      reply
        .header("Cache-Control", `public, max-age=${PUBLIC_IMAGE_MAX_AGE_SECONDS}`)
        .header("X-Content-Type-Options", "nosniff")
        // Link previews in other sites' pages load this image.
        .header("Cross-Origin-Resource-Policy", "cross-origin")
        .type("image/jpeg")
        .send(data)
    );
  });

  const indexPath = options.webRoot ? path.join(options.webRoot, "index.html") : undefined;
  const indexHtml = indexPath ? await readFile(indexPath, "utf8").catch(() => undefined) : undefined;
  if (indexHtml === undefined) return;
  const originOf = (request: FastifyRequest) =>
    options.publicUrl ? new URL(options.publicUrl).origin : `${request.protocol}://${request.host}`;

  app.get("/calorie-guess/:id", async (request, reply) => {
    const shared = await sharedEstimate(request.params);
    const pagePath = (request.url.split("?")[0] ?? "/").slice(0, 200);
    const html = injectPageMeta(indexHtml, estimatePageMeta(shared?.estimate, originOf(request), pagePath));
    return reply.header("Cache-Control", "no-cache").type("text/html; charset=utf-8").send(html);
  });
}
