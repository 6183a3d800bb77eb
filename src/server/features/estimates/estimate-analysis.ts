import type { EstimateItem, EstimateResult, MealEntryDraft, MealItem } from "../../../contracts/index.js";
import { analyzeMeal, assembleEntry, unitLabelsOfKind } from "../../../nutrition/index.js";
import { FOOD_DATA_SOURCE } from "../../../contracts/index.js";

/** A food a vision model saw: words and a portion only, never nutrient numbers. */
export interface SeenFood {
  name: string;
  quantity: number | null;
  unit: string | null;
  grams: number | null;
}

export interface EstimateAnalysis {
  result: EstimateResult;
  /** The engine's meal entry for all items, kept so the estimate can be logged as one meal. */
  entry: MealEntryDraft;
}

/** Amounts that are a weight or a measured volume ("250 g", "12 fl oz"): the serving is its grams, not a count. */
const MASS_OR_VOLUME = new Set(unitLabelsOfKind("mass", "volume"));
const COUNT_UNITS = new Set(["", "piece", "pieces", "item", "items", "whole", "each", "unit", "units"]);
const MAX_FOODS = 12;

const round = (value: number, places = 1) => Math.round(value * 10 ** places) / 10 ** places;
const cleanName = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}' -]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 80);

/** "150 g grilled chicken breast, 1 cup white rice, 2 eggs": the model's foods as words the engine reads. */
export function foodsToMealText(foods: SeenFood[]): string {
  return foods
    .slice(0, MAX_FOODS)
    .map((food) => {
      const name = cleanName(food.name);
      if (!name) return "";
      const unit = (food.unit ?? "")
        .trim()
        .toLowerCase()
        .replace(/[^a-z_ ]/g, "");
      const quantity = food.quantity !== null && food.quantity > 0 ? round(food.quantity, 2) : undefined;
      if (quantity !== undefined && COUNT_UNITS.has(unit)) return `${quantity} ${name}`;
      if (quantity !== undefined) return `${quantity} ${unit} ${name}`;
      if (food.grams !== null && food.grams > 0) return `${Math.round(food.grams)} g ${name}`;
      return name;
    })
    .filter(Boolean)
    .join(", ");
}

function itemTitle(foodName: string): string {
  const [head = foodName, second] = foodName.split(",").map((part) => part.trim());
  const withSecond =
    second && head.length < 16 && !/^(NFS|NS\b|from|made|with)/i.test(second) ? `${head}, ${second}` : head;
  return withSecond.charAt(0).toUpperCase() + withSecond.slice(1);
}

export function toEstimateItem(item: MealItem): EstimateItem {
  const byWeight = MASS_OR_VOLUME.has(item.unit);
  return {
    title: itemTitle(item.food_name),
    description: item.assumption ? `${item.food_name}. ${item.assumption}.` : `${item.food_name}.`,
    serving: {
      serving_size_g: round(item.grams),
      servings: byWeight ? 1 : item.quantity,
      household_unit: byWeight ? "portion" : item.unit,
    },
    macros: {
      calories_kcal: round(item.macros.calories_kcal),
      protein_g: round(item.macros.protein_g),
      carbs_g: round(item.macros.carbs_g),
      fat_g: round(item.macros.fat_g),
    },
  };
}

const SOURCE_NOTES = {
  caption: `This is an estimate read from the description given with the photo; the nutrient values come from ${FOOD_DATA_SOURCE}.`,
  vision: `This is an estimate: the foods and portions were recognised in the photo, and the nutrient values come from ${FOOD_DATA_SOURCE}, not from the image model.`,
} as const;

/**
 * Text → one estimate through the nutrition engine (several meals in the text are merged: a photo is one plate).
 * Undefined when no food could be read.
 */
export function analyzeEstimateText(
  text: string,
  options: { now: Date; timeZone: string; source: EstimateResult["source"]; description: string; extraNote?: string },
): EstimateAnalysis | undefined {
  const analysis = analyzeMeal(text, { now: options.now, timeZone: options.timeZone });
  if (!analysis.ok) return undefined;
  const first = analysis.meals[0] as MealEntryDraft;
  const items = analysis.meals.flatMap((meal) => meal.items);
  const engineNotes = analysis.meals.map((meal) => meal.notes).filter(Boolean);
  const entry = assembleEntry(items, {
    text: options.description,
    consumedAt: new Date(first.consumed_at),
    mealType: first.meal_type,
    notes: [SOURCE_NOTES[options.source], ...(options.extraNote ? [options.extraNote] : [])],
  });
  return {
    entry,
    result: {
      total_calories_kcal: round(items.reduce((sum, item) => sum + item.macros.calories_kcal, 0)),
      notes: [SOURCE_NOTES[options.source], options.extraNote, ...engineNotes].filter(Boolean).join(" "),
      meals: items.map(toEstimateItem),
      source: options.source,
    },
  };
}
