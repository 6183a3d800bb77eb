import type { Food } from "../db/food-types.js";
import type { NutritionEngine } from "../engine.js";
import { MILK_DRINK_VARIANTS } from "../parse/lexicon/extra-words.js";

const variantsByEngine = new WeakMap<NutritionEngine, Map<string, Food>>();

/** A food's name as the set of its comma parts, in one order: "Coffee, Latte, with non-dairy milk". */
const partsKey = (description: string): string =>
  description
    .split(",")
    .map((p) => p.trim().toLowerCase())
    .sort()
    .join("|");

/**
 * "iced latte w oat milk": a milk said with a drink USDA makes with milk is the drink's own milk when USDA names the
 * drink's variant made with it (extra-words.json `milkDrinkVariants`: "Coffee, Iced Latte, with non-dairy milk"),
 * not more milk poured in. Undefined when the milk names no variant or USDA has none of this drink.
 */
export function milkDrinkVariant(milk: Food, drink: Food, engine: NutritionEngine): Food | undefined {
  const word = Object.entries(MILK_DRINK_VARIANTS).find(([category]) => milk.category.startsWith(category))?.[1];
  if (!word || drink.description.toLowerCase().includes(word)) return undefined;
  let byParts = variantsByEngine.get(engine);
  if (!byParts) {
    byParts = new Map(engine.db.foods.map((f) => [partsKey(f.description), f]));
    variantsByEngine.set(engine, byParts);
  }
  return byParts.get(partsKey(`${drink.description}, ${word}`));
}
