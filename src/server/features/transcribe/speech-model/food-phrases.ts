import type { FoodDatabase } from "../../../../nutrition/index.js";

/** A food name as a person would say it, with how much weight it gets in the training sentences. */
export interface FoodPhrase {
  words: string[];
  weight: number;
}

const MAX_PHRASE_WORDS = 4;
// Survey notation and preparation details nobody says aloud.
const UNSPOKEN_PART =
  /\b(ns|nfs|as to|from|prepared|reconstituted|includes|made with|type|with added|ready-to|fortified|enriched|unenriched)\b|[0-9%]/;

export function normalizeWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/\([^)]*\)/g, " ")
    .replace(/[^a-z' ]+/g, " ")
    .split(/\s+/)
    .map((word) => word.replace(/^'+|'+$/g, ""))
    .filter(Boolean);
}

/**
 * USDA writes "Chicken breast, baked, skin eaten"; people say "baked chicken breast".
 * Each food gives its head words alone, each short modifier before the head, and its synonyms.
 */
export function foodPhrases(db: FoodDatabase, known: (word: string) => boolean): FoodPhrase[] {
  const counts = new Map<string, number>();
  const add = (words: string[], weight: number) => {
    if (words.length === 0 || words.length > MAX_PHRASE_WORDS || !words.every(known)) return;
    const key = words.join(" ");
    counts.set(key, (counts.get(key) ?? 0) + weight);
  };
  for (const food of db.foods) {
    // Survey (FNDDS) foods are what people report eating; reference (SR) foods are ingredients.
    const weight = food.source === "fndds" ? 1 : 0.3;
    const [head = "", ...modifiers] = food.description.split(",").map((part) => part.trim());
    if (UNSPOKEN_PART.test(head.toLowerCase())) continue;
    const headWords = normalizeWords(head);
    add(headWords, weight);
    for (const modifier of modifiers.slice(0, 3)) {
      if (UNSPOKEN_PART.test(modifier.toLowerCase())) continue;
      const modifierWords = normalizeWords(modifier);
      if (modifierWords.length <= 2) add([...modifierWords, ...headWords], weight * 0.5);
    }
    for (const synonym of food.synonyms) {
      if (!UNSPOKEN_PART.test(synonym.toLowerCase())) add(normalizeWords(synonym), weight * 0.5);
    }
  }
  // Square root: "chicken" heads hundreds of foods but should not drown out everything else.
  return [...counts].map(([key, count]) => ({ words: key.split(" "), weight: Math.sqrt(count) }));
}

/** The plural as English spells it: "latte" → "lattes", "sandwich" → "sandwiches", "smoothie" → "smoothies". */
export function pluralSpelling(word: string): string {
  if (/(s|x|z|ch|sh)$/.test(word)) return `${word}es`;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

/**
 * "egg" → "eggs", used after amounts above one: the dictionary's plural where it has one ("tomatoes"), otherwise
 * the plural by rule ("lattes", "quesadillas") for a word `byRule` accepts; the model builder then pronounces it
 * from the singular.
 */
export function pluralize(
  words: string[],
  known: (word: string) => boolean,
  byRule: (word: string) => boolean = () => false,
): string[] {
  const last = words.at(-1) ?? "";
  if (!last || last.endsWith("s")) return words;
  const candidates = last.endsWith("y") ? [`${last.slice(0, -1)}ies`, `${last}s`] : [`${last}s`, `${last}es`];
  const plural = candidates.find(known) ?? (byRule(last) ? pluralSpelling(last) : undefined);
  return plural ? [...words.slice(0, -1), plural] : words;
}
