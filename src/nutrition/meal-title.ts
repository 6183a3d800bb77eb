import type { MealItem } from "../contracts/index.js";
import { normalizeText } from "./parse/index.js";
import { FILLER_WORDS, LEAD_FILLER_WORDS } from "./parse/lexicon/filler-words.js";
import { joinChainNames } from "./parse/lexicon/chain-names.js";
import { TRAILING_CLAUSE } from "./parse/lexicon/clause-words.js";
import { NUMBER_WORDS } from "./parse/lexicon/number-words.js";
import { SIZE_BY_WORD } from "./parse/lexicon/unit-words.js";
import { readQuantityAt, readTrailingMultiplier } from "./parse/quantity-reader.js";

/** Past this many names a title counts the rest ("…, toast and 2 more"). */
const MAX_NAMED = 3;
/** A name longer than this (a run-on phrase) is cut at a word. */
const MAX_NAME_CHARS = 40;
const ARTICLES = new Set(["a", "an"]);

/** What the user called one item, without its amount, unit, size or praise: "a large oat latte" → "oat latte". */
export function itemName(item: Pick<MealItem, "phrase" | "food_name" | "assumption">): string {
  // A parenthesis holds detail ("soy milk (sweetened)"), which the item shows; the title keeps the name short.
  // A chain's name is kept whole, whatever its words ("little caesars").
  // "3 beers at the bar": a clause about the meal is no name.
  const text = normalizeText(item.phrase.replace(/\([^)]*\)/g, " "));
  const clause = TRAILING_CLAUSE.exec(text)?.index;
  const tokens = joinChainNames((clause ? text.slice(0, clause) : text).split(/\s+/)).filter(
    (word) => word && (ARTICLES.has(word) || !FILLER_WORDS.has(word)),
  );
  // "i had a banana", "grabbed a coffee": the telling before the item is no part of its name.
  while (tokens.length > 1 && LEAD_FILLER_WORDS.has(tokens[0] ?? "") && !ARTICLES.has(tokens[0] ?? "")) tokens.shift();
  const read = readQuantityAt(tokens, 0);
  // "big mac", "little caesars": a size word the food was not weighed by is part of its name.
  const size = read?.quantity.size;
  const amount = size && item.assumption !== undefined && !item.assumption.includes(size) ? undefined : read;
  const words = withoutMeasures(tokens.slice(amount?.end ?? 0)).filter((word) => !FILLER_WORDS.has(word));
  while (words[0] === "of" || words[0] === "x") words.shift();
  // "sweet tea large", "iced americano venti": a size typed last that weighed the food is no name.
  const lastSize = SIZE_BY_WORD.get(words.at(-1) ?? "");
  if (words.length > 1 && lastSize && item.assumption?.includes(lastSize)) words.pop();
  const name = words.length ? words.join(" ").replace(/_/g, " ") : usdaShortName(item.food_name);
  if (name.length <= MAX_NAME_CHARS) return name;
  const cut = name.slice(0, MAX_NAME_CHARS);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), 1))}…`;
}

/**
 * "chicken breast 6 oz", "dominos 3 slices pepperoni", "coffee two cups": a measure typed after the food's first
 * words is no name; nor is a count typed last ("samosa 2", "pop tarts x 2", "pancakes three").
 */
function withoutMeasures(tokens: string[]): string[] {
  for (let i = 1; i < tokens.length; i++) {
    if (!/^\d/.test(tokens[i] ?? "") && !NUMBER_WORDS.has(tokens[i] ?? "")) continue;
    const measure = readQuantityAt(tokens, i, false);
    if (measure?.quantity.unit) return [...tokens.slice(0, i), ...withoutMeasures(tokens.slice(measure.end))];
  }
  const count = readTrailingMultiplier(tokens);
  return count && count.start > 0 ? [...tokens.slice(0, count.start), ...tokens.slice(count.end)] : tokens;
}

/** "Egg omelet or scrambled egg" from "Egg omelet or scrambled egg, NFS": for an item the user gave no words. */
function usdaShortName(foodName: string): string {
  return (foodName.split(",")[0] ?? foodName).trim().toLowerCase();
}

/** The meal's title in the user's words: "Scrambled eggs, sourdough, butter and oat latte". */
export function mealTitle(items: readonly Pick<MealItem, "phrase" | "food_name" | "assumption">[]): string {
  const names = [...new Set(items.map(itemName))];
  if (names.length === 0) return "Meal";
  const named = names.length > MAX_NAMED + 1 ? names.slice(0, MAX_NAMED) : names;
  const rest = names.length - named.length;
  const last = rest > 0 ? `${rest} more` : named.pop();
  const title = named.length ? `${named.join(", ")} and ${last}` : (last as string);
  return title.charAt(0).toUpperCase() + title.slice(1);
}
