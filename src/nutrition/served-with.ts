import type { NutritionEngine } from "./engine.js";
import { matchFood } from "./match/match-food.js";
import { words } from "./match/tokenize.js";
import { SERVED_WITH } from "./parse/lexicon/extra-words.js";
import { itemSpans } from "./parse/spans.js";
import type { ParsedItem } from "./parse/types.js";

/**
 * "panera chicken caesar": USDA codes a caesar salad without its dressing and the dressing apart, so a dish that always
 * comes with an extra (extra-words.json `servedWith`) gets it at its usual amount, unless the meal's words name that
 * extra already ("w dressing", "with ranch") or leave it out ("no dressing"), or the food found holds it.
 */
export function addServedWith(items: ParsedItem[], engine: NutritionEngine): ParsedItem[] {
  const extraOf = (item: ParsedItem): string | undefined => {
    const dish = item.role === "food" ? words(item.foodText).find((w) => SERVED_WITH[w] !== undefined) : undefined;
    return dish === undefined ? undefined : SERVED_WITH[dish];
  };
  if (!items.some((item) => extraOf(item) !== undefined)) return items;
  const said = new Set(items.flatMap((i) => [...words(i.foodText), ...i.without.flatMap((w) => words(w))]));
  return items.flatMap((item) => {
    const extra = extraOf(item);
    if (!extra) return [item];
    const extraWords = words(extra);
    const kind = extraWords[extraWords.length - 1] ?? extra;
    const holdsKind = new RegExp(`(?<!\\bno )\\b${kind}\\b`, "i");
    const foodOf = (i: ParsedItem) => matchFood(i.foodText, engine.index, i.without, i.quantity?.size)?.food;
    const food = foodOf(item);
    if (!food || said.has(kind) || holdsKind.test(food.description)) return [item];
    // "caesar salad with ranch": another dressing said is the one it came with.
    if (items.some((other) => other !== item && holdsKind.test(foodOf(other)?.description ?? ""))) return [item];
    const served: ParsedItem = {
      phrase: extra,
      spans: itemSpans(extra, extra.split(" ")).spans,
      foodText: extra,
      role: "extra",
      without: [],
    };
    return [item, served];
  });
}
