import type { MealItem, MealType } from "../../contracts/index.js";
import type { NutritionEngine } from "../engine.js";
import { normalizeText } from "../parse/text-normalizer.js";
import type { EditOperation, ParsedItem, ParsedQuantity } from "../parse/types.js";
import { resolvePortion } from "../portion/resolve-portion.js";
import { resolveItem, rescaleItem } from "../resolve-item.js";
import { findTargetItems, headWord, wordStems } from "./item-target.js";

/** The parts of a meal an edit changes; everything else is rebuilt from them. */
export interface MealState {
  items: MealItem[];
  consumedAt: Date;
  mealType: MealType;
  servings: number;
}

export type StepResult = { ok: true; state: MealState } | { ok: false; reason: string };

const fail = (reason: string): StepResult => ({ ok: false, reason });

function notFound(target: string, items: readonly MealItem[]): StepResult {
  const names = items.map((i) => `“${i.phrase}”`).join(", ");
  return fail(`I couldn't find “${target}” in this meal (it has ${names}).`);
}

function resolveOrFail(parsed: ParsedItem, engine: NutritionEngine): MealItem | string {
  return resolveItem(parsed, engine) ?? `I couldn't find a food for “${parsed.phrase}”.`;
}

/** "it was skim, not whole": a target that is only a describing word swaps that word inside the item's phrase. */
function replacementFor(item: MealItem, target: string, replacement: ParsedItem): ParsedItem {
  const itemWords = normalizeText(item.phrase).split(/\s+/);
  const targetStems = new Set(wordStems(target));
  const describesOnly = !targetStems.has(headWord(item.phrase));
  const sharesFood = wordStems(replacement.foodText).some((w) => w === headWord(item.phrase));
  if (!describesOnly || sharesFood) return replacement;
  const swapped = itemWords.map((w) => (targetStems.has(wordStems(w)[0] ?? "") ? replacement.foodText : w)).join(" ");
  return {
    ...replacement,
    phrase: swapped,
    foodText: swapped.replace(/^(?:a|an|the|\d+(?:\.\d+)?)\s+/, ""),
  };
}

function setAmount(item: MealItem, quantity: ParsedQuantity, engine: NutritionEngine): MealItem | string {
  const food = engine.db.byId.get(item.food_id);
  if (!food) return `I couldn't find the food for “${item.phrase}” any more.`;
  const portion = resolvePortion(food, quantity, `${quantity.raw} ${item.phrase}`, new Set(wordStems(item.phrase)));
  const rescaled = rescaleItem(item, portion.grams, engine);
  return {
    ...rescaled,
    quantity: portion.quantity,
    unit: portion.unit,
    assumption: portion.assumption,
  };
}

/** Among items the target names equally well, the one sharing most words with the replacement ("whole" → the milk, for "skim milk"). */
function closestTo(items: readonly MealItem[], found: number[], replacement: string): number | undefined {
  const wanted = new Set(wordStems(replacement));
  const overlap = (i: number) => {
    const item = items[i] as MealItem;
    return wordStems(`${item.phrase} ${item.food_name}`).filter((w) => wanted.has(w)).length;
  };
  return [...found].sort((a, b) => overlap(b) - overlap(a))[0];
}

/** Applies one operation to a copy of the state; the input is never changed. */
export function applyOperation(state: MealState, op: EditOperation, engine: NutritionEngine): StepResult {
  const items = [...state.items];
  switch (op.kind) {
    case "add": {
      for (const parsed of op.items) {
        const item = resolveOrFail(parsed, engine);
        if (typeof item === "string") return fail(item);
        items.push(item);
      }
      return { ok: true, state: { ...state, items } };
    }
    case "remove": {
      const found = findTargetItems(items, op.target);
      if (found.length === 0) return notFound(op.target, items);
      const kept = items.filter((_item, i) => !found.includes(i));
      if (kept.length === 0)
        return fail(`Removing “${op.target}” would leave the meal empty; delete the meal instead.`);
      return { ok: true, state: { ...state, items: kept } };
    }
    case "scale": {
      if (!(op.factor > 0)) return fail("A portion must be more than zero.");
      const found = op.target ? findTargetItems(items, op.target) : items.map((_item, i) => i);
      if (op.target && found.length === 0) return notFound(op.target, items);
      const factor = op.toServings !== undefined && !op.target ? op.toServings / (state.servings || 1) : op.factor;
      const scaled = items.map((item, i) =>
        found.includes(i) ? rescaleItem(item, item.grams * factor, engine) : item,
      );
      const servings = op.target ? state.servings : state.servings * factor;
      return { ok: true, state: { ...state, items: scaled, servings } };
    }
    case "replace": {
      const index = closestTo(items, findTargetItems(items, op.target), op.replacement.foodText);
      if (index === undefined) return notFound(op.target, items);
      const original = items[index] as MealItem;
      const parsed = replacementFor(original, op.target, op.replacement);
      const resolved = resolveOrFail(parsed, engine);
      if (typeof resolved === "string") return fail(resolved);
      // Without an amount of its own, the new food takes the old one's weight.
      items[index] = parsed.quantity ? resolved : rescaleItem(resolved, original.grams, engine);
      return { ok: true, state: { ...state, items } };
    }
    case "set-amount": {
      const index = findTargetItems(items, op.target)[0];
      if (index === undefined) return notFound(op.target, items);
      const changed = setAmount(items[index] as MealItem, op.quantity, engine);
      if (typeof changed === "string") return fail(changed);
      items[index] = changed;
      return { ok: true, state: { ...state, items } };
    }
    case "set-time":
      return {
        ok: true,
        state: {
          ...state,
          consumedAt: op.consumedAt ?? state.consumedAt,
          mealType: op.mealType ?? state.mealType,
        },
      };
  }
}
