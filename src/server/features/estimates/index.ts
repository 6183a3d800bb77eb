/** Photo estimates: upload, background estimate job, owner routes and the public /calorie-guess/{id} page. */
import type { FastifyInstance } from "fastify";
import type { SessionManager } from "../../auth/index.js";
import type { Database } from "../../db/index.js";
import type { Env } from "../../env.js";
import { createImageStore } from "./image-store.js";
import { registerEstimateOwnerRoutes } from "./estimates.routes.js";
import { registerPhotoReaderRoutes } from "./photo-reader.routes.js";
import { registerPublicEstimateRoutes } from "./public-estimates.routes.js";

export { estimateJobDefinition } from "./estimate.job.js";
export { createImageStore, type ImageStore } from "./image-store.js";

export interface EstimatesRoutesOptions {
  db: Database;
  sessions: SessionManager;
  env: Env;
  webRoot: string | undefined;
  onQueued: () => void;
}

export async function registerEstimatesRoutes(
  app: FastifyInstance,
  { db, sessions, env, webRoot, onQueued }: EstimatesRoutesOptions,
) {
  const images = createImageStore(env.uploadsDir);
  await registerEstimateOwnerRoutes(app, { db, sessions, images, maxUploadBytes: env.UPLOAD_MAX_BYTES, onQueued });
  registerPhotoReaderRoutes(app, { sessions, env });
  await registerPublicEstimateRoutes(app, { db, images, publicUrl: env.PUBLIC_URL, webRoot });
}
