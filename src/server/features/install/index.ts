/** The install page's address for a phone: PUBLIC_URL or the host the browser used. */
export { registerInstallRoutes } from "./install.routes.js";
