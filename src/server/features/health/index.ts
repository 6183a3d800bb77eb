/** GET /healthz and /readyz: whether the process answers, and whether its database does. */
export { registerHealthRoutes } from "./health.routes.js";
