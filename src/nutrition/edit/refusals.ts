import type { MealItem } from "../../contracts/index.js";

/** What the editor can do, said after every refusal so the user knows how to say it. */
export const EDIT_CAN_DO =
  "I can add or remove a food or a part of one (“no cheese”), swap a food or its kind (“turkey, not ham”, “skim, not whole”), change an amount or size (“4, not 2”, “make that a large”, “the pasta was 150 g”), scale (“I only ate half”) or move the meal (“it was lunch yesterday”).";

const listed = (items: readonly MealItem[]) => {
  const names = items.map((i) => `“${i.phrase}”`);
  return names.length <= 1 ? (names[0] ?? "nothing") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
};

export const notInMeal = (target: string, items: readonly MealItem[]) =>
  `Nothing in this meal is “${target}”: it has ${listed(items)}. Name one of those, or say “add ${target}” if it is missing.`;

export const whichOne = (words: string, candidates: readonly MealItem[]) =>
  `Which one was ${words}: ${listed(candidates)}? Say it with the food, for example “the ${candidates[0]?.phrase.split(" ").at(-1) ?? "drink"} was ${words}”.`;

export const noKind = (words: string, item: MealItem) =>
  `USDA's tables have no ${words} kind of “${item.food_name}”, so “${item.phrase}” is unchanged. You can name the food instead, for example “it was a ${words} …”.`;

export const nothingToTakeOff = (part: string, item: MealItem) =>
  `“${item.food_name}”, as USDA weighs it, holds no ${part}, so there is nothing to take off “${item.phrase}”.`;

export const noFoodFor = (phrase: string) => `I couldn't find a food for “${phrase}” in USDA's tables.`;

export const wouldEmpty = (target: string) =>
  `Removing “${target}” would leave the meal empty; delete the meal instead.`;

export const noneHolds = (part: string, items: readonly MealItem[]) =>
  `Nothing in this meal has ${part} to take off: USDA weighs ${listed(items.map((i) => ({ ...i, phrase: i.food_name })))} without it. Say “remove …” with one of those to take a whole food off.`;

export const sameAtAnySize = (size: string, item: MealItem) =>
  `USDA weighs “${item.food_name}” the same at that size, so a ${size} “${item.phrase}” stays at ${item.grams} g. Give its weight instead, for example “it was 150 g”.`;

export const partNotLighter = (part: string, item: MealItem) =>
  `Without ${part}, USDA's closest food to “${item.phrase}” has more energy, not less, so I left it as it was. Name the food as it was, for example “it was …”.`;
