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

const LISTING = new Set(PART_JOINERS.listing);

/**
 * Every way to cut the item's words at a joining or listing word after its first joining word, the longest head
 * first: "salad with grilled salmon and vinaigrette" → "salad with grilled salmon" + "vinaigrette", then "salad" +
 * "grilled salmon and vinaigrette".
 */
export function cutsAtParts(foodText: string): { head: string; tail: string }[] {
  const said = foodText.split(/\s+/).filter(Boolean);
  const first = said.findIndex((w) => JOINERS.has(w));
  if (first <= 0) return [];
  const out: { head: string; tail: string }[] = [];
  for (let at = said.length - 2; at >= first; at--)
    if (at === first || JOINERS.has(said[at] as string) || LISTING.has(said[at] as string))
      out.push({ head: said.slice(0, at).join(" "), tail: said.slice(at + 1).join(" ") });
  return out;
}
