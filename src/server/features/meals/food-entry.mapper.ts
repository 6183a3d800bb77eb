import type { MealEntryDraft } from "../../../contracts/index.js";
import { schema } from "../../db/index.js";

type NewFoodEntry = typeof schema.foodEntries.$inferInsert;

const fidelityOf = (confidence: number) => (confidence >= 0.8 ? "high" : confidence >= 0.5 ? "medium" : "low");

/** A meal entry from the engine → the stored row; the full entry (items included) rides along in ai_analysis. */
export function toFoodEntryRow(
  draft: MealEntryDraft,
  owner: { userId: string; chatJobId?: string; entryMethod: "text" | "voice" | "photo" },
): NewFoodEntry {
  return {
    userId: owner.userId,
    chatJobId: owner.chatJobId,
    title: draft.title,
    description: draft.description,
    calories: draft.macros.calories_kcal,
    protein: draft.macros.protein_g,
    carbohydrates: draft.macros.carbs_g,
    carbs: draft.macros.carbs_g,
    fat: draft.macros.fat_g,
    fiber: draft.macros.fiber_g,
    sugar: draft.macros.sugar_g,
    sodium: draft.macros.sodium_mg,
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
    entryMethod: owner.entryMethod,
    status: "completed",
    notes: draft.notes,
  };
}
