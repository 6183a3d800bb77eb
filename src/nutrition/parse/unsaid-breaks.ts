import { isFoodNameWord } from "../match/open-vocabulary.js";
import { isStopword } from "../match/tokenize.js";
import { BEFORE_A_VERB, JOINING_WORDS } from "./lexicon/break-words.js";
import { endsChainName } from "./lexicon/chain-names.js";
import { FILLER_WORDS } from "./lexicon/filler-words.js";
import { NUMBER_WORDS } from "./lexicon/number-words.js";
import { SIZE_BY_WORD, UNIT_BY_WORD } from "./lexicon/unit-words.js";

/** A word that can end a food's name, and no amount, unit, size or joining word. */
function endsFood(word: string): boolean {
  return (
    isFoodNameWord(word) &&
    !JOINING_WORDS.has(word) &&
    !isStopword(word) &&
    !FILLER_WORDS.has(word) &&
    !UNIT_BY_WORD.has(word) &&
    !SIZE_BY_WORD.has(word) &&
    !NUMBER_WORDS.has(word)
  );
}

/** Whether the words from `i` on open another item: an article, or a count or size followed by food words. */
function opensItem(tokens: readonly string[], i: number): boolean {
  const t = tokens[i] ?? "";
  if (t === "a" || t === "an") return tokens[i + 1] !== "la";
  if (!/^\d+(?:\.\d+)?$/.test(t) && !NUMBER_WORDS.has(t) && !SIZE_BY_WORD.has(t)) return false;
  let j = i + 1;
  if (UNIT_BY_WORD.has(tokens[j] ?? "")) j += 1;
  if (tokens[j] === "of") j += 1;
  const next = tokens[j];
  return next !== undefined && endsFood(next);
}

/**
 * Marks where one item ends and the next begins when nothing says so, as in text typed without commas: "a cup of
 * milk a slice of toast", "big mac large fries large coke", "2 eggs 2 slices toast". A comma goes before an article,
 * count or size that follows a word ending a food's name; "coffee 16 oz" keeps its amount. Text that uses commas is
 * left as it is.
 */
export function markUnsaidBreaks(text: string): string {
  // Text with commas already says where its items end; counts inside names ("Fiber One muffin") stay whole there.
  if (/[,;]/.test(text)) return text;
  const tokens = text.split(" ");
  const out: string[] = [];
  tokens.forEach((t, i) => {
    const prev = tokens[i - 1];
    if (
      prev !== undefined &&
      /^[a-z]+$/.test(prev) &&
      !BEFORE_A_VERB.has(tokens[i - 2] ?? "") &&
      endsFood(prev) &&
      !endsChainName(tokens, i - 1) && // "taco bell 3 soft tacos": the tacos are Taco Bell's
      opensItem(tokens, i)
    )
      out[out.length - 1] = `${prev},`;
    out.push(t);
  });
  return out.join(" ");
}
