import { escapeRegExp } from "./parse/escape-reg-exp.js";
import { APIECE } from "./parse/lexicon/number-words.js";
import { itemSpans } from "./parse/spans.js";
import type { ParsedItem, ParsedQuantity } from "./parse/types.js";

const APIECE_SAID = APIECE.map(escapeRegExp).join("|");
const APIECE_WORDS = new Set(APIECE);
const AND = /\s+and\s+/;

/**
 * An amount said "each" (number-words.json `apiece`) is every listed food's, not the last one's alone: "steamed
 * broccoli and cauliflower (1 c each)" is a cup of both, "pb and jelly 1 tbsp each" a spoon of each, and the foods
 * said before it in its sentence with no amount of their own take it too, and after it when it opens the list ("2 each
 * of deviled eggs and pigs in a blanket"). (After a count it weighs each one counted,
 * "2 burgers, 4 oz each": the item splitter reads that.)
 */
export function amountsApiece(items: readonly ParsedItem[]): ParsedItem[] {
  const out: ParsedItem[] = [];
  // "2 each of deviled eggs and pigs in a blanket": an amount said "each" first is the foods' after it too.
  let ahead: { quantity: ParsedQuantity; sentence: number | undefined } | undefined;
  for (const item of items) {
    if (ahead && !item.quantity && item.role === "food" && item.sentence === ahead.sentence) {
      out.push({ ...item, quantity: ahead.quantity });
      continue;
    }
    ahead = undefined;
    const q = item.quantity;
    const apiece = q && new RegExp(`${escapeRegExp(q.raw)}\\W*(?:${APIECE_SAID})\\b`, "i").test(item.phrase);
    if (!q || !apiece) {
      out.push(item);
      continue;
    }
    const foodText = item.foodText
      .split(" ")
      .filter((w) => !APIECE_WORDS.has(w))
      .join(" ");
    if (new RegExp(`^(?:an? )?${escapeRegExp(q.raw)}\\W*(?:${APIECE_SAID})\\b`, "i").test(item.phrase))
      ahead = { quantity: q, sentence: item.sentence };
    for (let j = out.length - 1; j >= 0; j--) {
      const before = out[j] as ParsedItem;
      if (before.quantity || before.sentence !== item.sentence || before.role !== "food") break;
      out[j] = { ...before, quantity: q };
    }
    const foods = foodText.split(AND).filter(Boolean);
    if (foods.length < 2) out.push({ ...item, foodText });
    else out.push(...foods.map((food, i) => ownAmount(item, food, q, i === 0)));
  }
  return out;
}

function ownAmount(item: ParsedItem, food: string, q: ParsedQuantity, first: boolean): ParsedItem {
  const phrase = `${food} ${q.raw}`;
  return {
    ...item,
    phrase,
    foodText: food,
    spans: itemSpans(phrase, food.split(" "), q.raw.split(" ")).spans,
    without: first ? item.without : [],
  };
}
