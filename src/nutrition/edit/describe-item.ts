import type { MealItem } from "../../contracts/index.js";
import type { NutritionEngine } from "../engine.js";
import { itemsFor, scaledItem } from "./describe-again.js";
import { findWords, tokensOf } from "./phrase-words.js";
import { VARIANT_ALIASES, VARIANT_GROUPS, type VariantGroup } from "./vocabulary/variant-words.js";

/**
 * The item's phrase read again by the engine, keeping how much of it the meal counts: when the item's grams
 * differ from what its phrase weighs (it was scaled or set before), the new food keeps that proportion.
 */
export function describedAgain(item: MealItem, phrase: string, engine: NutritionEngine): MealItem[] | undefined {
  const fresh = itemsFor(phrase, engine);
  if (fresh.length === 0) return undefined;
  const before = itemsFor(item.phrase, engine);
  const base = before.length === 1 && before[0]?.food_id === item.food_id ? before[0].grams : item.grams;
  const ratio = base > 0 ? item.grams / base : 1;
  return Math.abs(ratio - 1) > 0.02 ? fresh.map((it) => scaledItem(it, ratio)) : fresh;
}

export const groupsOf = (word: string): VariantGroup[] => VARIANT_GROUPS.filter((g) => g.words.includes(word));

/** True when the item's words or USDA's name say the word (or a word the engine reads the same). */
export function carries(item: MealItem, word: string): boolean {
  const tokens = tokensOf(`${item.phrase} ${item.food_name.replace(/[,()]/g, " ")}`);
  return (VARIANT_ALIASES[word] ?? [word]).some((w) => findWords(tokens, w.replace(/-/g, " ")).length > 0);
}

export function isAbout(item: MealItem, group: VariantGroup): boolean {
  if (group.about.length === 0) return true;
  const tokens = tokensOf(`${item.phrase} ${item.food_name.replace(/[,()]/g, " ")}`);
  return group.about.some((w) => findWords(tokens, w).length > 0);
}

/** The items a describing word can be about: those carrying another word of its group, else those it describes. */
export function candidatesFor(items: readonly MealItem[], words: readonly string[], drop: readonly string[]): number[] {
  const groups = words.flatMap(groupsOf);
  const all = items.map((_item, i) => i);
  const saidDropped = all.filter((i) => drop.some((w) => carries(items[i] as MealItem, w)));
  if (saidDropped.length) return saidDropped;
  const withMate = all.filter((i) =>
    groups.some(
      (g) =>
        isAbout(items[i] as MealItem, g) && g.words.some((w) => !words.includes(w) && carries(items[i] as MealItem, w)),
    ),
  );
  if (withMate.length) return withMate;
  // "skim" with cereal and milk is the milk: a group's first foods are what it most often describes.
  const rank = (item: MealItem) => {
    const tokens = tokensOf(`${item.phrase} ${item.food_name.replace(/[,()]/g, " ")}`);
    const at = groups.flatMap((g) => g.about.map((w, k) => (findWords(tokens, w).length ? k : Infinity)));
    return Math.min(Infinity, ...at);
  };
  const best = Math.min(Infinity, ...all.map((i) => rank(items[i] as MealItem)));
  const described = Number.isFinite(best) ? all.filter((i) => rank(items[i] as MealItem) === best) : [];
  if (described.length) return described;
  return items.length === 1 ? [0] : [];
}

/** The words of the item's phrase to replace: the dropped ones and any other of the new words' groups. */
export function wordsToReplace(item: MealItem, words: readonly string[], drop: readonly string[]): string[] {
  const mates = words.flatMap(groupsOf).flatMap((g) => g.words.filter((w) => !words.includes(w)));
  const tokens = tokensOf(item.phrase);
  return [...new Set([...drop, ...mates])].filter((w) => findWords(tokens, w).length > 0);
}
