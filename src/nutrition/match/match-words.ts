import { readVocabulary } from "../vocabulary/read-vocabulary.js";

/** match-words.json: the words the food matcher reads in USDA's names and in the user's phrase. */
const MATCH_WORDS = readVocabulary("match-words.json");
export const USDA_NAME_WORDS = MATCH_WORDS.usdaNames;
export const USER_WORDS = MATCH_WORDS.userWords;
/** Words that describe a food but never name one alone ("red", "common", "thai"): neverAlone and the cuisines. */
export const DESCRIBES_ONLY: ReadonlySet<string> = new Set([...USER_WORDS.neverAlone, ...USER_WORDS.cuisines]);
/** The class word for meat ("nachos with meat"), which USDA's mixed dishes say as beef or pork. */
export const MEAT = USER_WORDS.meatClass;
/** What USDA's "meat" in mixed dishes is: "Nachos, beef or pork". */
export const RED_MEATS = USER_WORDS.redMeats;
/** Dishes a phone note names first and then what they hold ("pizza pepperoni", "hot pocket pepperoni"). */
export const DISHES_TYPED_FIRST: ReadonlySet<string> = new Set(USER_WORDS.dishesTypedFirst);
/** WWEIA categories whose foods, said with another food, are its flavour ("strawberry pop tarts"). */
export const FLAVOUR_CATEGORIES: readonly string[] = USER_WORDS.flavourCategories;

/** Whether a WWEIA category is one of `prefixes` (codes or their first digits, as the vocabulary files list them). */
export const inCategories = (category: string, prefixes: readonly string[]): boolean =>
  prefixes.some((prefix) => category.startsWith(prefix));
/** WWEIA's protein foods and its mixed dishes (match-words.json). */
export const isProteinFood = (category: string): boolean => inCategories(category, USER_WORDS.proteinCategories);
export const isMixedDish = (category: string): boolean => inCategories(category, USER_WORDS.mixedDishCategories);

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A pattern that finds any of `words` as a whole word. */
export const anyWordPattern = (words: readonly string[], flags = ""): RegExp =>
  new RegExp(`\\b(?:${words.map(escape).join("|")})\\b`, flags);
