import helmet from "@fastify/helmet";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "./app-error.js";

const unsafeMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix primitives position popovers with inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        mediaSrc: ["'self'", "blob:"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", "data:"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  });
}

/**
 * SameSite=Lax cookies already keep cross-site form posts unauthenticated; this closes the rest:
 * a state-changing request that a browser marks as coming from another site is refused.
 */
export function registerCrossSiteCheck(app: FastifyInstance, publicUrl: string | undefined) {
  app.addHook("onRequest", async (request) => {
    if (!unsafeMethods.has(request.method)) return;
    if (isCrossSite(request, publicUrl)) {
      throw new AppError("cross_site_request", 403, "This request came from another site and was refused.");
    }
  });
}

function isCrossSite(request: FastifyRequest, publicUrl: string | undefined) {
  const origin = request.headers.origin;
  if (origin) {
    if (origin === "null") return true;
    const allowed = new Set([`${request.protocol}://${request.host}`]);
    if (publicUrl) allowed.add(new URL(publicUrl).origin);
    return !allowed.has(origin);
  }
  return request.headers["sec-fetch-site"] === "cross-site";
}
