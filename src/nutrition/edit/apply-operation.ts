import type { MealItem, MealType } from "../../contracts/index.js";
import type { NutritionEngine } from "../engine.js";
import type { ParsedItem, ParsedQuantity } from "../parse/index.js";
import { resolvePortion } from "../portion/resolve-portion.js";
import { resolveItem, rescaleItem } from "../resolve-item.js";
import { itemsFor, scaledItem } from "./describe-again.js";
import { candidatesFor, carries, describedAgain, groupsOf, wordsToReplace } from "./describe-item.js";
import { applyItemOperation } from "./item-operations.js";
import { findItems, namesItemItself, namesPartOf, splitPartOf, wordStems } from "./item-target.js";
import type { EditorOperation } from "./operations.js";
import {
  findWords,
  phraseAmount,
  phraseWithAmount,
  phraseWithAmountWords,
  phraseWithWords,
  tokensOf,
} from "./phrase-words.js";
import { noFoodFor, noKind, noneHolds, notInMeal, sameAtAnySize, whichOne, wouldEmpty } from "./refusals.js";
import { holdsPart, partNamed, withoutPart } from "./remove-part.js";
import { PART_WORDS } from "./vocabulary/part-words.js";

/** The parts of a meal an edit changes; everything else is rebuilt from them. */
export interface MealState {
  items: MealItem[];
  consumedAt: Date;
  mealType: MealType;
  servings: number;
}

export type StepResult = { ok: true; state: MealState } | { ok: false; reason: string };

const fail = (reason: string): StepResult => ({ ok: false, reason });
const done = (state: MealState, items: MealItem[]): StepResult => ({ ok: true, state: { ...state, items } });

/** Items of the meal a target names, reading "the milk in my latte" as the latte. */
function targetItems(items: readonly MealItem[], target: string, engine: NutritionEngine): number[] {
  const found = findItems(items, target, engine);
  if (found.length) return found;
  const partOf = splitPartOf(target);
  return partOf ? findItems(items, partOf.owner, engine) : [];
}

function added(parsed: ParsedItem, engine: NutritionEngine): MealItem[] | string {
  const read = itemsFor(parsed.phrase, engine);
  if (read.length && !parsed.quantity === !phraseAmount(parsed.phrase)) return read;
  const item = resolveItem(parsed, engine);
  return item ? [item] : noFoodFor(parsed.phrase);
}

/** "skim, not whole", "make that a large", "the soda was diet": the item said again with the new words. */
function describe(
  state: MealState,
  words: string[],
  drop: string[],
  target: string | undefined,
  engine: NutritionEngine,
) {
  const items = [...state.items];
  let found: number[];
  if (target) {
    found = targetItems(items, target, engine);
    // "switch to almond milk" on a latte: "milk" is what the group describes, not an item to find.
    if (found.length === 0 && describesOnly(target, words)) found = candidatesFor(items, words, drop);
    if (found.length === 0) return fail(notInMeal(target, items));
  } else found = candidatesFor(items, words, drop);
  if (found.length > 1) {
    const narrowed = found.filter((i) => drop.some((w) => carries(items[i] as MealItem, w)));
    if (narrowed.length >= 1) found = narrowed;
  }
  const said = words.join(" ");
  if (found.length === 0) return fail(notInMeal(drop.length ? drop.join(" ") : said, items));
  if (found.length > 1)
    return fail(
      whichOne(
        said,
        found.map((i) => items[i] as MealItem),
      ),
    );
  const index = found[0] as number;
  const item = items[index] as MealItem;
  const sizeOnly = words.every((w) => groupsOf(w).some((g) => g.name === "size"));
  const phrase = phraseWithWords(item.phrase, wordsToReplace(item, words, drop), words, sizeOnly);
  const fresh = describedAgain(item, phrase, engine);
  if (!fresh) return fail(noFoodFor(phrase));
  const landed = fresh.some(
    (it) =>
      it.food_id !== item.food_id ||
      (sizeOnly && Math.abs(it.grams - item.grams) > 0.5) ||
      words.some((w) => carries({ ...it, phrase: "" }, w)),
  );
  if (!landed) return fail(sizeOnly ? sameAtAnySize(said, item) : noKind(said, item));
  items.splice(index, 1, ...fresh);
  return done(state, items);
}

/** True when the target's words are only foods the describing words' groups are about ("milk" for "almond"). */
function describesOnly(target: string, words: readonly string[]): boolean {
  const about = new Set(words.flatMap(groupsOf).flatMap((g) => g.about));
  return tokensOf(target).every((w) => about.has(w));
}

function remove(state: MealState, target: string, engine: NutritionEngine): StepResult {
  const items = [...state.items];
  const partOf = splitPartOf(target);
  const owners = partOf ? findItems(items, partOf.owner, engine) : [];
  if (partOf && owners.length) return removeParts(state, owners, partOf.part, engine);
  const found = findItems(items, target, engine);
  const known = partNamed(target) !== undefined;
  const parts = found.filter((i) => namesPartOf(items[i] as MealItem, target, known));
  const itself = found.filter((i) => !parts.includes(i));
  if (itself.length) {
    const kept = items.filter((_item, i) => !itself.includes(i));
    return kept.length ? done(state, kept) : fail(wouldEmpty(target));
  }
  if (parts.length) return removeParts(state, parts, target, engine);
  const part =
    partNamed(target) ??
    PART_WORDS.find((p) => p.words.some((w) => wordStems(w).join(" ") === wordStems(target).join(" ")));
  const holders = part
    ? items.flatMap((item, i) => (holdsPart(`${item.food_name} ${item.phrase}`, part) ? [i] : []))
    : [];
  if (holders.length) return removeParts(state, holders, target, engine);
  return fail(part ? noneHolds(part.name, items) : notInMeal(target, items));
}

function removeParts(state: MealState, indices: number[], part: string, engine: NutritionEngine): StepResult {
  const items: MealItem[] = [];
  for (const [i, item] of state.items.entries()) {
    if (!indices.includes(i)) {
      items.push(item);
      continue;
    }
    const result = withoutPart(item, part, engine);
    if (!result.ok) return fail(result.reason);
    items.push(...result.items);
  }
  return done(state, items);
}

function replace(state: MealState, target: string, replacement: ParsedItem, engine: NutritionEngine): StepResult {
  const items = [...state.items];
  const partOf = splitPartOf(target);
  const owner = partOf ? findItems(items, partOf.owner, engine) : [];
  if (partOf && owner.length === 1) {
    // "the milk in my latte was oat milk": the latte said with the new kind.
    const partWords = new Set(wordStems(target));
    const words = replacement.foodText.split(" ").filter((w) => !partWords.has(wordStems(w)[0] ?? ""));
    return describe(state, words.length ? words : [replacement.foodText], [], partOf.owner, engine);
  }
  const found = target === "it" && items.length === 1 ? [0] : findItems(items, target, engine);
  if (found.length === 0) {
    if (groupsOf(target).length) return describe(state, replacement.foodText.split(" "), [target], undefined, engine);
    return fail(notInMeal(target, items));
  }
  const wanted = new Set(wordStems(replacement.foodText));
  const overlap = (i: number) =>
    wordStems(`${(items[i] as MealItem).phrase} ${(items[i] as MealItem).food_name}`).filter((w) => wanted.has(w))
      .length;
  const index = [...found].sort((a, b) => overlap(b) - overlap(a))[0] as number;
  const item = items[index] as MealItem;
  const targetInPhrase = findWords(tokensOf(item.phrase), tokensOf(target).join(" ")).length > 0;
  let phrase: string;
  if (target !== "it" && targetInPhrase && !namesItemItself(item, target))
    phrase = phraseWithWords(item.phrase, [tokensOf(target).join(" ")], [replacement.foodText]);
  else if (replacement.quantity) phrase = replacement.phrase;
  else {
    // "a cup of rice" → quinoa: "a cup of quinoa", the amount as the user said it.
    const lead = tokensOf(item.phrase).slice(0, phraseAmount(item.phrase)?.end ?? 0);
    phrase = [...lead, replacement.foodText].join(" ");
  }
  const fresh = describedAgain(item, phrase.replace(/\s+/g, " ").trim(), engine);
  if (!fresh) return fail(noFoodFor(replacement.phrase));
  // A new food said without an amount, where the old one had none either, is its usual USDA portion: the old
  // food's weight says nothing about how much honey replaced a spoon of brown sugar.
  items.splice(index, 1, ...fresh);
  return done(state, items);
}

function withAmount(item: MealItem, quantity: ParsedQuantity, engine: NutritionEngine): MealItem | string {
  const food = engine.db.byId.get(item.food_id);
  if (!food) return noFoodFor(item.phrase);
  const phrase = phraseWithAmountWords(item.phrase, quantity.raw);
  const portion = resolvePortion(food, quantity, phrase, new Set(wordStems(item.phrase)));
  return {
    ...rescaleItem(item, portion.grams, engine),
    phrase,
    quantity: portion.quantity,
    unit: portion.unit,
    assumption: portion.assumption,
  };
}

/** The item times a factor, its words and assumption saying the new amount ("2 bananas = 252 g"). */
function scaledWithWords(item: MealItem, factor: number, engine: NutritionEngine): MealItem {
  const scaled = scaledItem(item, factor);
  const food = engine.db.byId.get(item.food_id);
  const said = phraseAmount(item.phrase)?.quantity;
  const amount = item.quantity * factor;
  const phrase = phraseWithAmount(item.phrase, amount);
  if (!food) return { ...scaled, phrase };
  const portion = resolvePortion(
    food,
    { ...(said ?? { raw: "" }), amount, raw: String(amount) },
    phrase,
    new Set(wordStems(item.phrase)),
  );
  const agrees = Math.abs(portion.grams - scaled.grams) <= Math.max(1, scaled.grams * 0.03);
  const taken = item.assumption?.includes("; less ") ? item.assumption.slice(item.assumption.indexOf("; less ")) : "";
  return {
    ...scaled,
    phrase,
    assumption: agrees
      ? portion.assumption + taken
      : `${item.assumption ?? item.phrase} × ${Math.round(factor * 100) / 100}`,
  };
}

/** "make it 3 slices": the meal's one item, else the one item counted in that unit. */
function itemCounted(items: readonly MealItem[], quantity: ParsedQuantity): number | undefined {
  if (items.length === 1) return 0;
  const inUnit = items.flatMap((item, i) =>
    quantity.unit && phraseAmount(item.phrase)?.quantity.unit === quantity.unit ? [i] : [],
  );
  return inUnit.length === 1 ? inUnit[0] : undefined;
}

/** Applies one operation to a copy of the state; the input is never changed. */
export function applyOperation(state: MealState, op: EditorOperation, engine: NutritionEngine): StepResult {
  const items = [...state.items];
  switch (op.kind) {
    case "add": {
      for (const parsed of op.items) {
        const read = added(parsed, engine);
        if (typeof read === "string") return fail(read);
        items.push(...read);
      }
      return done(state, items);
    }
    case "remove":
      return remove(state, op.target, engine);
    case "describe":
      return describe(state, op.words, op.drop, op.target, engine);
    case "keep-only": {
      const kept = findItems(items, op.target, engine);
      if (kept.length === 0) return fail(notInMeal(op.target, items));
      return done(
        state,
        items.filter((_item, i) => kept.includes(i)),
      );
    }
    case "scale": {
      if (!(op.factor > 0)) return fail("A portion must be more than zero.");
      const found = op.target ? targetItems(items, op.target, engine) : items.map((_item, i) => i);
      if (op.target && found.length === 0) return fail(notInMeal(op.target, items));
      const factor = op.toServings !== undefined && !op.target ? op.toServings / (state.servings || 1) : op.factor;
      const scaled = items.map((item, i) => (found.includes(i) ? scaledWithWords(item, factor, engine) : item));
      const servings = op.target ? state.servings : state.servings * factor;
      return { ok: true, state: { ...state, items: scaled, servings } };
    }
    case "replace":
      return replace(state, op.target, op.replacement, engine);
    case "set-amount": {
      const index = op.target === "it" ? itemCounted(items, op.quantity) : targetItems(items, op.target, engine)[0];
      if (index === undefined)
        return fail(op.target === "it" ? whichOne(op.quantity.raw, items) : notInMeal(op.target, items));
      const changed = withAmount(items[index] as MealItem, op.quantity, engine);
      if (typeof changed === "string") return fail(changed);
      items[index] = changed;
      return done(state, items);
    }
    case "set-item-amount":
    case "set-item-food":
    case "remove-item":
      return applyItemOperation(state, op, engine);
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
