import { readVocabulary } from "../../vocabulary/read-vocabulary.js";

/** Dish names and dish nouns: src/nutrition/vocabulary/compound-foods.json. */
const COMPOUNDS = readVocabulary("compound-foods.json");

/** A spirit and its mixer is one drink ("a drink of vodka and soda"), as USDA's cocktails are. */
const mixedDrinks = ({ spirits, mixers }: typeof COMPOUNDS.mixedDrinks): string[] =>
  spirits.flatMap((s) => mixers.map((m) => `${s} and ${m}`));

/** "vodka soda", "gin tonic": a mixed drink said without its "and", as bars write it → the words USDA names it by. */
export const MIXED_DRINKS_SAID_SHORT: Readonly<Record<string, string>> = Object.fromEntries(
  COMPOUNDS.mixedDrinks.spirits.flatMap((s) => COMPOUNDS.mixedDrinks.mixers.map((m) => [`${s} ${m}`, `${s} and ${m}`])),
);

/**
 * Dish names that hold a joining word ("and", "with") or a size word ("big mac") and must be read as one, and brand
 * names that hold a filler or joining word ("light and fit", "yoplait light"), protected as chains' names are.
 * Lowercase, after shorthand expansion.
 */
export const COMPOUND_FOODS: readonly string[] = [
  ...COMPOUNDS.dishes,
  ...mixedDrinks(COMPOUNDS.mixedDrinks),
  ...COMPOUNDS.brands,
];

/** Nouns that end a dish named after its ingredients ("chicken and rice soup", "turkey and swiss wrap"). */
export const DISH_NOUNS: ReadonlySet<string> = new Set(COMPOUNDS.dishNouns);
