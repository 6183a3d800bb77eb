import { readVocabulary } from "../../vocabulary/read-vocabulary.js";

/**
 * Food words that end in s but are said in the plural whatever the amount ("2 × fries", not "2 × fry"), so the
 * editor never singularises them when it renumbers a phrase. A word is listed by its own ending: "french fries"
 * and "curly fries" are covered by "fries".
 * Data in src/nutrition/vocabulary/edit-plural-food-words.json.
 */
export const PLURAL_FOOD_WORDS: readonly string[] = readVocabulary("edit-plural-food-words.json").words;
