import { mealEntryDraftSchema, type MealEntry, type MealEntryDraft } from "../../../contracts/index.js";
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

export function toFoodEntryRow(
  draft: MealEntryDraft,
  owner: { userId: string; chatJobId?: string; entryMethod: "text" | "voice" | "photo" },
): NewFoodEntry {
  return { userId: owner.userId, chatJobId: owner.chatJobId, entryMethod: owner.entryMethod, ...entryColumns(draft) };
}

/** The stored entry as the engine produced it (and later edits changed it). */
export function storedDraft(row: FoodEntryRow): MealEntryDraft {
  const parsed = mealEntryDraftSchema.safeParse((row.aiAnalysis as { entry?: unknown } | null)?.entry);
  if (parsed.success) return parsed.data;
  // Rows written without the engine's entry (none today) still read as a complete meal entry from their columns.
  return {
    title: row.title,
    description: row.description ?? "",
    tags: Array.isArray(row.dietTags) ? (row.dietTags as string[]) : [],
    macros: {
      calories_kcal: row.calories ?? 0,
      protein_g: row.protein ?? 0,
      carbs_g: row.carbs ?? row.carbohydrates ?? 0,
      fat_g: row.fat ?? 0,
      ...(row.fiber !== null && { fiber_g: row.fiber }),
      ...(row.sugar !== null && { sugar_g: row.sugar }),
      ...(row.sodium !== null && { sodium_mg: row.sodium }),
    },
    serving: { servings: row.servings ?? 1, serving_size_g: row.servingWeightGrams ?? 0, household_unit: row.servingSize ?? "portion" },
    lipids_detail: {},
    micros: {},
    consumed_at: (row.mealTime ?? row.createdAt).toISOString(),
    meal_type: (row.mealType as MealEntryDraft["meal_type"]) ?? "snack",
    confidence_score: row.confidence ?? 0,
    notes: row.notes ?? "",
    items: [],
  };
}

export function toMealEntry(row: FoodEntryRow): MealEntry {
  return {
    ...storedDraft(row),
    id: row.id,
    entry_method: row.entryMethod,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
