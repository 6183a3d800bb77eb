import {
  mealEntryDraftSchema,
  type MealEntry,
  type MealEntryDraft,
  type MealSummary,
} from "../../../contracts/index.js";
import { schema } from "../../db/index.js";

type NewFoodEntry = typeof schema.foodEntries.$inferInsert;
type FoodEntryRow = typeof schema.foodEntries.$inferSelect;

const fidelityOf = (confidence: number): "high" | "medium" | "low" =>
  confidence >= 0.8 ? "high" : confidence >= 0.5 ? "medium" : "low";

/** The columns a meal entry fills; the full entry (items included) rides along in ai_analysis for later edits. */
export function entryColumns(draft: MealEntryDraft) {
  return {
    title: draft.title,
    description: draft.description,
    calories: draft.macros.calories_kcal,
    protein: draft.macros.protein_g,
    carbohydrates: draft.macros.carbs_g,
    carbs: draft.macros.carbs_g,
    fat: draft.macros.fat_g,
    fiber: draft.macros.fiber_g ?? null,
    sugar: draft.macros.sugar_g ?? null,
    sodium: draft.macros.sodium_mg ?? null,
    servingSize: draft.serving.household_unit,
    servingWeightGrams: draft.serving.serving_size_g,
    servings: draft.serving.servings,
    nutritionData: { macros: draft.macros, serving: draft.serving, lipids_detail: draft.lipids_detail },
    micronutrients: draft.micros,
    mealType: draft.meal_type,
    mealTime: new Date(draft.consumed_at),
    dietTags: draft.tags,
    fidelity: fidelityOf(draft.confidence_score),
    confidence: draft.confidence_score,
    aiAnalysis: { engine: "built-in", entry: draft },
    status: "completed" as const,
    notes: draft.notes,
  };
}

/** Validated here, on the way in, so reads can trust what is stored. */
export function toFoodEntryRow(
  draft: MealEntryDraft,
  owner: { userId: string; chatJobId?: string; entryMethod: "text" | "voice" | "photo" },
): NewFoodEntry {
  mealEntryDraftSchema.parse(draft);
  return { userId: owner.userId, chatJobId: owner.chatJobId, entryMethod: owner.entryMethod, ...entryColumns(draft) };
}

/** The columns a meal read needs: the engine's entry (kept whole in ai_analysis) and the row's bookkeeping. */
export const mealReadColumns = {
  id: schema.foodEntries.id,
  entryMethod: schema.foodEntries.entryMethod,
  aiAnalysis: schema.foodEntries.aiAnalysis,
  createdAt: schema.foodEntries.createdAt,
  updatedAt: schema.foodEntries.updatedAt,
};
type MealReadRow = { [K in keyof typeof mealReadColumns]: FoodEntryRow[K] };

/**
 * The stored entry as the engine produced it (and later edits changed it). It was validated against
 * mealEntryDraftSchema when written; reads skip a second parse because the meal list reads hundreds at a time.
 */
export function storedDraft(row: Pick<FoodEntryRow, "aiAnalysis">): MealEntryDraft {
  const entry = (row.aiAnalysis as { entry?: MealEntryDraft } | null)?.entry;
  if (!entry) throw new Error("food entry without the engine's entry");
  return entry;
}

export function toMealEntry(row: MealReadRow): MealEntry {
  return {
    ...storedDraft(row),
    id: row.id,
    entry_method: row.entryMethod,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The list leaves out each meal's items (the detail has them), which keeps a 100-meal page small. */
export function toMealSummary(row: MealReadRow): MealSummary {
  const { items: _items, ...entry } = toMealEntry(row);
  return entry;
}
