import type { NutritionEngine } from "./engine.js";
import { headNoun, matchFood } from "./match/match-food.js";
import { stem, words } from "./match/tokenize.js";
import { chainDishIn, isFillingCategory } from "./parse/lexicon/chain-names.js";
import type { ParsedItem } from "./parse/types.js";

/**
 * "little caesars 4 crazy bread & 2 slices pepperoni", "jimmy johns turkey tom": at a chain known for one dish
 * (assets/chain-menus.json `dish`), a meat or cheese said without a dish of its own is in that dish: pepperoni pizza,
 * a turkey sub. Only when USDA has that dish with it; what is no filling (bread, chips, a drink) stays itself.
 */
export function inChainDish(items: ParsedItem[], engine: NutritionEngine): ParsedItem[] {
  const dish = chainDishIn(items.flatMap((i) => words(i.phrase)));
  if (!dish) return items;
  const dishStem = stem(dish);
  return items.map((item) => {
    if (item.role !== "food" || words(item.foodText).some((w) => stem(w) === dishStem)) return item;
    const plain = matchFood(item.foodText, engine.index, item.without);
    if (!plain || !isFillingCategory(plain.food.category)) return item;
    const foodText = `${item.foodText} ${dish}`;
    const inDish = matchFood(foodText, engine.index, item.without);
    const named = inDish && new Set(words(inDish.food.description).map(stem));
    // The dish must name what was said in it: "6 hot wings" at a pizza place are wings, not a chicken pizza.
    const head = headNoun(item.foodText, engine.index);
    if (!named?.has(dishStem) || head === undefined || !named.has(head)) return item;
    return { ...item, foodText };
  });
}
