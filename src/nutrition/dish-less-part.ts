import type { MealItem } from "../contracts/index.js";
import type { NutritionEngine } from "./engine.js";
import { findWords, tokensOf } from "./edit/phrase-words.js";
import { PART_WORDS, type PartWord } from "./edit/vocabulary/part-words.js";
import { defaultPortion } from "./portion/resolve-portion.js";

/** The parts a word names ("bread": a burger's bun, a sandwich's bread), from edit-part-words.json. */
export const partsNamed = (words: string): PartWord[] =>
  PART_WORDS.filter((p) => p.words.includes(words) || p.name === words);

/** The first part a word names ("buns" → the bun). */
export const partNamed = (words: string): PartWord | undefined => partsNamed(words)[0];

const NOT_HELD = /\b(?:without|no) [a-z ]+|[a-z/ ]+ not eaten\b/g;

/** True when USDA's name of the food says it holds the part ("Turkey sandwich on white, with cheese"). */
export function holdsPart(foodName: string, part: PartWord): boolean {
  const name = foodName.toLowerCase().replace(NOT_HELD, " ");
  return part.inDishes.some((w) => name.includes(w)) || part.words.some((w) => findWords(tokensOf(name), w).length > 0);
}

/** The item less another (a part taken off a dish); no nutrient goes below zero. */
export function itemLess(item: MealItem, part: MealItem, count: number): MealItem {
  const less = <T extends Record<string, number | undefined>>(
    values: T,
    minus: Record<string, number | undefined>,
  ): T =>
    Object.fromEntries(
      Object.entries(values).map(([key, value]) => [
        key,
        value === undefined ? value : Math.max(0, Math.round((value - (minus[key] ?? 0) * count) * 100) / 100),
      ]),
    ) as T;
  return {
    ...item,
    grams: Math.max(0, Math.round((item.grams - part.grams * count) * 10) / 10),
    macros: less(item.macros, part.macros),
    lipids_detail: less(item.lipids_detail, part.lipids_detail),
    micros: less(item.micros, part.micros),
  };
}

/**
 * "a cheeseburger without the bun": a dish USDA only has with a part, less that part (`takeOff`, weighed by
 * `weigh` as the engine weighs that phrase) once per dish counted, saying so. Undefined when the dish does not hold
 * the part, or is too small to (a dish USDA weighs at twice the part or less cannot hold it).
 */
export function dishLessPart(
  dish: MealItem,
  part: PartWord,
  engine: NutritionEngine,
  weigh: (phrase: string) => MealItem | undefined,
): MealItem | undefined {
  if (!part.takeOff || !holdsPart(dish.food_name, part)) return undefined;
  const piece = weigh(part.takeOff);
  const food = engine.db.byId.get(dish.food_id);
  const one = food ? (defaultPortion(food)?.grams ?? food.portions[0]?.grams) : undefined;
  if (!piece || !one || piece.grams > one / 2) return undefined;
  const dishes = Math.max(0.25, Math.round((dish.grams / one) * 4) / 4);
  const less = itemLess(dish, piece, dishes);
  const taken = `less ${dishes === 1 ? "" : `${dishes} × `}${part.takeOff} (${Math.round(piece.grams * dishes)} g, USDA "${piece.food_name}")`;
  return { ...less, assumption: `${dish.assumption ?? ""}; ${taken}` };
}
