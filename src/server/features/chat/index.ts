/** Meal submissions: POST a meal's text, the job list, and the job that turns text into meal entries. */
export { registerChatRoutes, type ChatRoutesOptions } from "./chat.routes.js";
export { chatJobDefinition } from "./chat.job.js";
export { registerMealPreviewRoutes } from "./meal-preview.routes.js";
