import type { FastifyInstance, FastifyRequest } from "fastify";
import { INSTALL_PAGE_PATH, type InstallAddress } from "../../../contracts/index.js";

const isLoopback = (hostname: string) =>
  hostname === "localhost" ||
  hostname.endsWith(".localhost") ||
  /^127(\.\d{1,3}){3}$/.test(hostname) ||
  hostname === "[::1]" ||
  hostname === "::1";

function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** The desktop install dialog's QR code encodes this address. */
export function registerInstallRoutes(app: FastifyInstance, { publicUrl }: { publicUrl: string | undefined }) {
  app.get("/api/public/install-address", async (request): Promise<InstallAddress> => {
    const url = new URL(INSTALL_PAGE_PATH, publicUrl ?? requestOrigin(request));
    return { address: url.href, reachable_from_phone: !isLoopback(url.hostname) };
  });
}
