import type { MealEntryDraft, MealItemChoices, MealItemFix } from "../../contracts/index.js";
import { shortName } from "../assemble-entry.js";
import { getEngine, type NutritionEngine } from "../engine.js";
import { applyEditOperations } from "./apply-edit-operations.js";
import { foodAlternatives } from "./item-alternatives.js";
import { amountText, currentAmount, unitChoices } from "./item-units.js";
import type { EditorOperation } from "./operations.js";

export type FixMealItemResult = { ok: true; meal: MealEntryDraft; change: string } | { ok: false; reason: string };

/**
 * What a tap on one item can change it to: its amount in its food's units (USDA's portions, weights, household
 * measures) and the closest other foods the engine scored for its words. Undefined when the meal has no such item.
 */
export function mealItemChoices(
  meal: MealEntryDraft,
  index: number,
  engine: NutritionEngine = getEngine(),
): MealItemChoices | undefined {
  const item = meal.items[index];
  const food = item ? engine.db.byId.get(item.food_id) : undefined;
  if (!item || !food) return undefined;
  const units = unitChoices(food, engine, item.unit);
  const now = currentAmount(item, units);
  return {
    index,
    name: shortName(item.food_name),
    food_id: item.food_id,
    food_name: item.food_name,
    amount: now.amount,
    unit: now.unit,
    grams: item.grams,
    calories_kcal: item.macros.calories_kcal,
    units,
    alternatives: foodAlternatives(item, engine),
  };
}

const operationFor = (index: number, fix: MealItemFix): EditorOperation =>
  fix.action === "amount"
    ? { kind: "set-item-amount", index, amount: fix.amount, unit: fix.unit }
    : fix.action === "food"
      ? { kind: "set-item-food", index, foodId: fix.food_id }
      : { kind: "remove-item", index };

/** The change in words, for the meal's history: "Oat milk: 1 glass → 200 g", "Swapped Oat milk for Soy milk", "Removed …". */
function changeWords(meal: MealEntryDraft, index: number, fix: MealItemFix, engine: NutritionEngine): string {
  const item = meal.items[index];
  if (!item) return "";
  const name = shortName(item.food_name);
  if (fix.action === "remove") return `Removed ${item.phrase}`;
  if (fix.action === "food") {
    const food = engine.db.byId.get(fix.food_id);
    return `Swapped ${item.food_name} for ${food?.description ?? fix.food_id}`;
  }
  const food = engine.db.byId.get(item.food_id);
  const units = food ? unitChoices(food, engine, item.unit) : [];
  const now = currentAmount(item, units);
  const before = units.find((u) => u.id === now.unit);
  const after = units.find((u) => u.id === fix.unit);
  const from = before ? amountText(now.amount, before) : `${item.grams} g`;
  return `${name}: ${from} → ${after ? amountText(fix.amount, after) : `${fix.amount} ${fix.unit}`}`;
}

/**
 * A tapped fix of one item, applied through the same edit operations as a typed instruction: the meal is rebuilt
 * from its items, so totals, title, description and notes say what is counted now. The input is never changed.
 */
export function fixMealItem(
  meal: MealEntryDraft,
  index: number,
  fix: MealItemFix,
  engine: NutritionEngine = getEngine(),
): FixMealItemResult {
  const result = applyEditOperations(meal, [operationFor(index, fix)], engine);
  if (!result.ok) return result;
  return { ok: true, meal: result.meal, change: changeWords(meal, index, fix, engine) };
}
