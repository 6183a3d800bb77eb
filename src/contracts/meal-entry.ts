import { z } from "zod";

/** Meal types the engine assigns and the screens show. */
export const mealTypeSchema = z.enum(["breakfast", "lunch", "dinner", "snack"]);
export type MealType = z.infer<typeof mealTypeSchema>;

export const macrosSchema = z.object({
  calories_kcal: z.number(),
  protein_g: z.number(),
  carbs_g: z.number(),
  fat_g: z.number(),
  fiber_g: z.number().optional(),
  sugar_g: z.number().optional(),
  sodium_mg: z.number().optional(),
});

export const servingSchema = z.object({
  servings: z.number(),
  serving_size_g: z.number(),
  household_unit: z.string(),
});

/** Every key is optional: a nutrient the food data did not measure is absent, never zero. */
export const lipidsDetailSchema = z.object({
  saturated_g: z.number().optional(),
  cholesterol_mg: z.number().optional(),
  monounsaturated_g: z.number().optional(),
  polyunsaturated_g: z.number().optional(),
  omega3_g: z.number().optional(),
  omega6_g: z.number().optional(),
  trans_fat_g: z.number().optional(),
});

export const microsSchema = z.object({
  sodium_mg: z.number().optional(),
  potassium_mg: z.number().optional(),
  calcium_mg: z.number().optional(),
  magnesium_mg: z.number().optional(),
  iron_mg: z.number().optional(),
  zinc_mg: z.number().optional(),
  phosphorus_mg: z.number().optional(),
  selenium_mcg: z.number().optional(),
  vit_a_mcg_rae: z.number().optional(),
  vit_c_mg: z.number().optional(),
  vit_d_mcg: z.number().optional(),
  vit_e_mg: z.number().optional(),
  vit_k_mcg: z.number().optional(),
  vit_b1_mg: z.number().optional(),
  vit_b2_mg: z.number().optional(),
  vit_b3_mg: z.number().optional(),
  vit_b6_mg: z.number().optional(),
  vit_b9_mcg: z.number().optional(),
  vit_b12_mcg: z.number().optional(),
  choline_mg: z.number().optional(),
});

/** One food inside a meal entry, as the engine resolved it. */
export const mealItemSchema = z.object({
  food_id: z.string(), // "fndds:11111000" or "sr:01001"
  food_name: z.string(),
  phrase: z.string(), // the words of the user's text this item came from
  quantity: z.number(),
  unit: z.string(), // e.g. "cup", "g", "medium", "slice", "serving"
  grams: z.number(),
  assumption: z.string().optional(), // "1 medium banana = 118 g"
  confidence: z.number().min(0).max(1),
  macros: macrosSchema,
  lipids_detail: lipidsDetailSchema,
  micros: microsSchema,
});

export const mealEntryDraftSchema = z.object({
  title: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  macros: macrosSchema,
  serving: servingSchema,
  lipids_detail: lipidsDetailSchema,
  micros: microsSchema,
  consumed_at: z.string(), // ISO 8601 instant
  meal_type: mealTypeSchema,
  confidence_score: z.number().min(0).max(1),
  notes: z.string(),
  items: z.array(mealItemSchema),
});

export type Macros = z.infer<typeof macrosSchema>;
export type Serving = z.infer<typeof servingSchema>;
export type LipidsDetail = z.infer<typeof lipidsDetailSchema>;
export type Micros = z.infer<typeof microsSchema>;
export type MealItem = z.infer<typeof mealItemSchema>;
export type MealEntryDraft = z.infer<typeof mealEntryDraftSchema>;
