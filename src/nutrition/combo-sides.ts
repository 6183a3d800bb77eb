import type { NutritionEngine } from "./engine.js";
import { matchFood } from "./match/match-food.js";
import { isStopword, words } from "./match/tokenize.js";
import { COMBO } from "./parse/lexicon/extra-words.js";
import { itemSpans } from "./parse/spans.js";
import type { ParsedItem } from "./parse/types.js";

const COMBO_WORDS = new Set(COMBO.words);
/** "… the meal", "my meal", "a kids meal": the meal talked about or a smaller one, not an order's combo. */
const NOT_AN_ORDER = new Set(COMBO.notAfter);

/** The words end in a combo word right after the order's own words: "big mac meal", not "to round off the meal". */
function namesCombo(said: readonly string[]): boolean {
  const before = said[said.length - 2];
  return (
    COMBO_WORDS.has(said[said.length - 1] ?? "") &&
    before !== undefined &&
    !isStopword(before) &&
    !NOT_AN_ORDER.has(before)
  );
}

/**
 * "a big mac meal", "spicy deluxe combo": a fast-food order said as a meal or combo comes with medium fries and a
 * medium drink (extra-words.json `combo`), each counted unless the meal names a food of its kind already ("big mac
 * meal w a coke" has its drink). `fromCounter` says whether the meal came from a counter.
 */
export function addComboSides(
  items: ParsedItem[],
  engine: NutritionEngine,
  fromCounter: (items: readonly ParsedItem[]) => boolean,
): ParsedItem[] {
  const combo = items.findIndex((i) => i.role === "food" && namesCombo(words(i.phrase)));
  if (combo < 0 || !fromCounter(items)) return items;
  const categories = items.map((i) => matchFood(i.foodText, engine.index, i.without)?.food.category ?? "");
  const missing = COMBO.comesWith.filter(
    (side) => !categories.some((c) => side.unlessCategories.some((prefix) => c.startsWith(prefix))),
  );
  const sides = missing.map((side): ParsedItem => ({
    phrase: side.food,
    spans: itemSpans(side.food, side.food.split(" ")).spans,
    foodText: side.food,
    quantity: { amount: 1, size: "medium", raw: "medium" },
    role: "food",
    without: [],
  }));
  return [...items.slice(0, combo + 1), ...sides, ...items.slice(combo + 1)];
}
