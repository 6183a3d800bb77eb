import type { MealItem } from "../../contracts/index.js";
import { analyzeMeal } from "../analyze-meal.js";
import type { NutritionEngine } from "../engine.js";

// Reading one item's words needs no clock: the time the reader infers is thrown away.
const NO_TIME = { now: new Date(0), timeZone: "UTC" };

/** The engine's items for a phrase, read and weighed exactly as if the user had logged it. */
export function itemsFor(phrase: string, engine: NutritionEngine): MealItem[] {
  const read = analyzeMeal(phrase, NO_TIME, engine);
  return read.ok ? read.meals.flatMap((meal) => meal.items) : [];
}

/** Every nutrient of an item multiplied by one factor (USDA values are per gram, so this is exact). */
export function scaledItem(item: MealItem, factor: number): MealItem {
  const scale = <T extends Record<string, number | undefined>>(values: T): T =>
    Object.fromEntries(
      Object.entries(values).map(([key, value]) => [
        key,
        value === undefined ? value : Math.round(value * factor * 100) / 100,
      ]),
    ) as T;
  return {
    ...item,
    quantity: Math.round(item.quantity * factor * 100) / 100,
    grams: Math.round(item.grams * factor * 10) / 10,
    macros: scale(item.macros),
    lipids_detail: scale(item.lipids_detail),
    micros: scale(item.micros),
  };
}
