import { readFileSync } from "node:fs";
import { loadFoodDatabase } from "../db/load-food-database.js";
import { isEnglishWord } from "./english-words.js";
import { FOOD_SYNONYMS } from "./food-synonyms.js";
import { COMPOUND_FOODS } from "../parse/lexicon/compound-foods.js";
import { EXTRA_FOODS, SIDE_FOODS } from "../parse/lexicon/extra-words.js";
import { FOOD_SHORTHAND } from "../parse/lexicon/food-shorthand.js";
import { isStopword, stem, words } from "./tokenize.js";
import { USER_WORDS } from "./match-words.js";

let vocabulary: Set<string> | undefined;
let counts: Map<string, number> | undefined;
/** Each word only one database food uses (as said), with the other words of that food's name and synonyms. */
let loneWords: Map<string, ReadonlySet<string>> | undefined;

/**
 * Every word of the food database's names and synonyms, of the phrase table, of the food synonym table (what people
 * type for a USDA word) and of the readers' food lists (shorthand, dish names, extras), as said and as folded.
 */
function foodVocabulary(): Set<string> {
  if (vocabulary) return vocabulary;
  const foodTexts = loadFoodDatabase().foods.map((f) => `${f.description} ${f.synonyms.join(" ")}`);
  const texts = [...foodTexts];
  texts.push(readFileSync(new URL("./food-phrases.json", import.meta.url), "utf8"));
  texts.push(Object.keys(FOOD_SYNONYMS).join(" "), [...FOOD_SHORTHAND.values()].join(" "));
  texts.push([...COMPOUND_FOODS, ...EXTRA_FOODS, ...SIDE_FOODS].join(" "));
  vocabulary = new Set();
  counts = new Map();
  const firstText = new Map<string, number>();
  texts.forEach((text, at) => {
    for (const w of new Set(words(text))) {
      vocabulary?.add(w);
      vocabulary?.add(stem(w));
      if (!/^[a-z]{4,}$/.test(w)) continue;
      counts?.set(w, (counts.get(w) ?? 0) + 1);
      if (!firstText.has(w)) firstText.set(w, at);
    }
  });
  loneWords = new Map();
  for (const [w, at] of firstText)
    if (counts.get(w) === 1 && at < foodTexts.length) loneWords.set(w, new Set(words(foodTexts[at] ?? "")));
  return vocabulary;
}

/**
 * The words of the one database food that uses `word`, when only one does ("staek" of "Mock Tender Staek", "gris" of
 * "Pinot Gris"): such a word is the food's own spelling only beside those words, and elsewhere may be a typo.
 */
export function loneWordCompanions(word: string): ReadonlySet<string> | undefined {
  foodVocabulary();
  return loneWords?.get(word);
}

/** Each food word as said (letters only, four or more) with how many foods' names or phrases use it. */
export function foodWordCounts(): ReadonlyMap<string, number> {
  foodVocabulary();
  return counts ?? new Map();
}

/**
 * An "other" word: an ordinary English word that no food's name uses ("splendid", "reviving", "substantial").
 * It never names a food and never changes an amount, so a reader may step over it.
 */
export function isOtherWord(word: string): boolean {
  if (word.length < 3 || isStopword(word) || !isEnglishWord(word)) return false;
  return !isFoodWord(word) && kindInWord(word) === undefined;
}

/**
 * "weakfish", "cloudberries": a word the database lacks that ends in one of match-words.json `kindEndings` is a kind
 * of that food, the nearest the database holds.
 */
export function kindInWord(word: string): string | undefined {
  return KIND_ENDINGS.find((ending) => word.length > ending.length + 2 && word.endsWith(ending));
}
const KIND_ENDINGS = [...USER_WORDS.kindEndings].sort((a, b) => b.length - a.length);

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
