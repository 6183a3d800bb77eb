import { z } from "zod";
import type { MealEntryDraft, MealItem } from "../contracts/index.js";
import { assembleEntry } from "./assemble-entry.js";
import { A_LITTLE } from "./parse/lexicon/number-words.js";
import { partsInDish } from "./parts-in-dish.js";
import { blendedFromParts } from "./blended-drink.js";
import { getEngine, type NutritionEngine } from "./engine.js";
import { dishLessPart, holdsPart, partsNamed } from "./dish-less-part.js";
import type { Food } from "./db/food-types.js";
import type { ParsedItem, ParsedMeal } from "./parse/types.js";
import type { ResolvedPortion } from "./portion/resolve-portion.js";
import { readMealText } from "./readers.js";
import { fromCounter, refineItems, shareFastFoodContext } from "./refine-items.js";
import { addedToDrink, pouredOnCereal } from "./portion/added-to-drink.js";
import { asTopping } from "./portion/topping.js";
import { isSpreadHost, spreadOnHost } from "./portion/spread-on-host.js";
import { milkDrinkVariant } from "./portion/milk-of-drink.js";
import { scaleNutrients } from "./nutrients/scale-nutrients.js";
import { rescaleItem, resolveItemPortion } from "./resolve-item.js";
import { listedItems } from "./listed-items.js";
import { matchFood } from "./match/match-food.js";
import { categoryGroup } from "./portion/portion-params.js";
import { unexplainedParts, type ItemParts } from "./unexplained-parts.js";
import { PART_JOINERS } from "./parse/lexicon/part-joiners.js";
import { escapeRegExp } from "./parse/escape-reg-exp.js";

/** What may stand between items typed together: a joining word, as typed ("w" before the reader spells it out). */
const JOINERS = new Set([...PART_JOINERS.joiners, ...PART_JOINERS.withTyped]);
/** After a joining word, a list goes on: "smoothie w almond milk, banana and pb" is one run. */
const LIST_AFTER_JOINER = new Set([",", ...PART_JOINERS.listing]);

export const analyzeOptionsSchema = z.object({
  now: z.date(),
  timeZone: z.string().min(1),
});
export type AnalyzeOptions = z.infer<typeof analyzeOptionsSchema>;

export type AnalyzeResult = { ok: true; meals: MealEntryDraft[] } | { ok: false; reason: string };

/** One meal as read and weighed: its items with how each was weighed, and what could not be counted. */
export interface ResolvedMeal {
  meal: ParsedMeal;
  items: { item: MealItem; portion: ResolvedPortion }[];
  notes: string[];
}

export function noFoodReason(text: string): string {
  const shown = text.trim().length > 60 ? `${text.trim().slice(0, 57)}…` : text.trim();
  return `No food recognised in “${shown}”. Describe what you ate, for example “2 eggs and toast”.`;
}

/** A sandwich, a burger, a taco or a bread: what it is said with is its filling, never a list of foods of their own. */
const holdsFillings = (food: Food): boolean => categoryGroup(food) === "handheld" || isSpreadHost(food);

/** Meal text → each meal's resolved items and notes, before the entries are assembled. */
export function resolveMeals(
  text: string,
  options: AnalyzeOptions,
  engine: NutritionEngine = getEngine(),
): ResolvedMeal[] {
  const { now, timeZone } = analyzeOptionsSchema.parse(options);
  return readMealText(text, { now, timeZone }).map((meal) => {
    const items: ResolvedMeal["items"] = [];
    const notes: string[] = [];
    // The item weighed before, parts added to it aside: milk "with" a drink goes into it.
    let previous: ResolvedMeal["items"][number] | undefined;
    // The run of items typed together the item before was read from.
    let previousRun: number | undefined;
    const refined = refineItems(meal.items, engine);
    // Whether the meal came from a counter, read only when an item is split into parts.
    let counter: boolean | undefined;
    // Foods typed as a list after a chain's name came from its counter ("wendys baconator fries frosty").
    const typedAs = typedTogether(meal.text, refined);
    const listed = refined.flatMap((one, i) => {
      const origin = typedAs[i] ?? i;
      // "burger w lettuce tomato onion": what a sandwich, a burger or a taco is said with is its filling, no list.
      const host = one.role === "extra" ? refined[i - 1] : undefined;
      const hostFood = host && matchFood(host.foodText, engine.index, host.without, host.quantity?.size)?.food;
      const filling = hostFood !== undefined && holdsFillings(hostFood);
      const pieces = filling ? [one] : listedItems(one, engine, { now, timeZone }, i > 0 && typedAs[i - 1] === origin);
      if (pieces.length < 2) return pieces.map((p) => ({ p, inList: false, origin }));
      const shared = shareFastFoodContext(pieces, engine, (counter ??= fromCounter(refined, engine)));
      return shared.map((p, i) => ({ p, inList: i > 0, origin }));
    });
    // The run of items typed together each weighed item was read from.
    const from: number[] = [];
    for (const { p, inList, origin } of listed) {
      const resolved = resolveItemPortion(p, engine);
      const food = resolved && engine.db.byId.get(resolved.item.food_id);
      const parts = food ? readParts(p, food, engine, { now, timeZone }) : undefined;
      for (const part of parts?.notCounted ?? []) notes.push(`Not counted: “${part}” (no food found for it).`);
      for (const part of parts?.inMeasure ?? [])
        notes.push(`Not counted apart: “${part}” (${p.quantity?.raw ?? "the amount said"} was read as all of it).`);
      // "salad with turkey croutons ranch": a part typed as a list is one part per food, but for what fills a sandwich
      // or goes on a bread said before it ("provolone on a kaiser w lettuce tomato mayo").
      const several = parts?.items && parts.items.length > 1 ? parts.items : [];
      const firstFilled = several.findIndex((one, at) => {
        if (at === 0 && food !== undefined && holdsFillings(food)) return true;
        const host = matchFood(one.foodText, engine.index, one.without, one.quantity?.size)?.food;
        return host !== undefined && holdsFillings(host);
      });
      const partItems = parts?.items?.flatMap((one, at) =>
        at > 0 && (firstFilled < 0 || at <= firstFilled) ? listedItems(one, engine, { now, timeZone }, true) : [one],
      );
      const split =
        partItems && partItems.length > 1
          ? shareFastFoodContext(partItems, engine, (counter ??= fromCounter(refined, engine)))
          : undefined;
      for (const [at, one] of (split ?? parts?.items ?? [p]).entries()) {
        const found = lessParts(one === p ? resolved : resolveItemPortion(one, engine), one, engine, { now, timeZone });
        // "latte oat milk", "cheerios milk": a food listed after a drink or a cereal may be what went into it. The
        // first of the foods an item was read as is where the item was said, no part of the food before it.
        // So is an item typed together with the one before, unless counted or sized as a food of its own ("iced
        // coffee w 2 pumps vanilla and oat milk", not "bagel with cream cheese and a medium coffee").
        const partOfRun = one === p && origin === previousRun && (!one.quantity || one.quantity.unit !== undefined);
        const joined = (one !== p && at > 0) || p.role === "extra" || inList || partOfRun;
        // "iced latte w oat milk": the milk is the drink's own, USDA's variant of the drink made with it.
        // "coffee with a little milk" says no more of the milk's amount than "coffee with milk".
        const unsaid = !one.quantity || A_LITTLE.has(one.quantity.raw);
        const variant = found && previous && joined && unsaid ? withItsMilk(found, previous, engine) : undefined;
        const drinkAt = variant && previous ? items.indexOf(previous) : -1;
        if (variant && drinkAt >= 0) {
          items[drinkAt] = variant;
          previous = variant;
          notes.push(`“${one.phrase}” was read as the drink's own milk: ${variant.item.food_name}.`);
          continue;
        }
        const r = found && previous && joined && unsaid ? intoDrink(found, previous, engine) : found;
        if (r) {
          items.push(r);
          from.push(origin);
        } else notes.push(`Could not read “${one.phrase}”.`);
        // "iced coffee w 2 pumps vanilla and oat milk": what went into the drink, or a part measured on its own,
        // leaves the drink the one the next part goes into.
        if (!(joined && previous && (r !== found || one.quantity))) previous = r;
        previousRun = origin;
      }
    }
    const blended = blendedFromParts(items, from, engine);
    notes.push(...blended.notes);
    const counted = partsInDish(blended.weighed);
    notes.push(...counted.notes);
    const without = meal.items.flatMap((p) => p.without);
    if (without.length) notes.unshift(`Without: ${without.join(", ")}.`);
    return { meal, items: counted.items, notes };
  });
}

/** "with" typed short (part-joiners.json `withTyped`), longest first. */
const WITH_TYPED = new RegExp(
  `(?<![\\w/])(?:${[...PART_JOINERS.withTyped]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join("|")})(?=\\s)`,
  "g",
);
/** The words lowercase with "with" spelled out, as an item's phrase says it ("2 scoops whey w water"). */
const withSpelledOut = (text: string): string => text.toLowerCase().replace(WITH_TYPED, "with");

/**
 * For each item, the first of the items typed together with it, nothing but spaces or a joining word ("with") between
 * them ("protein shake 2 scoops whey w almond milk" is one run of three items; a comma, "and" or a plus starts
 * another, except in a list after a joining word). An item whose words are not found in the text as typed starts a run
 * of its own.
 */
function typedTogether(text: string, items: readonly ParsedItem[]): number[] {
  const lower = withSpelledOut(text);
  let cursor = 0;
  let run = 0;
  let joined = false;
  return items.map((item, i) => {
    const at = lower.indexOf(withSpelledOut(item.phrase), cursor);
    const between = lower.slice(cursor, at).replace(/,/g, " , ").split(/\s+/).filter(Boolean);
    const together = between.every((w) => JOINERS.has(w) || (joined && LIST_AFTER_JOINER.has(w)));
    if (at < 0 || i === 0 || !together) {
      run = i;
      joined = false;
    } else if (between.some((w) => JOINERS.has(w))) joined = true;
    if (at >= 0) cursor = at + item.phrase.length;
    return run;
  });
}

/**
 * The item and the parts its food leaves unexplained. When the dish said first was read apart from a kind of it the
 * user did not say, what is left is read once more with the food found for it: "salad w feta walnuts and balsamic"
 * keeps "walnuts and balsamic" once the salad is read apart, and the walnuts leave the balsamic.
 */
function readParts(item: ParsedItem, food: Food, engine: NutritionEngine, ctx: AnalyzeOptions): ItemParts {
  const first = unexplainedParts(item, food, engine, ctx);
  if (!first.dishApart || first.items.length < 2) return first;
  const again = first.items.map((one) => {
    const own = resolveItemPortion(one, engine);
    const ownFood = own && engine.db.byId.get(own.item.food_id);
    return ownFood && ownFood !== food ? unexplainedParts(one, ownFood, engine, ctx) : undefined;
  });
  return {
    items: first.items.flatMap((one, i) => again[i]?.items ?? [one]),
    notCounted: [...first.notCounted, ...again.flatMap((a) => a?.notCounted ?? [])],
    inMeasure: [...first.inMeasure, ...again.flatMap((a) => a?.inMeasure ?? [])],
  };
}

/**
 * "turkey burger no bun", "a blt, no mayo": a part said left out of a dish USDA has only with it is taken off the
 * dish as the engine weighs that part (dish-less-part.ts); the matcher already chose USDA's food without it where
 * there is one.
 */
function lessParts(
  found: ResolvedMeal["items"][number] | undefined,
  item: ParsedItem,
  engine: NutritionEngine,
  ctx: AnalyzeOptions,
): ResolvedMeal["items"][number] | undefined {
  if (!found || item.without.length === 0) return found;
  const weigh = (phrase: string): MealItem | undefined => {
    const [one] = readMealText(phrase, ctx).flatMap((m) => m.items);
    return one ? resolveItemPortion(one, engine)?.item : undefined;
  };
  let dish = found.item;
  for (const word of item.without) {
    const held = partsNamed(word).find((part) => holdsPart(dish.food_name, part));
    dish = (held && dishLessPart(dish, held, engine, weigh)) ?? dish;
  }
  return dish === found.item ? found : { ...found, item: dish };
}

/**
 * A part said after a food with no amount of its own: what goes into a drink ("iced coffee w milk"), is poured on a
 * cereal ("cheerios w 2%") or is sprinkled over a dish ("greek yogurt w granola"), if it is.
 */
function intoDrink(
  part: ResolvedMeal["items"][number],
  drink: ResolvedMeal["items"][number],
  engine: NutritionEngine,
): ResolvedMeal["items"][number] {
  const food = engine.db.byId.get(part.item.food_id);
  const drinkFood = engine.db.byId.get(drink.item.food_id);
  const added =
    food &&
    drinkFood &&
    (addedToDrink(food, drinkFood, drink.item.grams) ??
      pouredOnCereal(food, drinkFood, drink.item.grams) ??
      spreadOnHost(food, drinkFood, drink.item.grams, countedIn(drink.portion)) ??
      asTopping(food, drinkFood));
  if (!added) return part;
  const item = { ...rescaleItem(part.item, added.grams, engine), assumption: added.assumption };
  return {
    item,
    portion: { ...part.portion, grams: added.grams, assumption: added.assumption, source: "food-portion" },
  };
}

/** The drink made with the milk said after it, weighed as the drink was, when USDA names one (milk-of-drink.ts). */
function withItsMilk(
  part: ResolvedMeal["items"][number],
  drink: ResolvedMeal["items"][number],
  engine: NutritionEngine,
): ResolvedMeal["items"][number] | undefined {
  const milk = engine.db.byId.get(part.item.food_id);
  const drinkFood = engine.db.byId.get(drink.item.food_id);
  const variant = milk && drinkFood ? milkDrinkVariant(milk, drinkFood, engine) : undefined;
  if (!variant) return undefined;
  return {
    ...drink,
    item: {
      ...drink.item,
      phrase: `${drink.item.phrase}, ${part.item.phrase}`,
      food_id: variant.id,
      food_name: variant.description,
      ...scaleNutrients(variant, drink.item.grams),
    },
  };
}

/** How many of a food were counted ("2 slices", "a muffin"), or undefined when it was weighed or measured. */
const countedIn = (portion: ResolvedPortion): number | undefined =>
  portion.source === "weight" || portion.source === "measure" || portion.source === "calories"
    ? undefined
    : Math.max(1, Math.round(portion.quantity));

/** Meal text → meal entries (one per meal mentioned), or the reason nothing could be read. */
export function analyzeMeal(
  text: string,
  options: AnalyzeOptions,
  engine: NutritionEngine = getEngine(),
): AnalyzeResult {
  const resolved = resolveMeals(text, options, engine);
  // A meal with nothing counted gives its notes to the next meal (the last one, at the end): never lost silently.
  const counted = resolved.filter((m) => m.items.length > 0);
  const carried = new Map(counted.map((m) => [m, [] as string[]]));
  let pending: string[] = [];
  for (const m of resolved) {
    if (m.items.length === 0) pending.push(...m.notes);
    else {
      carried.get(m)?.push(...pending);
      pending = [];
    }
  }
  const last = counted[counted.length - 1];
  if (last) carried.get(last)?.push(...pending);
  const meals: MealEntryDraft[] = counted.map((m) =>
    assembleEntry(
      m.items.map((x) => x.item),
      {
        text: m.meal.text,
        consumedAt: m.meal.consumedAt,
        mealType: m.meal.mealType,
        notes: [...(carried.get(m) ?? []), ...m.notes],
      },
      engine,
    ),
  );
  if (meals.length === 0) return { ok: false, reason: noFoodReason(text) };
  return { ok: true, meals };
}
