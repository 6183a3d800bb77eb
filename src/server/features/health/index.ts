/** GET /api/health: whether the process and its database answer. */
export { registerHealthRoutes } from "./health.routes.js";
