import type { ResolvedMeal } from "./analyze-meal.js";
import { stem, words } from "./match/tokenize.js";
import { nameWithoutLeftOut } from "./unexplained-parts.js";

type Weighed = ResolvedMeal["items"][number];

/** The words of a food's name that say what it is, before the first comma and any "with" ("Raw vegetable" → vegetable). */
function headOf(description: string): string | undefined {
  const name = description.split(",")[0]?.split(/\bwith\b/i)[0] ?? "";
  const last = words(name).at(-1);
  return last === undefined ? undefined : stem(last);
}

/** What a dish's USDA name says it is with: "Beef, sliced, with gravy, potatoes, vegetable, frozen meal" → gravy… */
function namedParts(description: string): Set<string> {
  const at = description.search(/\bwith\b/i);
  // "…, no dressing" is what the dish is without.
  const parts = at < 0 ? "" : nameWithoutLeftOut(description.slice(at + 4));
  return new Set(words(parts).map(stem));
}

/** Whether the item's amount was left unsaid: the portion model weighed its usual amount. */
const unsaid = (w: Weighed): boolean => Object.keys(w.portion.factors).some((k) => k.startsWith("none|"));

/**
 * "a frozen meal of sliced beef with gravy. it came with potatoes": a food said right after a dish with no amount of
 * its own, that the dish's USDA name says it is with ("Beef, sliced, with gravy, potatoes, vegetable, frozen meal"),
 * is counted in the dish, not again beside it. The note says so.
 */
export function partsInDish(items: readonly Weighed[]): { items: Weighed[]; notes: string[] } {
  const kept: Weighed[] = [];
  const notes: string[] = [];
  let dish: Weighed | undefined;
  for (const one of items) {
    const head = headOf(one.item.food_name);
    if (dish && head && unsaid(one) && namedParts(dish.item.food_name).has(head)) {
      notes.push(`“${one.item.phrase}” is counted in ${dish.item.food_name}.`);
      continue;
    }
    kept.push(one);
    dish = one;
  }
  return { items: kept, notes };
}
