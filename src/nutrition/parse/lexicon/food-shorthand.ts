import { readVocabulary } from "../../vocabulary/read-vocabulary.js";

const SHORTHAND = readVocabulary("food-shorthand.json");

/**
 * Shorthand and common misspellings, replaced word by word (or phrase by phrase) before reading: data in
 * src/nutrition/vocabulary/food-shorthand.json. Keys are lowercase; a key may hold spaces or symbols.
 */
export const FOOD_SHORTHAND: ReadonlyMap<string, string> = new Map([
  ...Object.entries(SHORTHAND.shorthand),
  ...Object.entries(SHORTHAND.misspellings),
]);
