export { parseMealText } from "./meal-text-parser.js";
export { parseEditInstruction, EDIT_HELP, type EditInstructionResult } from "./edit-instruction-parser.js";
export { normalizeText } from "./text-normalizer.js";
export { mealTypeAt, mealTypeForHour, MEAL_DEFAULT_CLOCK } from "./meal-time.js";
export type * from "./types.js";
export { findTimeMentions } from "./time-phrases.js";
export { foldMentions, resolveTime, type ResolvedTime, type TimeStatement } from "./meal-time.js";
export { readPureQuantity } from "./edit-clause-readers.js";
export { itemSpans, showSpans } from "./spans.js";
