import { readVocabulary } from "../../vocabulary/read-vocabulary.js";

/** The words that join a second food inside one item's words, and their companions (vocabulary/part-joiners.json). */
export const PART_JOINERS = readVocabulary("part-joiners.json");

const JOINERS = new Set(PART_JOINERS.joiners);

/** The item's words before its first joining word: "chicken burrito bowl with guac" → "chicken burrito bowl". */
export function partBeforeJoiner(foodText: string): { head: string; tail: string } {
  const said = foodText.split(/\s+/).filter(Boolean);
  const at = said.findIndex((w) => JOINERS.has(w));
  return at <= 0
    ? { head: foodText, tail: "" }
    : { head: said.slice(0, at).join(" "), tail: said.slice(at + 1).join(" ") };
}
