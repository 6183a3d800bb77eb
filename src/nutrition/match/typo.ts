import { isChainName } from "../parse/lexicon/chain-names.js";
import { NON_FOOD_WORDS } from "../parse/lexicon/describer-words.js";
import { isEnglishWord } from "./english-words.js";
import { isFoodWord } from "./open-vocabulary.js";
import type { SearchIndex } from "./search-index.js";
import { stem } from "./tokenize.js";

const cache = new Map<string, string | undefined>();

/** Edits a typo may hold: none in words under four letters, where one edit makes another word; two in long ones. */
function allowedEdits(length: number): number {
  return length >= 9 ? 2 : length >= 4 ? 1 : 0;
}

const KEY_ROWS = ["qwertyuiop", "asdfghjkl", "zxcvbnm"];
/** Each letter's neighbours on a QWERTY keyboard, the keys a thumb slips to. */
const NEIGHBOURS: ReadonlyMap<string, string> = new Map(
  KEY_ROWS.flatMap((row, r) =>
    [...row].map((key, i) => {
      const near = [row[i - 1], row[i + 1], KEY_ROWS[r - 1]?.[i], KEY_ROWS[r - 1]?.[i + 1]];
      near.push(KEY_ROWS[r + 1]?.[i - 1], KEY_ROWS[r + 1]?.[i]);
      return [key, near.filter(Boolean).join("")] as const;
    }),
  ),
);
const VOWELS = "aeiou";
/**
 * A substituted letter is one edit when its key neighbours the meant one or both are vowels, spelled as heard
 * ("chedder", "spagetti"); two otherwise ("cookei" is not "cooked").
 */
const substitution = (x: string, y: string): number =>
  NEIGHBOURS.get(x)?.includes(y) || (VOWELS.includes(x) && VOWELS.includes(y)) ? 1 : 2;

/**
 * True when a and b are at most `max` edits apart: a letter inserted, dropped or swapped with its neighbour, or one
 * struck for a neighbouring key, is one edit; any other substitution two.
 */
function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : substitution(a[i - 1] ?? "", b[j - 1] ?? "");
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
 * Nearest of `candidates` (word → how many foods use it) within the edits the word's length allows; the most used
 * wins, so a dropped letter finds the common food ("frit" → "fruit", not "grit"). With `initial`, only words that
 * start with it: thumbs slip inside a word, and a prefix is no typo ("unbuttered" is not "buttered").
 */
export function nearestWord(
  t: string,
  candidates: Iterable<readonly [string, number]>,
  initial?: string,
): string | undefined {
  const max = allowedEdits(t.length);
  if (max === 0) return undefined;
  let best: string | undefined;
  let bestCount = 0;
  countLetters(t, 1);
  for (const [w, count] of candidates) {
    if (
      count > bestCount &&
      (initial === undefined || w[0] === initial) &&
      Math.abs(t.length - w.length) <= max &&
      lettersApart(t, w) <= max &&
      withinEdits(t, w, max)
    ) {
      best = w;
      bestCount = count;
    }
  }
  countLetters(t, -1);
  return best;
}

/** The letters of the word nearestWord is correcting, by character code; all zero between calls. */
const letterCounts = new Int16Array(65536);

function countLetters(word: string, delta: number): void {
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i);
    letterCounts[c] = (letterCounts[c] as number) + delta;
  }
}

/**
 * A lower bound of the edits between t (counted in `letterCounts`) and w: the letters one holds that the other lacks,
 * as every edit but a swap changes one letter. It rules out most of the ~10,000 words without the full comparison.
 */
function lettersApart(t: string, w: string): number {
  let extra = 0;
  for (let i = 0; i < w.length; i++) {
    const c = w.charCodeAt(i);
    if ((letterCounts[c] as number) <= 0) extra += 1;
    letterCounts[c] = (letterCounts[c] as number) - 1;
  }
  countLetters(w, 1);
  return Math.max(extra, t.length - (w.length - extra));
}

function* postingCounts(index: SearchIndex): Iterable<readonly [string, number]> {
  for (const [w, list] of index.postings) yield [w, list.length];
}

/**
 * Nearest food word within the edits the word's length allows (most common wins), for typos the readers did not fix
 * ("brocoli"). An English word is never a typo: "a pint of lager" is not layer dip; nor is a word of the food
 * vocabulary the database's names lack: "coors" is the phrase table's beer, not "colors".
 */
export function correctToken(t: string, index: SearchIndex): string | undefined {
  if (allowedEdits(t.length) === 0 || NOT_FOOD.has(t) || isEnglishWord(t) || isFoodWord(t)) return undefined;
  if (cache.has(t)) return cache.get(t);
  const best = nearestWord(t, postingCounts(index));
  cache.set(t, best);
  return best;
}

/**
 * "and fires": an English word that names no food is read as a typo only as a last resort, when nothing else in its
 * item names one, and only as two neighbouring letters typed the wrong way round into a food's head noun ("fries").
 */
export function swappedToFood(t: string, index: SearchIndex): string | undefined {
  if (t.length < 4 || NOT_FOOD.has(t)) return undefined;
  for (let i = 0; i + 1 < t.length; i++) {
    const swapped = `${t.slice(0, i)}${t[i + 1]}${t[i]}${t.slice(i + 2)}`;
    if (swapped !== t && index.nouns.has(stem(swapped))) return swapped;
  }
  return undefined;
}

/** "fruitcake" → "fruit" + "cake": an unknown word made of two food words the database knows. */
export function splitCompound(t: string, index: SearchIndex): [string, string] | undefined {
  // "outback" is a chain's name, not "out" + "back".
  if (isChainName(t)) return undefined;
  for (let i = 3; i <= t.length - 3; i++) {
    const a = t.slice(0, i);
    const b = t.slice(i);
    if (index.foodNouns.has(a) && index.foodNouns.has(b)) return [a, b];
  }
  return undefined;
}
