import type { FastifyInstance } from "fastify";
import type { DatabaseHandle } from "../../db/index.js";
import { sendError } from "../../http/error-handler.js";

export function registerHealthRoutes(app: FastifyInstance, database: DatabaseHandle) {
  app.get("/healthz", async () => ({ status: "ok" }));

  app.get("/readyz", async (request, reply) => {
    try {
      await database.ping();
      return { status: "ready", database: database.kind };
    } catch (error) {
      request.log.warn({ err: error }, "database not reachable");
      return sendError(reply, 503, { error: "not_ready", message: "The database is not reachable." });
    }
  });
}
