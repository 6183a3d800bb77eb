import { MIXED_DRINKS_SAID_SHORT } from "../parse/lexicon/compound-foods.js";
import { readVocabulary } from "../vocabulary/read-vocabulary.js";

/**
 * The food synonym table, the user's words → words USDA uses for the same food: data in
 * src/nutrition/vocabulary/food-synonyms.json, its groups merged in the file's order, after the mixed drinks said without
 * their "and" (compound-foods.json). `applyFoodSynonyms` applies it.
 */
export const FOOD_SYNONYMS: Readonly<Record<string, string>> = Object.assign(
  {},
  MIXED_DRINKS_SAID_SHORT,
  ...readVocabulary("food-synonyms.json").groups.map((group) => group.synonyms),
);
