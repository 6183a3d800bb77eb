import type { MealItem } from "../../contracts/index.js";
import type { NutritionEngine } from "../engine.js";
import { matchFood } from "../match/match-food.js";
import { PART_OF_WORDS } from "./vocabulary/instruction-words.js";

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

const PART_OF = new RegExp(`^(.+?) (?:${PART_OF_WORDS.join("|")}) (?:the |my |a |an )?(.+)$`);

/** "milk in latte", "the cheese on my burger": the part and the item it sits in. */
export function splitPartOf(target: string): { part: string; owner: string } | undefined {
  const m = PART_OF.exec(target.trim());
  return m ? { part: m[1] as string, owner: m[2] as string } : undefined;
}

/**
 * Items a target names: by the user's words or USDA's name first; else by the kind of food the target is
 * ("the soda" is the cola, both USDA soft drinks).
 */
export function findItems(items: readonly MealItem[], target: string, engine: NutritionEngine): number[] {
  const byWords = findTargetItems(items, target);
  if (byWords.length) return byWords;
  const match = matchFood(target, engine.index);
  if (!match || match.guessed) return [];
  const sameFood = items.flatMap((item, i) => (item.food_id === match.food.id ? [i] : []));
  if (sameFood.length) return sameFood;
  return items.flatMap((item, i) => (engine.db.byId.get(item.food_id)?.category === match.food.category ? [i] : []));
}

/** The item's own name words: the head of the user's phrase and of USDA's name, not what it came with. */
export function headWords(item: MealItem): Set<string> {
  const phrase = stems(item.phrase.toLowerCase().split(/,|\b(?:with|without|on|in|and|topped|plus|no)\b/)[0] ?? "");
  const name = stems(item.food_name.split(/,| on | with /)[0] ?? "");
  return new Set([phrase[phrase.length - 1] ?? "", name[name.length - 1] ?? ""].filter(Boolean));
}

/** True when the target names the item itself ("the toast"), not something in it ("the cheese" of a cheese sandwich). */
export function namesItemItself(item: MealItem, target: string): boolean {
  const wanted = stems(target);
  const last = wanted[wanted.length - 1];
  return last !== undefined && headWords(item).has(last);
}

const TAIL = /\b(?:with|and|on|topped with|plus|in)\b(.*)$/;

/**
 * True when the target is something inside the item rather than the item itself: a part the editor knows
 * ("cheese", "bun", "skin") or words after the item's "with …" ("a burger with onions").
 */
export function namesPartOf(item: MealItem, target: string, isKnownPart: boolean): boolean {
  const wanted = stems(target);
  const inTail = (text: string) => {
    const words = new Set(stems(TAIL.exec(text.toLowerCase())?.[1] ?? ""));
    return wanted.length > 0 && wanted.every((w) => words.has(w));
  };
  // "chicken tikka masala with rice": the user said the rice came with the dish, whatever USDA's name ends with.
  if (inTail(item.phrase)) return true;
  if (namesItemItself(item, target)) return false;
  return isKnownPart || inTail(item.food_name);
}
