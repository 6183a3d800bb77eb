import { analyzeMeal } from "../../src/nutrition/index.js";
import { spokenNumbersToDigits } from "../../src/server/features/transcribe/index.js";

// Pinned: the foods read from a sentence do not depend on the day, but the engine wants a clock.
const READ_AT = { now: new Date("2026-01-15T20:00:00Z"), timeZone: "UTC" };

/** The foods the engine reads from a sentence, as the route hands a transcript to it (number words as digits). */
export function foodsRead(text: string): string[] {
  const result = analyzeMeal(spokenNumbersToDigits(text), READ_AT);
  if (!result.ok) return [];
  return result.meals.flatMap((meal) => meal.items.map((item) => item.food_id)).sort();
}

export function sameFoods(said: string, heard: string): boolean {
  return foodsRead(said).join("|") === foodsRead(heard).join("|");
}
