import type { FastifyInstance } from "fastify";
import type { PhotoReader } from "../../../contracts/index.js";
import type { SessionManager } from "../../auth/index.js";
import type { Env } from "../../env.js";

/** Lets the photo card say, before an upload, whether the picture or only the caption will be read. */
export function registerPhotoReaderRoutes(
  app: FastifyInstance,
  { sessions, env }: { sessions: SessionManager; env: Pick<Env, "VISION_BASE_URL" | "VISION_MODEL"> },
) {
  app.get("/api/estimates/reader", async (request): Promise<PhotoReader> => {
    await sessions.requireUser(request);
    return { recognises_photos: Boolean(env.VISION_BASE_URL && env.VISION_MODEL) };
  });
}
