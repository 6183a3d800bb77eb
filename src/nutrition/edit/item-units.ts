import { ABBREVIATED_UNITS, type ItemUnitChoice, type MealItem, pluralOf } from "../../contracts/index.js";
import type { Food } from "../db/food-types.js";
import type { NutritionEngine } from "../engine.js";
import { words } from "../match/tokenize.js";
import type { UnitId } from "../parse/index.js";
import { categoryDensity } from "../portion/category-density.js";
import { densityGPerMl, isDrink, resolvePortion, type ResolvedPortion } from "../portion/resolve-portion.js";
import { HOUSEHOLD_DEFAULTS, unitLabel } from "../portion/units.js";
import { amountWords, phraseAmount, phraseWithAmount, singularOf, tokensOf } from "./phrase-words.js";

// USDA's amounts for dietary guidelines and its "unspecified" portion are no unit a person counts in.
const NOT_A_UNIT = /^(guideline amount|quantity not specified)/i;
const USDA_ID = /^usda:(\d+)$/;
/**
 * Weights and household measures offered beside the food's own portions: volumes for what is poured, a cup for a
 * solid whose density USDA gives (a spoon of an egg or a chicken breast is no measure anyone uses).
 */
const POURED_UNITS: UnitId[] = ["g", "ml", "fl_oz", "cup", "glass", "tbsp"];
const SOLID_UNITS: UnitId[] = ["g", "oz"];
const HOUSEHOLD_IDS = new Set<string>(Object.keys(HOUSEHOLD_DEFAULTS));
/** Unit words written the same whatever the number ("200 g", "2 tbsp"). */

const fmt = (n: number): string => String(Math.round(n * 100) / 100);
const round1 = (n: number): number => Math.round(n * 10) / 10;

/** "1 medium or regular slice" → "medium or regular slice"; "1 cup, cooked" → "cup, cooked". */
const portionLabel = (description: string): string => description.replace(/^1\s+/, "");
/** The unit word of a portion: "medium or regular slice" → "slice", "cup, cooked" → "cup", "container (6 oz)" → "container". */
function unitWordOf(label: string): string {
  const name = (label.split(/[,(]/)[0] ?? label).trim();
  if (/\bfl oz$/.test(name)) return "fl oz";
  return name.split(/\s+/).at(-1)?.replace(/\/.*$/, "") ?? label;
}

/** The engine's own reading of an amount in a weight or a household unit, so a tap weighs like typed words. */
function resolvedIn(food: Food, unit: UnitId, amount: number, engine: NutritionEngine): ResolvedPortion {
  const name = food.description.split(",")[0]?.toLowerCase() ?? food.description;
  const raw = `${amount} ${unitLabel(unit)}`;
  return resolvePortion(
    food,
    { amount, unit, raw },
    `${raw} ${name}`,
    new Set(words(name)),
    categoryDensity(engine.db, food.category),
  );
}

/**
 * The units an amount of this food can be given in: its USDA portions, then weights and household measures, and
 * the household unit the item was said in ("a glass of …"), so its amount now can be shown in it.
 */
export function unitChoices(food: Food, engine: NutritionEngine, saidUnit?: string): ItemUnitChoice[] {
  const choices: ItemUnitChoice[] = [];
  const labels = new Set<string>();
  food.portions.forEach((portion, i) => {
    const label = portionLabel(portion.description);
    if (NOT_A_UNIT.test(portion.description) || labels.has(label) || !(portion.grams > 0)) return;
    labels.add(label);
    choices.push({ id: `usda:${i}`, label, grams_per_unit: round1(portion.grams * 100) / 100, usda: true });
  });
  // USDA's own "1 cup" or "1 fl oz" portion is the same unit: it is offered once, as USDA's.
  const usdaUnitWords = new Set(
    choices.map((c) => unitWordOf(c.label)).map((w) => ({ tablespoon: "tbsp", teaspoon: "tsp" })[w] ?? w),
  );
  const poured = isDrink(food) || usdaUnitWords.has("fl oz");
  const extra: UnitId[] = poured ? [...POURED_UNITS] : [...SOLID_UNITS];
  if (!poured && densityGPerMl(food) !== undefined) extra.push("cup");
  const said = saidUnit?.replace(/ /g, "_");
  if (said && HOUSEHOLD_IDS.has(said) && !extra.includes(said as UnitId)) extra.push(said as UnitId);
  for (const unit of extra) {
    const label = unitLabel(unit);
    if (usdaUnitWords.has(label)) continue;
    const grams = resolvedIn(food, unit, 1, engine).grams;
    choices.push({ id: unit, label, grams_per_unit: Math.round(grams * 1000) / 1000, usda: false });
  }
  return choices;
}

/** The item's amount in one of its food's units: the USDA portion it was weighed by, the unit it was said in, or grams. */
export function currentAmount(item: MealItem, units: readonly ItemUnitChoice[]): { amount: number; unit: string } {
  const portion = /USDA portion "([^"]+)"/.exec(item.assumption ?? "")?.[1];
  const byPortion = portion ? units.find((u) => u.usda && u.label === portionLabel(portion)) : undefined;
  if (byPortion) return { amount: Math.round((item.grams / byPortion.grams_per_unit) * 100) / 100, unit: byPortion.id };
  const saidUnit = units.find((u) => !u.usda && u.label === item.unit);
  if (saidUnit) return { amount: item.quantity, unit: saidUnit.id };
  return { amount: item.grams, unit: "g" };
}

/** "2 slices", "200 g", "1 medium or regular slice": an amount in a unit, as the change history says it. */
export function amountText(amount: number, unit: ItemUnitChoice): string {
  const word = unit.label;
  if (ABBREVIATED_UNITS.has(word) || amount <= 1) return `${fmt(amount)} ${word}`;
  const [head, ...tail] = word.split(/(?=[,(])/);
  const many = (head ?? word).trim().replace(/(\S+)$/, (w) => pluralOf(singularOf(w)));
  return `${fmt(amount)} ${[many, ...tail].join("")}`;
}

/** The unit as an item's words say it: "large or thick slice" → "large slice", "cup, cooked" → "cup". */
function shortUnitLabel(label: string): string {
  const head = (label.split(/[,(]/)[0] ?? label).trim();
  const [first = head, second = ""] = head.split(" or ");
  const secondWords = second.split(/\s+/);
  return secondWords.length > 1 ? `${first} ${secondWords.at(-1)}` : head;
}

/** Does the portion count the food itself ("1 banana", "1 medium breast") rather than a measure of it ("1 cup")? */
function countsTheFood(unit: ItemUnitChoice, rest: readonly string[]): boolean {
  const word = singularOf(unitWordOf(unit.label).toLowerCase());
  return rest.some((w) => singularOf(w) === word);
}

/** The item's words said with the new amount: "a glass of oat milk" → "200 g of oat milk", "a banana" → "2 bananas". */
export function phraseInUnit(phrase: string, amount: number, unit: ItemUnitChoice): string {
  const tokens = tokensOf(phrase);
  const rest = tokens.slice(phraseAmount(phrase)?.end ?? 0);
  if (rest.length === 0) return `${amountText(amount, unit)} ${phrase}`.trim();
  if (unit.usda && countsTheFood(unit, rest)) {
    // "1 medium breast" of "a grilled chicken breast": the size words go before the food ("2 medium grilled chicken breasts").
    const size = (unit.label.split(/[,(]/)[0] ?? "").trim().split(/\s+/).slice(0, -1).join(" ");
    return phraseWithAmount(["1", size, ...rest].filter(Boolean).join(" "), amount);
  }
  const unitWords = amountText(amount, { ...unit, label: shortUnitLabel(unit.label) }).replace(/^\S+\s/, "");
  return `${amountWords(amount)} ${unitWords} of ${rest.join(" ")}`.replace(/\s+/g, " ");
}

/** The item at a new amount in one of its food's units, weighed by the food database, its words and assumption saying so. */
export function itemInUnit(
  item: MealItem,
  food: Food,
  amount: number,
  unit: ItemUnitChoice,
  engine: NutritionEngine,
): { grams: number; phrase: string; quantity: number; unitWord: string; assumption: string } {
  const phrase = phraseInUnit(item.phrase, amount, unit);
  const name = food.description.split(",")[0]?.toLowerCase() ?? food.description;
  const match = USDA_ID.exec(unit.id);
  const portion = match ? food.portions[Number(match[1])] : undefined;
  if (portion) {
    const grams = amount * portion.grams;
    const word = unitWordOf(unit.label);
    return {
      grams,
      phrase,
      quantity: amount,
      unitWord: word,
      assumption: `${fmt(amount)} ${word} ${name} = ${fmt(round1(grams))} g (USDA portion "${portion.description}")`,
    };
  }
  const resolved = resolvedIn(food, unit.id as UnitId, amount, engine);
  return { grams: resolved.grams, phrase, quantity: amount, unitWord: unit.label, assumption: resolved.assumption };
}
