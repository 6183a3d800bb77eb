import type { NutritionEngine } from "./engine.js";
import { matchFood } from "./match/match-food.js";
import { stem, words } from "./match/tokenize.js";
import { itemSpans, joinSpans } from "./parse/spans.js";
import type { ParsedItem } from "./parse/types.js";
import { categoryGroup } from "./portion/portion-params.js";
import { explains } from "./unexplained-parts.js";
import { UNITS_TABLE } from "./vocabulary/units.js";

/** Dishes whose kinds are named by a word before them ("chicken taco", "ham sandwich"), by food group. */
const DISH_GROUPS: ReadonlySet<string> = new Set(["handheld", "sweets", "mixed"]);
/** Cuts a dish is counted in ("3 slices of pizza, pepperoni and cheese"): units.json `usdaPortions.cutFrom`. */
const COUNTED_IN: ReadonlySet<string> = new Set(UNITS_TABLE.usdaPortions.cutFrom);

/**
 * "2 tacos, chicken and steak", "2 sandwiches, turkey and ham": a list said right after a counted dish, each of
 * whose words, said before the dish's noun, names a kind of that dish USDA has, is which ones were eaten, the count
 * shared among them; not foods besides the dish. Every listed word must name such a kind ("2 eggs, bacon and toast"
 * is no list of omelets: eggs are no dish, and "toast eggs" names none).
 */
export function kindsOfCounted(items: readonly ParsedItem[], engine: NutritionEngine): ParsedItem[] {
  const out: ParsedItem[] = [];
  for (let i = 0; i < items.length; i++) {
    const dish = items[i] as ParsedItem;
    const found = kindsAfter(items, i, engine);
    if (!found) {
      out.push(dish);
      continue;
    }
    const share = (dish.quantity?.amount ?? 1) / found.kinds.length;
    for (const kind of found.kinds) {
      const spans = itemSpans(kind.said, words(kind.said)).spans;
      out.push({
        ...dish,
        foodText: kind.text,
        quantity: dish.quantity ? { ...dish.quantity, amount: share } : dish.quantity,
        phrase: `${kind.said} (of ${dish.phrase})`,
        spans: joinSpans(spans, kind.said.length, " (of ", dish.spans),
      });
    }
    i = found.last;
  }
  return out;
}

function kindsAfter(
  items: readonly ParsedItem[],
  at: number,
  engine: NutritionEngine,
): { kinds: { text: string; said: string }[]; last: number } | undefined {
  const dish = items[at] as ParsedItem;
  const next = items[at + 1];
  const unit = dish.quantity?.unit;
  const count = unit === undefined || COUNTED_IN.has(unit) ? (dish.quantity?.amount ?? 0) : 0;
  if (dish.role !== "food" || count < 2 || !next || next.quantity || dish.foodText.includes(" with ")) return undefined;
  const noun = words(dish.foodText).at(-1);
  if (!noun) return undefined;
  const dishFood = matchFood(dish.foodText, engine.index, dish.without)?.food;
  if (!dishFood || !DISH_GROUPS.has(categoryGroup(dishFood))) return undefined;
  const kinds: { text: string; said: string }[] = [];
  let last = at;
  for (let j = at + 1; j < items.length; j++) {
    const listed = items[j] as ParsedItem;
    if (listed.role !== "food" || listed.quantity || (listed.sentence ?? 0) !== (dish.sentence ?? 0)) break;
    const said = listed.phrase.toLowerCase().split(/\s+and\s+|\s*&\s*/);
    const named = said.map((kind) => {
      const text = `${kind.trim()} ${noun}`;
      const food = matchFood(text, engine.index, dish.without)?.food;
      const ofDish = food && words(food.description.split(",")[0] ?? "").some((w) => stem(w) === stem(noun));
      return ofDish && food && explains(food, kind, engine) ? { text, said: kind.trim() } : undefined;
    });
    if (named.some((k) => k === undefined)) break;
    kinds.push(...(named as { text: string; said: string }[]));
    last = j;
  }
  return kinds.length >= 2 && kinds.length <= count ? { kinds, last } : undefined;
}
