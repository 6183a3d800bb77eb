import { splitItems } from "./item-splitter.js";
import { resolveTime } from "./meal-time.js";
import { splitMeals } from "./meal-splitter.js";
import { labelSpans } from "./spans.js";
import { normalizeText } from "./text-normalizer.js";
import { correctTypos } from "./typo-reader.js";
import { markUnsaidBreaks } from "./unsaid-breaks.js";
import type { ParsedMeal, ReadContext } from "./types.js";

/**
 * Reads a message into meals: items with quantities, and when each meal was eaten relative to `ctx.now` in
 * `ctx.timeZone`. Meals in which no food words remain are left out, so "hello" gives an empty list.
 */
export function parseMealText(text: string, ctx: ReadContext): ParsedMeal[] {
  const meals: ParsedMeal[] = [];
  for (const segment of splitMeals(normalizeText(correctTypos(text)))) {
    const items = splitItems(markUnsaidBreaks(segment.foodText));
    if (items.length === 0) continue;
    const time = resolveTime(segment.statement, ctx.now, ctx.timeZone);
    meals.push({
      text: segment.text,
      spans: labelSpans(segment.text),
      items,
      consumedAt: time.consumedAt,
      mealType: time.mealType,
      timeStated: time.timeStated,
    });
  }
  return meals;
}
