export { parseMealText } from "./meal-text-parser.js";
export {
  parseEditInstruction,
  EDIT_HELP,
  type EditInstructionResult,
} from "./edit-instruction-parser.js";
export { normalizeText } from "./text-normalizer.js";
export { mealTypeForHour, MEAL_DEFAULT_CLOCK } from "./meal-time.js";
export type * from "./types.js";
