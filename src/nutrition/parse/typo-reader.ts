import { isEnglishWord } from "../match/english-words.js";
import { foodWordCounts, isFoodWord, loneWordCompanions } from "../match/open-vocabulary.js";
import { nearestWord } from "../match/typo.js";
import { FILLER_WORDS, LEAD_FILLER_WORDS } from "./lexicon/filler-words.js";
import { FOOD_SHORTHAND } from "./lexicon/food-shorthand.js";
import { NUMBER_WORDS } from "./lexicon/number-words.js";
import { SIZE_BY_WORD, UNIT_BY_WORD } from "./lexicon/unit-words.js";

/** Words the readers know besides food words: units, sizes, numbers, talk, shorthand. */
const READER_WORDS: ReadonlySet<string> = new Set([
  ...UNIT_BY_WORD.keys(),
  ...SIZE_BY_WORD.keys(),
  ...NUMBER_WORDS.keys(),
  ...FILLER_WORDS,
  ...LEAD_FILLER_WORDS,
  ...[...FOOD_SHORTHAND.keys()].flatMap((k) => k.split(/[^a-z]+/)),
]);

let candidates: [string, number][] | undefined;

/** Food words weighted by how many foods use them; unit, size and number words above any food word. */
function correctionCandidates(): [string, number][] {
  if (candidates) return candidates;
  const counts = foodWordCounts();
  const top = Math.max(0, ...counts.values()) + 1;
  const readerWords = [...UNIT_BY_WORD.keys(), ...SIZE_BY_WORD.keys(), ...NUMBER_WORDS.keys()].filter((w) =>
    /^[a-z]{4,}$/.test(w),
  );
  candidates = [...counts, ...readerWords.map((w): [string, number] => [w, top])];
  return candidates;
}

const corrections = new Map<string, string>();

/** The word as meant: itself when the readers or an English dictionary know it, else its nearest known word. */
function correctWord(word: string): string {
  const known = corrections.get(word);
  if (known !== undefined) return known;
  const meant =
    READER_WORDS.has(word) || isEnglishWord(word) || isFoodWord(word)
      ? word
      : (nearestWord(word, correctionCandidates(), word[0]) ?? word);
  if (corrections.size < 10_000) corrections.set(word, meant);
  return meant;
}

/** How many more foods the meant word must name than a lone word's one food, for the lone word to be a typo of it. */
const LONE_WORD_ODDS = 10;

/**
 * "a turkey sanwich", "for my snak": a word only one food uses (USDA's own "sanwich", Gardetto's "Snak-ens") said
 * away from that food's other words is a typo of a far more common food word; "pinot gris" stays the wine.
 */
function correctLoneWord(word: string, neighbours: readonly string[]): string {
  const companions = loneWordCompanions(word);
  if (!companions || neighbours.some((n) => companions.has(n))) return word;
  let meant = loneCorrections.get(word);
  if (meant === undefined) {
    commonCandidates ??= correctionCandidates().filter(([, count]) => count >= LONE_WORD_ODDS);
    meant =
      isEnglishWord(word) || READER_WORDS.has(word) ? word : (nearestWord(word, commonCandidates, word[0]) ?? word);
    if (loneCorrections.size < 10_000) loneCorrections.set(word, meant);
  }
  return meant;
}
let commonCandidates: [string, number][] | undefined;
const loneCorrections = new Map<string, string>();

// A whole word of plain letters: not part of a hyphenated, accented, glued or possessive word ("beech-nut",
// "sautéed", "mcdonald's").
const LETTER_WORD = /(?<![\p{L}\p{N}'’&_-])[a-z]{4,}(?![\p{L}\p{N}'’&_-])/giu;

/**
 * Corrects typos before reading, so that a misspelt unit or food word is read as what it means ("a slce of pizza",
 * "a flud ounce of creamer", "benas and rice"). Only a word that is neither English nor known to the readers or the
 * food vocabulary is corrected, and only within an edit distance scaled by its length (typo.ts); a word only one
 * food uses is corrected when said away from that food's other words.
 */
export function correctTypos(text: string): string {
  const said = [...text.toLowerCase().matchAll(/[a-z]+/g)];
  let index = 0;
  return text.replace(LETTER_WORD, (word, at: number) => {
    while ((said[index]?.index ?? Infinity) < at) index += 1;
    const lower = word.toLowerCase();
    const known = correctWord(lower);
    if (known !== lower) return known;
    const meant = correctLoneWord(lower, [said[index - 1]?.[0] ?? "", said[index + 1]?.[0] ?? ""]);
    return meant === lower ? word : meant;
  });
}
