import { readVocabulary } from "../../vocabulary/read-vocabulary.js";
import { COMPOUND_FOODS } from "./compound-foods.js";

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

/** Dish names that hold a joining or listing word ("mac and cheese"), as words. */
const JOINED_DISHES = COMPOUND_FOODS.map((name) => name.split(" ")).filter((name) =>
  name.some((w) => JOINERS.has(w) || LISTING.has(w)),
);

/**
 * Whether the word at `at` is inside a dish name the words say ("tenders mac and cheese"): it joins no two foods.
 * With `opensAt`, only a dish name that starts there counts ("mac and cheese hot dogs", "popeyes mac and cheese",
 * not "whopper with cheese and onion rings").
 */
export function inDishName(said: readonly string[], at: number, opensAt?: number): boolean {
  return JOINED_DISHES.some((name) =>
    name.some(
      (w, j) =>
        w === said[at] && (opensAt === undefined || at - j === opensAt) && name.every((x, k) => said[at - j + k] === x),
    ),
  );
}

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
