import { readFileSync } from "node:fs";
import { z } from "zod";

/** One food of a terse meal, with the arithmetic that gives its share of the total. */
export const terseItemSchema = z.object({
  food: z.string().min(1),
  id: z.string().regex(/^(fndds|sr):\d+$/),
  portion: z.string().min(1),
  grams: z.number().positive(),
  kcal_per_100g: z.number().nonnegative(),
  carb_g_per_100g: z.number().nonnegative(),
  kcal: z.number().nonnegative(),
  carb_g: z.number().nonnegative(),
});

export const terseMealSchema = z.object({
  text: z.string().min(1),
  /** "original": the set the engine was tuned on; "fresh" to "fresh18": meals written later, held-out checks. */
  split: z.string().min(1),
  items: z.array(terseItemSchema).min(1),
  total_kcal: z.number().nonnegative(),
  total_carb_g: z.number().nonnegative(),
});

export const terseSetSchema = z.object({
  about: z.string(),
  meals: z.array(terseMealSchema).min(100),
});

export type TerseMeal = z.infer<typeof terseMealSchema>;

/** Energy within this share of the hand-worked total counts as right (NutriBench's ±20%). */
export const ENERGY_TOLERANCE = 0.2;
/** Carbohydrate within this many grams counts as right (NutriBench's 7.5 g). */
export const CARB_TOLERANCE_G = 7.5;

export function loadTerseSet(): z.infer<typeof terseSetSchema> {
  return terseSetSchema.parse(JSON.parse(readFileSync(new URL("./meals.json", import.meta.url), "utf8")));
}
