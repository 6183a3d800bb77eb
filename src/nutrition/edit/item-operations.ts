import type { MealItem } from "../../contracts/index.js";
import type { NutritionEngine } from "../engine.js";
import { rescaleItem } from "../resolve-item.js";
import type { MealState, StepResult } from "./apply-operation.js";
import { scaledItem } from "./describe-again.js";
import { swappedItem } from "./item-alternatives.js";
import { itemInUnit, unitChoices } from "./item-units.js";
import type { EditorOperation } from "./operations.js";
import { wouldEmpty } from "./refusals.js";

export type ItemOperation = Extract<EditorOperation, { kind: "set-item-amount" | "set-item-food" | "remove-item" }>;

const fail = (reason: string): StepResult => ({ ok: false, reason });
const noItem = (index: number) => `This meal has no item ${index + 1}.`;

/** The item at its new grams: from the food database, or in proportion when a part was taken off it ("; less …"). */
function weighed(item: MealItem, grams: number, engine: NutritionEngine): MealItem {
  const plain = rescaleItem(item, item.grams, engine);
  const asStored =
    Math.abs(plain.macros.calories_kcal - item.macros.calories_kcal) <= Math.max(1, item.macros.calories_kcal * 0.01);
  if (asStored || !(item.grams > 0)) return rescaleItem(item, grams, engine);
  return scaledItem(item, grams / item.grams);
}

/** Applies a tapped fix of one item; the state is never changed in place. */
export function applyItemOperation(state: MealState, op: ItemOperation, engine: NutritionEngine): StepResult {
  const items = [...state.items];
  const item = items[op.index];
  if (!item) return fail(noItem(op.index));
  switch (op.kind) {
    case "remove-item": {
      if (items.length === 1) return fail(wouldEmpty(item.phrase));
      items.splice(op.index, 1);
      return { ok: true, state: { ...state, items } };
    }
    case "set-item-food": {
      const food = engine.db.byId.get(op.foodId);
      if (!food) return fail(`There is no food “${op.foodId}” in the food database. Choose one from the list.`);
      items[op.index] = swappedItem(item, food, engine);
      return { ok: true, state: { ...state, items } };
    }
    case "set-item-amount": {
      const food = engine.db.byId.get(item.food_id);
      if (!food) return fail(`“${item.phrase}” has no food in the food database to weigh it by.`);
      if (!(op.amount > 0) || !Number.isFinite(op.amount)) return fail("The amount must be more than zero.");
      const units = unitChoices(food, engine, item.unit);
      const unit = units.find((u) => u.id === op.unit);
      if (!unit)
        return fail(
          `“${op.unit}” is not a unit for ${food.description}. Choose one of: ${units.map((u) => u.label).join(", ")}.`,
        );
      const fixed = itemInUnit(item, food, op.amount, unit, engine);
      items[op.index] = {
        ...weighed(item, Math.round(fixed.grams * 10) / 10, engine),
        phrase: fixed.phrase,
        quantity: op.amount,
        unit: fixed.unitWord,
        assumption: fixed.assumption,
      };
      return { ok: true, state: { ...state, items } };
    }
  }
}
