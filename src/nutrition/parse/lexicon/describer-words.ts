import { readVocabulary } from "../../vocabulary/read-vocabulary.js";

/** Words around amounts and foods that the readers treat specially: src/nutrition/vocabulary/describer-words.json. */
const DESCRIBERS = readVocabulary("describer-words.json");

/** Words that may sit between an amount and its unit and still describe the food ("a hot cup of tea"). */
export const CARRIED_DESCRIBERS: ReadonlySet<string> = new Set(DESCRIBERS.carried);

/** Packaging words skipped between an amount or size and its unit ("a small single serving bag"). */
export const SKIPPED_PACKAGING: ReadonlySet<string> = new Set(DESCRIBERS.packaging);

/** Words that never name a food on their own: a piece holding only these is talk ("a great side to my meal"). */
export const NON_FOOD_WORDS: ReadonlySet<string> = new Set(DESCRIBERS.neverFood);

/** Words ending in -ly that are not adverbs to drop. */
export const KEPT_LY_WORDS: ReadonlySet<string> = new Set(DESCRIBERS.keptLyWords);

/** Foods sold in a "light" variant: "light beer" keeps the word, "a light snack" drops it. */
export const LIGHT_VARIANT_FOODS: ReadonlySet<string> = new Set(DESCRIBERS.lightVariantFoods);

/** Nutrients a label claims a food holds ("30g protein"): grams said of them are no amount of the food. */
export const LABEL_NUTRIENTS: readonly string[] = DESCRIBERS.labelNutrients;
