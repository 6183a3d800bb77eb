import { readSpeechWords } from "./speech-words.js";

/**
 * Food names and units as people say them; they fill the sentence shapes (meal-shapes.ts) the speech model is
 * trained on, beside the food database's names and the engine's vocabulary.
 */

/** Units said most often; every other unit the engine reads is said too, less often. */
export const COMMON_UNITS: readonly string[] = [
  "cup",
  "cups",
  "slice",
  "slices",
  "piece",
  "pieces",
  "bowl",
  "bowls",
  "glass",
  "glasses",
  "tablespoon",
  "tablespoons",
  "teaspoon",
  "teaspoons",
  "ounce",
  "ounces",
  "gram",
  "grams",
  "can",
  "cans",
  "bottle",
  "bottles",
  "scoop",
  "scoops",
  "serving",
  "servings",
  "handful",
  "handfuls",
  "bar",
  "bars",
  "plate",
  "bag",
  "pound",
  "mug",
  "order",
  "strips",
  "packet",
];

/** Everyday names people say that the database spells differently (assets/speech-words.json). */
export const SPOKEN_FOODS: readonly string[] = readSpeechWords().everydayFoods;

/**
 * How a food was made or served, said before any food ("grilled", "iced", "leftover"). The corpus puts one before
 * a share of foods, so the model expects a food after these words without having seen each pair.
 */
export const PREPARATIONS: ReadonlyArray<readonly [string, number]> = [
  ["grilled", 5],
  ["baked", 4],
  ["fried", 4],
  ["roasted", 3],
  ["steamed", 2],
  ["boiled", 2],
  ["scrambled", 1],
  ["poached", 1],
  ["toasted", 1.5],
  ["sauteed", 1],
  ["smoked", 1],
  ["broiled", 0.5],
  ["mashed", 0.5],
  ["pan fried", 0.5],
  ["deep fried", 0.5],
  ["stir fried", 0.3],
  ["raw", 1],
  ["fresh", 2],
  ["frozen", 1],
  ["canned", 0.5],
  ["dried", 0.5],
  ["homemade", 2],
  ["leftover", 2],
  ["plain", 2],
  ["hot", 2],
  ["iced", 2],
  ["cold", 1.5],
  ["warm", 0.5],
  ["spicy", 2],
  ["sweet", 1],
  ["black", 1],
  ["crispy", 1],
  ["whole wheat", 1],
  ["low fat", 0.5],
  ["sugar free", 0.5],
  ["organic", 0.5],
  ["vegan", 0.5],
];
