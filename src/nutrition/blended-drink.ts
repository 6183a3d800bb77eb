import type { NutritionEngine } from "./engine.js";
import type { MealItem } from "../contracts/index.js";
import { inCategories } from "./match/match-words.js";
import { BLENDED_DRINKS } from "./parse/lexicon/extra-words.js";
import type { ResolvedPortion } from "./portion/resolve-portion.js";

type Weighed = { item: MealItem; portion: ResolvedPortion };

/** The least number of parts that say a drink was blended from them, unless one is measured ("1 scoop whey"). */
const MIN_PARTS = 2;

/**
 * "protein shake 2 scoops whey w almond milk", "green smoothie spinach banana mango": a drink blended from parts
 * (extra-words.json blendedDrinks), typed with what it was blended from, is those parts, not a bought drink besides
 * them. The items of one typed item are given in the order weighed, each with the number of the item it was read from;
 * the drink is left out, and a note says so, when the items read after it from the same typed item hold two or more
 * such parts, or a protein powder with an amount said.
 */
export function blendedFromParts(
  weighed: readonly Weighed[],
  from: readonly number[],
  engine: NutritionEngine,
): { weighed: Weighed[]; notes: string[] } {
  const category = (w: Weighed): string => engine.db.byId.get(w.item.food_id)?.category ?? "";
  const dropped = new Set<number>();
  const notes: string[] = [];
  weighed.forEach((drink, i) => {
    if (!inCategories(category(drink), BLENDED_DRINKS.drinks)) return;
    const parts = weighed.filter(
      (w, j) => j > i && from[j] === from[i] && inCategories(category(w), BLENDED_DRINKS.parts),
    );
    const measured = parts.some(
      (w) => inCategories(category(w), BLENDED_DRINKS.measuredPart) && w.portion.source !== "usual-amount",
    );
    if (parts.length < MIN_PARTS && !measured) return;
    // "protein shake w banana and pb": a protein shake is blended from a protein powder, or it is the bought one.
    const needed = Object.entries(BLENDED_DRINKS.needsPart).find(([drinks]) => inCategories(category(drink), [drinks]));
    if (needed && !parts.some((w) => inCategories(category(w), needed[1]))) return;
    dropped.add(i);
    notes.push(`“${drink.item.phrase}” counted as what it was made of.`);
  });
  return { weighed: weighed.filter((_, i) => !dropped.has(i)), notes };
}
