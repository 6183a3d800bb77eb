/**
 * Meal entries: their routes and edit job, and the one mapping between an engine's entry and a food_entries row
 * that every feature writing or reading meals (chat, estimates, account, nutrition summary) goes through.
 */
export { registerMealsRoutes, type MealsRoutesOptions } from "./meals.routes.js";
export { registerMealHistoryRoutes } from "./meal-history.routes.js";
export { registerMealLogAgainRoutes } from "./meal-log-again.routes.js";
export { registerMealItemFixRoutes } from "./meal-item-fix.routes.js";
export { editJobDefinition } from "./edit.job.js";
export { createMealsRepo, type MealsRepo } from "./meals.repo.js";
export { storedDraft, toFoodEntryRow, toMealEntry } from "./food-entry.mapper.js";
export { recordChange } from "./meal-versions.repo.js";
