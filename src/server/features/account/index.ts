/** The user's account: export of everything they gave us, and deleting it all. */
export { registerAccountRoutes, type AccountRoutesOptions } from "./account.routes.js";
