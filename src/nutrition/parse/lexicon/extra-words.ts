import { readVocabulary } from "../../vocabulary/read-vocabulary.js";

/** Foods that come with another food: src/nutrition/vocabulary/extra-words.json. */
const EXTRAS = readVocabulary("extra-words.json");

/**
 * Foods that are usually an addition to another food: cooking fats, spreads, sweeteners, dressings and sauces.
 * "toast with butter" gives toast plus an extra item "butter".
 */
export const EXTRA_FOODS: ReadonlySet<string> = new Set(EXTRAS.extras);

/** The last word of an extra whatever is said before it: "lemon vinaigrette", "caesar dressing". */
export const EXTRA_KINDS: ReadonlySet<string> = new Set(EXTRAS.extraKinds);

/** Foods served beside a dish, never in it: "a cheeseburger with fries" is two foods. */
export const SIDE_FOODS: ReadonlySet<string> = new Set(EXTRAS.sides);

/** Cooking verbs whose "in"/"with" introduces the fat or liquid a food was cooked in ("fried in olive oil"). */
export const COOKING_VERBS: ReadonlySet<string> = new Set(EXTRAS.cookingVerbs);

/** A milk's kind said alone after a drink or a cereal is that milk added to it ("latte w oat", "cheerios w skim"). */
export const MILK_KINDS: ReadonlySet<string> = new Set(EXTRAS.milkKinds);

/** A dressing's kind said alone after a salad is that dressing ("side salad w italian", "salad w french"). */
export const DRESSING_KINDS: ReadonlySet<string> = new Set(EXTRAS.dressingKinds);
/** A sauce's kind said alone after any other food is that sauce ("nuggets w bbq"). */
export const SAUCE_KINDS: ReadonlySet<string> = new Set(EXTRAS.sauceKinds);

/** A milk's WWEIA category → the word USDA names a milk drink's variant made with it by ("with non-dairy milk"). */
export const MILK_DRINK_VARIANTS: Readonly<Record<string, string>> = EXTRAS.milkDrinkVariants;

/** Drinks blended from parts and what they are blended from, by WWEIA category ("protein shake 2 scoops whey w almond milk"). */
export const BLENDED_DRINKS = EXTRAS.blendedDrinks;

/** A dish's words → the extra it always comes with, coded apart by USDA ("caesar" → "caesar dressing"). */
export const SERVED_WITH: Readonly<Record<string, string>> = EXTRAS.servedWith;

/** A fast-food order said as a meal or combo, and what such an order comes with ("a big mac meal": fries, a drink). */
export const COMBO = EXTRAS.combo;
