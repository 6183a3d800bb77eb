import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "./app-error.js";

const unsafeMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);

const contentSecurityPolicy = {
  "default-src": ["'self'"],
  "base-uri": ["'self'"],
  "script-src": ["'self'"],
  "script-src-attr": ["'none'"],
  // Radix primitives position popovers with inline styles.
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:", "blob:"],
  "media-src": ["'self'", "blob:"],
  "connect-src": ["'self'"],
  "font-src": ["'self'", "data:"],
  "object-src": ["'none'"],
  "frame-ancestors": ["'none'"],
  "form-action": ["'self'"],
};

/**
 * Helmet's defaults with our policy (no HSTS: TLS ends at the proxy, which owns it). They never vary by request,
 * so they are built once; @fastify/helmet rebuilt its whole configuration on every request.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  "content-security-policy": Object.entries(contentSecurityPolicy)
    .map(([directive, sources]) => `${directive} ${sources.join(" ")}`)
    .join(";"),
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "origin-agent-cluster": "?1",
  "referrer-policy": "no-referrer",
  "x-content-type-options": "nosniff",
  "x-dns-prefetch-control": "off",
  "x-download-options": "noopen",
  "x-frame-options": "SAMEORIGIN",
  "x-permitted-cross-domain-policies": "none",
  "x-xss-protection": "0",
});

export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    done();
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
  if (!origin) return request.headers["sec-fetch-site"] === "cross-site";
  const claimed = originOf(origin);
  return claimed === undefined || !ownOrigins(request, publicUrl).has(claimed);
}

/**
 * Whether a request provably comes from this site (or was typed into the address bar): the browser's
 * Sec-Fetch-Site, else an Origin or Referer of ours. Stricter than the check above, for a GET that changes state.
 */
export function isSameOriginRequest(request: FastifyRequest, publicUrl: string | undefined): boolean {
  const site = request.headers["sec-fetch-site"];
  if (site) return site === "same-origin" || site === "none";
  const claimed = originOf(request.headers.origin ?? request.headers.referer);
  return claimed !== undefined && ownOrigins(request, publicUrl).has(claimed);
}

function ownOrigins(request: FastifyRequest, publicUrl: string | undefined) {
  // Through URL, so that "localhost:80" and the browser's "http://localhost" are one origin.
  const origins = new Set<string>();
  for (const url of [`${request.protocol}://${request.host}`, publicUrl]) {
    const origin = originOf(url);
    if (origin) origins.add(origin);
  }
  return origins;
}

function originOf(url: string | undefined) {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
