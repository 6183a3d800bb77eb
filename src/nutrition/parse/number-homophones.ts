import { isFoodWord } from "../match/open-vocabulary.js";
import { EATING_VERBS, HEARD_AS, TELLERS } from "./lexicon/number-words.js";
import { UNIT_BY_WORD } from "./lexicon/unit-words.js";

const NUMBERS: ReadonlyMap<string, number> = new Map(Object.entries(HEARD_AS.numbers));
const ATE: ReadonlySet<string> = new Set(HEARD_AS.ate);

/** A food or a unit said in the plural ("slices", "pancakes"): what a count is said before. */
const countedPlural = (word: string): boolean =>
  /[^s]s$/.test(word) && (UNIT_BY_WORD.has(word) || isFoodWord(word) || isFoodWord(word.replace(/e?s$/, "")));

/**
 * Numbers a speech recogniser wrote as the words they sound like (number-words.json `heardAs`): "i had to slices of
 * pizza" → "i had 2 slices of pizza", "had for pancakes" → "had 4 pancakes", "i eight a bowl" → "i ate a bowl". Only
 * after an eating verb and before a food or unit in the plural ("i had to leave", "had for lunch" stay as said).
 */
export function numbersForHomophones(text: string): string {
  const tokens = text.split(" ");
  return tokens
    .map((t, i) => {
      const before = tokens[i - 1] ?? "";
      const next = (tokens[i + 1] ?? "").replace(/[,;.!?:]+$/, "");
      const heard = NUMBERS.get(t);
      if (heard !== undefined && EATING_VERBS.has(before) && countedPlural(next)) return String(heard);
      if (ATE.has(t) && TELLERS.has(before) && !countedPlural(next)) return "ate";
      return t;
    })
    .join(" ");
}
