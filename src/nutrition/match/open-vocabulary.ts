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

/** A word some food's name, synonym or phrase uses ("milk", "mcmuffin", "lager"). */
export function isFoodWord(word: string): boolean {
  const food = foodVocabulary();
  return food.has(word) || food.has(stem(word));
}

let names: Set<string> | undefined;

/**
 * A word that can end what a food is called: a word of an FNDDS name before its first comma ("Pizza", "Big Mac",
 * "Potato chips") or of the phrase table, as said and as folded.
 */
export function isFoodNameWord(word: string): boolean {
  if (!names) {
    const heads = loadFoodDatabase()
      .foods.filter((f) => f.source === "fndds")
      .map((f) => f.description.split(",")[0] ?? "");
    heads.push(readFileSync(new URL("./food-phrases.json", import.meta.url), "utf8"));
    names = new Set(words(heads.join(" ")).flatMap((w) => [w, stem(w)]));
  }
  return names.has(word) || names.has(stem(word));
}
