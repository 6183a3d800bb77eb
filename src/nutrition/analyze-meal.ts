import { z } from "zod";
import type { MealEntryDraft, MealItem } from "../contracts/index.js";
import { assembleEntry } from "./assemble-entry.js";
import { getEngine, type NutritionEngine } from "./engine.js";
import { readMealText } from "./readers.js";
import { refineItems } from "./refine-items.js";
import { resolveItem } from "./resolve-item.js";

export const analyzeOptionsSchema = z.object({
  now: z.date(),
  timeZone: z.string().min(1),
});
export type AnalyzeOptions = z.infer<typeof analyzeOptionsSchema>;

export type AnalyzeResult = { ok: true; meals: MealEntryDraft[] } | { ok: false; reason: string };

export function noFoodReason(text: string): string {
  const shown = text.trim().length > 60 ? `${text.trim().slice(0, 57)}…` : text.trim();
  return `No food recognised in “${shown}”. Describe what you ate, for example “2 eggs and toast”.`;
}

/** Meal text → meal entries (one per meal mentioned), or the reason nothing could be read. */
export function analyzeMeal(
  text: string,
  options: AnalyzeOptions,
  engine: NutritionEngine = getEngine(),
): AnalyzeResult {
  const { now, timeZone } = analyzeOptionsSchema.parse(options);
  const parsed = readMealText(text, { now, timeZone });
  const meals: MealEntryDraft[] = [];
  for (const meal of parsed) {
    const items: MealItem[] = [];
    const notes: string[] = [];
    for (const p of refineItems(meal.items, engine)) {
      const item = resolveItem(p, engine);
      if (item) items.push(item);
      else if (p.role === "food") notes.push(`Could not read “${p.phrase}”.`);
    }
    const without = meal.items.flatMap((p) => p.without);
    if (without.length) notes.unshift(`Without: ${without.join(", ")}.`);
    if (items.length === 0) continue;
    meals.push(
      assembleEntry(items, { text: meal.text, consumedAt: meal.consumedAt, mealType: meal.mealType, notes }, engine),
    );
  }
  if (meals.length === 0) return { ok: false, reason: noFoodReason(text) };
  return { ok: true, meals };
}
