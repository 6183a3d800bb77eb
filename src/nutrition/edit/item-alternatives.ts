import { type ItemFoodChoice, type MealItem, pluralOf } from "../../contracts/index.js";
import type { Food } from "../db/food-types.js";
import type { NutritionEngine } from "../engine.js";
import { rankFoods } from "../match/match-food.js";
import { words } from "../match/tokenize.js";
import { scaleNutrients } from "../nutrients/scale-nutrients.js";
import { readMealText } from "../readers.js";
import { categoryDensity } from "../portion/category-density.js";
import { resolvePortion } from "../portion/resolve-portion.js";
import { phraseAmount, singularOf, tokensOf } from "./phrase-words.js";

// Reading one item's words needs no clock: the time the reader infers is thrown away.
const NO_TIME = { now: new Date(0), timeZone: "UTC" };
const ALTERNATIVES = 6;
/** USDA's all-capital words ("NFS", "NS") stay as they are; the rest reads in lower case. */
const lower = (text: string) =>
  text
    .split(/\s+/)
    .map((w) => (/^[A-Z]{2,}$/.test(w) ? w : w.toLowerCase()))
    .join(" ");

/** A USDA name as an item's words: "Soy milk, sweetened" → "soy milk (sweetened)". */
export function foodWords(food: Food): { head: string; said: string } {
  const [head = food.description, ...tail] = food.description.split(/,\s*/);
  const said = tail.length ? `${lower(head)} (${lower(tail.join(", "))})` : lower(head);
  return { head: lower(head), said };
}

/** The item as the engine read its words: the food words and what was left out. */
function readItemWords(item: MealItem): { foodText: string; without: string[]; size?: string } {
  const parsed = readMealText(item.phrase, NO_TIME)
    .flatMap((meal) => meal.items)
    .find((p) => p.role === "food");
  if (parsed?.foodText) return { foodText: parsed.foodText, without: parsed.without, size: parsed.quantity?.size };
  return { foodText: foodWords({ description: item.food_name } as Food).head, without: [] };
}

/**
 * The item with another food at the amount its words say ("a glass of oat milk" → "a glass of soy milk
 * (sweetened)"), weighed by that food's own portions and nutrients.
 */
export function swappedItem(item: MealItem, food: Food, engine: NutritionEngine): MealItem {
  const amount = phraseAmount(item.phrase);
  const lead = tokensOf(item.phrase).slice(0, amount?.end ?? 0);
  const { head, said } = foodWords(food);
  let name = said;
  if (amount && !amount.quantity.unit) {
    // A count names the food itself: "2 apples", "an apple".
    const many = amount.quantity.amount > 1;
    name = said.replace(/^([^(]*?)(\S+)(\s*\(|$)/, (_m, before: string, last: string, after: string) => {
      const one = singularOf(last);
      return `${before}${many ? pluralOf(one) : one}${after}`;
    });
  }
  const article = lead.at(-1);
  if (article === "a" || article === "an") lead[lead.length - 1] = /^[aeiou]/i.test(name) ? "an" : "a";
  const phrase = [...lead, name].join(" ");
  const portion = resolvePortion(
    food,
    amount?.quantity,
    phrase,
    new Set(words(head)),
    categoryDensity(engine.db, food.category),
  );
  const grams = Math.round(portion.grams * 10) / 10;
  return {
    food_id: food.id,
    food_name: food.description,
    phrase,
    quantity: portion.quantity,
    unit: portion.unit,
    grams,
    assumption: portion.assumption,
    // The user chose the food, so only the amount is in doubt.
    confidence: Math.round((0.3 + 0.7 * portion.confidence) * 100) / 100,
    ...scaleNutrients(food, grams),
  };
}

/** The closest other foods the engine's matcher scores for the item's words, best first, each at the item's amount. */
export function foodAlternatives(item: MealItem, engine: NutritionEngine): ItemFoodChoice[] {
  const read = readItemWords(item);
  const seen = new Set([item.food_name.toLowerCase()]);
  const choices: ItemFoodChoice[] = [];
  for (const { food } of rankFoods(read.foodText, engine.index, read.without, read.size, ALTERNATIVES * 3)) {
    const key = food.description.toLowerCase().replace(/ type$/, "");
    if (food.id === item.food_id || seen.has(key)) continue;
    seen.add(key);
    const swapped = swappedItem(item, food, engine);
    choices.push({
      food_id: food.id,
      food_name: food.description,
      grams: swapped.grams,
      calories_kcal: Math.round(swapped.macros.calories_kcal * 10) / 10,
    });
    if (choices.length === ALTERNATIVES) break;
  }
  return choices;
}
