import type { MealEntryDraft, MealItem } from "../../contracts/index.js";
import { assembleEntry } from "../assemble-entry.js";
import { getEngine, type NutritionEngine } from "../engine.js";
import { applyOperation, type MealState } from "./apply-operation.js";
import type { EditorOperation } from "./operations.js";
import { phraseWithAmount } from "./phrase-words.js";

export type EditMealResult = { ok: true; meal: MealEntryDraft } | { ok: false; reason: string };

// The user's first words for the meal stay in the notes once the description says what is counted now.
const FIRST_WORDS = /^You first wrote “[^”]*”\./;
const KEPT_NOTE = /(?:Could not read|Not counted:) “[^”]*”[^.]*\./g;

/** "2 scrambled eggs, a slice of toast and a glass of milk": the items' own words, as the meal now counts them. */
function describeItems(items: readonly MealItem[]): string {
  const phrases = items.map((i) => i.phrase.trim());
  return phrases.length <= 1 ? (phrases[0] ?? "") : `${phrases.slice(0, -1).join(", ")} and ${phrases.at(-1)}`;
}

/**
 * Applies operations, already read from an instruction, to a meal: each item is grounded in the food database
 * and the meal is rebuilt from the changed items, so its title, description, tags, serving and notes describe
 * what is counted now. Stops at the first operation that cannot be applied, with its reason; the input meal is
 * never changed.
 */
export function applyEditOperations(
  meal: MealEntryDraft,
  operations: readonly EditorOperation[],
  engine: NutritionEngine = getEngine(),
): EditMealResult {
  let state: MealState = {
    items: meal.items,
    consumedAt: new Date(meal.consumed_at),
    mealType: meal.meal_type,
    servings: meal.serving.servings || 1,
  };
  for (const op of operations) {
    const step = applyOperation(state, op, engine);
    if (!step.ok) return step;
    state = step.state;
  }
  const firstWords = FIRST_WORDS.exec(meal.notes)?.[0] ?? `You first wrote “${meal.description}”.`;
  const itemsChanged = state.items !== meal.items;
  const rebuilt = assembleEntry(
    state.items,
    {
      text: itemsChanged ? describeItems(state.items) : meal.description,
      consumedAt: state.consumedAt,
      mealType: state.mealType,
      notes: itemsChanged ? [firstWords, ...(meal.notes.match(KEPT_NOTE) ?? [])] : undefined,
    },
    engine,
  );
  if (!itemsChanged) rebuilt.notes = meal.notes;
  const servings = Math.round(state.servings * 100) / 100;
  const single = state.items.length === 1 ? state.items[0] : undefined;
  rebuilt.serving = {
    servings,
    serving_size_g: Math.round((rebuilt.serving.serving_size_g / servings) * 10) / 10,
    // One serving in words: "1 banana" when the meal is two servings of it, "2 bananas" when it is one.
    household_unit: single ? phraseWithAmount(single.phrase, single.quantity / servings) : "meal",
  };
  return { ok: true, meal: rebuilt };
}
