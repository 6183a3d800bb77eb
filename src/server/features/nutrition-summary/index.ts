/** GET /api/nutrition-summary: each day's totals against the user's goals. */
export { registerNutritionSummaryRoutes } from "./nutrition-summary.routes.js";
