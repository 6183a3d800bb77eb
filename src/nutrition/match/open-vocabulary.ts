import { readFileSync } from "node:fs";
import { loadFoodDatabase } from "../db/load-food-database.js";
import { isEnglishWord } from "./english-words.js";
import { isStopword, stem, words } from "./tokenize.js";

let vocabulary: Set<string> | undefined;

/** Every word of the food database's names and synonyms and of the phrase table, as said and as folded. */
function foodVocabulary(): Set<string> {
  if (vocabulary) return vocabulary;
  const texts = loadFoodDatabase().foods.map((f) => `${f.description} ${f.synonyms.join(" ")}`);
  texts.push(readFileSync(new URL("./food-phrases.json", import.meta.url), "utf8"));
  vocabulary = new Set();
  for (const w of words(texts.join(" "))) {
    vocabulary.add(w);
    vocabulary.add(stem(w));
  }
  return vocabulary;
}

/**
 * An "other" word: an ordinary English word that no food's name uses ("splendid", "reviving", "substantial").
 * It never names a food and never changes an amount, so a reader may step over it.
 */
export function isOtherWord(word: string): boolean {
  if (word.length < 3 || isStopword(word) || !isEnglishWord(word)) return false;
  const food = foodVocabulary();
  return !food.has(word) && !food.has(stem(word));
}
