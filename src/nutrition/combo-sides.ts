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

const KIDS = new Set(COMBO.kids.words);
/** "happy meal", "kids meal nuggets": a kids' word before a combo word, wherever it stands. */
const namesKidsMeal = (said: readonly string[]): boolean =>
  said.some((w, i) => i > 0 && COMBO_WORDS.has(w) && KIDS.has(said[i - 1] ?? ""));

/**
 * "a big mac meal", "spicy deluxe combo": a fast-food order said as a meal or combo comes with medium fries and a
 * medium drink (extra-words.json `combo`), each counted unless the meal names a food of its kind already ("big mac
 * meal w a coke" has its drink); a kids meal with the kids' sides, the kids' order ("happy meal": kids meal fries).
 * `fromCounter` says whether the meal came from a counter.
 */
export function addComboSides(
  items: ParsedItem[],
  engine: NutritionEngine,
  fromCounter: (items: readonly ParsedItem[]) => boolean,
): ParsedItem[] {
  const kids = items.findIndex((i) => i.role === "food" && namesKidsMeal(words(i.phrase)));
  const combo = kids >= 0 ? kids : items.findIndex((i) => i.role === "food" && namesCombo(words(i.phrase)));
  if (combo < 0 || !fromCounter(items)) return items;
  const categories = items.map((i) => matchFood(i.foodText, engine.index, i.without)?.food.category ?? "");
  const missing = (kids >= 0 ? COMBO.kids.comesWith : COMBO.comesWith).filter(
    (side) => !categories.some((c) => side.unlessCategories.some((prefix) => c.startsWith(prefix))),
  );
  const sides = missing.map((side): ParsedItem => ({
    phrase: side.food,
    spans: itemSpans(side.food, side.food.split(" ")).spans,
    foodText: side.food,
    quantity: kids >= 0 ? { amount: 1, raw: "1" } : { amount: 1, size: "medium", raw: "medium" },
    role: "food",
    without: [],
  }));
  return [...items.slice(0, combo + 1), ...sides, ...items.slice(combo + 1)];
}
