export { registerAuthRoutes } from "./auth.routes.js";
export { createOidcClient } from "./oidc.js";
export { createSessionManager, SESSION_COOKIE } from "./session.js";
export type { SessionManager } from "./session.js";
export { createSessionsRepo } from "./sessions.repo.js";
export { createUsersRepo } from "./users.repo.js";
