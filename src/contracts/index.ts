export * from "./auth.js";
export * from "./errors.js";
export * from "./meal-entry.js";
export * from "./site.js";
export * from "./chat.js";
