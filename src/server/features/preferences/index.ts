/** The user's display preferences (which meal columns they see). */
export { registerPreferencesRoutes } from "./preferences.routes.js";
