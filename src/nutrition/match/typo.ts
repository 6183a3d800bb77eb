import { NON_FOOD_WORDS } from "../parse/lexicon/describer-words.js";
import { isEnglishWord } from "./english-words.js";
import type { SearchIndex } from "./search-index.js";

const cache = new Map<string, string | undefined>();

/** Edits a typo may hold: none in words under four letters, where one edit makes another word; two in long ones. */
function allowedEdits(length: number): number {
  return length >= 9 ? 2 : length >= 4 ? 1 : 0;
}

/** True when a and b are at most `max` edits apart (insert, delete, substitute or swap of neighbours). */
function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, (prev2[j - 2] ?? 0) + 1);
      row.push(d);
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > max) return false;
    prev2 = prev;
    prev = row;
  }
  return (prev[b.length] ?? Infinity) <= max;
}

// Everyday words one letter away from a food word ("hello" → "jello") must not become food.
const NOT_FOOD = new Set([
  ...NON_FOOD_WORDS,
  ...["hello", "hallo", "thanks", "thank", "please", "sorry", "later", "today", "great", "water", "began", "begin"],
]);

/**
 * Nearest food word within the edits the word's length allows (most common wins), for typos the readers did not fix
 * ("brocoli"). An English word is never a typo: "a pint of lager" is not layer dip.
 */
export function correctToken(t: string, index: SearchIndex): string | undefined {
  const max = allowedEdits(t.length);
  if (max === 0 || NOT_FOOD.has(t) || isEnglishWord(t)) return undefined;
  const key = t;
  if (cache.has(key)) return cache.get(key);
  let best: string | undefined;
  let bestDf = 0;
  for (const [w, list] of index.postings) {
    if (list.length > bestDf && withinEdits(t, w, max)) {
      best = w;
      bestDf = list.length;
    }
  }
  cache.set(key, best);
  return best;
}

/** "fruitcake" → "fruit" + "cake": an unknown word made of two food words the database knows. */
export function splitCompound(t: string, index: SearchIndex): [string, string] | undefined {
  for (let i = 3; i <= t.length - 3; i++) {
    const a = t.slice(0, i);
    const b = t.slice(i);
    if (index.foodNouns.has(a) && index.foodNouns.has(b)) return [a, b];
  }
  return undefined;
}
