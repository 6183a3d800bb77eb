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
    const found = kindsAfter(items, i, engine) ?? partsAfter(items, i, engine);
    if (!found) {
      out.push(dish);
      continue;
    }
    const share = (dish.quantity?.amount ?? 1) / found.kinds.length;
    for (const kind of found.kinds) {
      const spans = itemSpans(kind.said, words(kind.said)).spans;
      if (found.cuts) {
        // A cut counted is one whole cut ("1 thigh"), not a piece cut from one; it is said as the food it is.
        out.push({ ...dish, foodText: kind.text, quantity: { amount: share, raw: "" }, phrase: kind.said, spans });
        continue;
      }
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
): { kinds: { text: string; said: string }[]; last: number; cuts?: true } | undefined {
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

/**
 * "kfc 2 piece original recipe thigh and drumstick", "2pc fried chicken breast and wing": cuts listed after a count of
 * pieces that ends in one cut are the pieces counted, the count shared among them, each said as the first was (KFC's
 * drumstick, not a plain one). Each listed word must name a food of the first's kind when it takes the first cut's place.
 */
function partsAfter(
  items: readonly ParsedItem[],
  at: number,
  engine: NutritionEngine,
): { kinds: { text: string; said: string }[]; last: number; cuts: true } | undefined {
  const first = items[at] as ParsedItem;
  const count = first.quantity?.unit === "piece" ? first.quantity.amount : 0;
  const said = words(first.foodText);
  const cut = said.at(-1);
  // The first piece ends in a cut of the food ("thigh"), no word describing it ("kfc original").
  if (first.role !== "food" || count < 2 || !cut || said.length < 2 || !engine.index.nouns.has(stem(cut)))
    return undefined;
  const firstFood = matchFood(first.foodText, engine.index, first.without)?.food;
  if (!firstFood || !explains(firstFood, cut, engine)) return undefined;
  const kinds = [{ text: first.foodText, said: first.foodText }];
  let last = at;
  for (let j = at + 1; j < items.length && kinds.length < count; j++) {
    const listed = items[j] as ParsedItem;
    const word = words(listed.foodText);
    if (
      listed.role !== "food" ||
      listed.quantity ||
      word.length !== 1 ||
      (listed.sentence ?? 0) !== (first.sentence ?? 0)
    )
      break;
    const text = [...said.slice(0, -1), word[0]].join(" ");
    const food = matchFood(text, engine.index, first.without)?.food;
    if (!food || food.category !== firstFood.category || !explains(food, word[0] ?? "", engine)) break;
    kinds.push({ text, said: word[0] ?? "" });
    last = j;
  }
  return kinds.length >= 2 ? { kinds, last, cuts: true } : undefined;
}
