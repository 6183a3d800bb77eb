/** The user's daily goals: their routes, and the repository other features read the goals from. */
export { registerGoalsRoutes } from "./goals.routes.js";
export { createGoalsRepo, type GoalsRepo } from "./goals.repo.js";
