import { NON_FOOD_WORDS } from "../parse/lexicon/describer-words.js";
import type { SearchIndex } from "./search-index.js";

const cache = new Map<string, string | undefined>();

/** True when a and b differ by one edit (insert, delete, substitute or swap of neighbours). */
function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** Nearest known word one edit away (most common wins), for typos the readers did not fix ("brocoli"). */
// Everyday words one letter away from a food word ("hello" → "jello") must not become food.
const NOT_FOOD = new Set([
  ...NON_FOOD_WORDS,
  ...["hello", "hallo", "thanks", "thank", "please", "sorry", "later", "today", "great", "water", "began", "begin"],
]);

export function correctToken(t: string, index: SearchIndex): string | undefined {
  if (t.length < 5 || NOT_FOOD.has(t)) return undefined;
  const key = t;
  if (cache.has(key)) return cache.get(key);
  let best: string | undefined;
  let bestDf = 0;
  for (const [w, list] of index.postings) {
    if (list.length > bestDf && withinOneEdit(t, w)) {
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
