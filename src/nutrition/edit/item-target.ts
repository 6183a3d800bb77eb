import type { MealItem } from "../../contracts/index.js";

const WORD = /[a-z0-9%&']+/g;
const IGNORED = new Set(["the", "a", "an", "my", "of", "some", "with", "and", "raw", "nfs", "ns", "to", "as", "or"]);

/** Lowercase word stems: "slices" → "slice", "berries" → "berry", "tomatoes" → "tomato". */
function stems(text: string): string[] {
  return (text.toLowerCase().match(WORD) ?? [])
    .filter((w) => !IGNORED.has(w))
    .map((w) =>
      w
        .replace(/'s$/, "")
        .replace(/ies$/, "y")
        .replace(/(?<=[sxz]|ch|sh|o)es$/, "")
        .replace(/(?<![su])s$/, ""),
    );
}

/**
 * Indices of the items a target names ("toast", "the rice", "whole milk"), best matches only. An item matches
 * when every target word is in the user's phrase for it or in its food name; phrase matches beat name matches.
 */
export function findTargetItems(items: readonly MealItem[], target: string): number[] {
  const wanted = stems(target);
  if (wanted.length === 0) return [];
  let best = 0;
  let found: number[] = [];
  items.forEach((item, index) => {
    const phrase = new Set(stems(item.phrase));
    const name = new Set(stems(item.food_name));
    const inPhrase = wanted.filter((w) => phrase.has(w)).length;
    const inEither = wanted.filter((w) => phrase.has(w) || name.has(w)).length;
    if (inEither < wanted.length) return;
    const score = 1 + inPhrase / wanted.length;
    if (score > best) {
      best = score;
      found = [index];
    } else if (score === best) found.push(index);
  });
  return found;
}

/** The last word of the user's phrase for an item, which names the food itself ("whole milk" → "milk"). */
export function headWord(phrase: string): string {
  const words = stems(phrase);
  return words[words.length - 1] ?? "";
}

export const wordStems = stems;
