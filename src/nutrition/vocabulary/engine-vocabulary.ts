import { readFileSync } from "node:fs";
import { foodPhrasesSchema } from "../match/food-phrases.js";
import { FOOD_SYNONYMS } from "../match/food-synonyms.js";
import { COMPOUND_FOODS } from "../parse/lexicon/compound-foods.js";
import { EXTRA_FOODS, SIDE_FOODS } from "../parse/lexicon/extra-words.js";
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
  /** Food phrases people say that the engine maps to database foods ("milkshake", "mac and cheese", "egg mcmuffin"). */
  foodPhrases: string[];
}

/** What people type for chain, brand and dish items (the phrase table's "say" lines: "egg mcmuffin", "spicy italian sub"). */
function phraseTableSayings(): string[] {
  const table = foodPhrasesSchema.parse(
    JSON.parse(readFileSync(new URL("../match/food-phrases.json", import.meta.url), "utf8")),
  );
  return table.phrases.flatMap((p) => p.say);
}

export function engineVocabulary(): EngineVocabulary {
  const foodPhrases = new Set<string>([
    ...Object.keys(FOOD_SYNONYMS),
    ...COMPOUND_FOODS,
    ...FOOD_SHORTHAND.values(),
    ...phraseTableSayings(),
    // Sauces, spreads and sides said with another food ("tzatziki", "honey mustard", "tater tots").
    ...EXTRA_FOODS,
    ...SIDE_FOODS,
  ]);
  return {
    units: [...UNIT_BY_WORD.keys()],
    sizes: [...SIZE_BY_WORD.keys()],
    numbers: [...NUMBER_WORDS.keys()],
    foodPhrases: [...foodPhrases],
  };
}
