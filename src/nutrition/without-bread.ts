import type { NutritionEngine } from "./engine.js";
import { matchFood } from "./match/match-food.js";
import { stem } from "./match/tokenize.js";
import { WITHOUT_BREAD } from "./parse/lexicon/extra-words.js";
import { itemSpans } from "./parse/spans.js";
import type { ParsedItem } from "./parse/types.js";

const BREADS = new Set(WITHOUT_BREAD.breads.map(stem));
const DISHES = WITHOUT_BREAD.dishes.map((d) => ({ ...d, words: d.said.split(" ").map(stem) }));

/** Where `said` stands among `words` (compared by stem), or -1. */
function place(words: readonly string[], said: readonly string[]): number {
  for (let i = 0; i + said.length <= words.length; i++)
    if (said.every((w, j) => stem(words[i + j] as string) === w)) return i;
  return -1;
}

/**
 * "turkey burger no bun", "2 cheeseburgers without the bun", "chicken burrito no tortilla": a dish said without its
 * bread is what was in it (extra-words.json `withoutBread`): a turkey patty, two beef patties and two slices of cheese,
 * a chicken burrito bowl. Only when the filling's words find a food; the item still says what was left out.
 */
export function withoutBread(items: ParsedItem[], engine: NutritionEngine): ParsedItem[] {
  return items.flatMap((item) => {
    if (item.role !== "food" || !item.without.some((w) => BREADS.has(stem(w)))) return [item];
    const said = item.foodText.split(" ");
    const dish = DISHES.map((d) => ({ d, at: place(said, d.words) })).find((f) => f.at >= 0);
    if (!dish) return [item];
    const { d, at } = dish;
    const foodText = [...said.slice(0, at), d.filling, ...said.slice(at + d.words.length)].filter(Boolean).join(" ");
    if (foodText === "" || !matchFood(foodText, engine.index, item.without)) return [item];
    const filled: ParsedItem = { ...item, foodText };
    if (!d.with) return [filled];
    const slices = item.quantity?.unit ? 1 : (item.quantity?.amount ?? 1);
    const slice: ParsedItem = {
      phrase: d.with,
      spans: itemSpans(d.with, d.with.split(" ")).spans,
      foodText: d.with,
      role: "extra",
      without: [],
      quantity: { amount: slices, unit: "slice", raw: slices === 1 ? "a slice" : `${slices} slices` },
    };
    return [filled, slice];
  });
}
