import { FOOD_SYNONYMS } from "../match/food-synonyms.js";
import { COMPOUND_FOODS } from "../parse/lexicon/compound-foods.js";
import { FOOD_SHORTHAND } from "../parse/lexicon/food-shorthand.js";
import { NUMBER_WORDS } from "../parse/lexicon/number-words.js";
import { SIZE_BY_WORD, UNIT_BY_WORD } from "../parse/lexicon/unit-words.js";

/** What the engine reads, as words: for a speech recogniser that should hear everything the engine understands. */
export interface EngineVocabulary {
  /** Unit spellings ("cup", "tablespoons", "tbsp"). */
  units: string[];
  /** Size words ("small", "venti", "king-size"). */
  sizes: string[];
  /** Amount words ("one" … "thousand", "dozen"). */
  numbers: string[];
  /** Food phrases people say that the engine maps to database names ("milkshake", "mac and cheese", "oj" → "orange juice"). */
  foodPhrases: string[];
}

export function engineVocabulary(): EngineVocabulary {
  const foodPhrases = new Set<string>([...Object.keys(FOOD_SYNONYMS), ...COMPOUND_FOODS, ...FOOD_SHORTHAND.values()]);
  return {
    units: [...UNIT_BY_WORD.keys()],
    sizes: [...SIZE_BY_WORD.keys()],
    numbers: [...NUMBER_WORDS.keys()],
    foodPhrases: [...foodPhrases],
  };
}
