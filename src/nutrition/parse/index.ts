export { parseMealText } from "./meal-text-parser.js";
export { normalizeText } from "./text-normalizer.js";
export { mealTypeForHour, MEAL_DEFAULT_CLOCK } from "./meal-time.js";
export type * from "./types.js";
