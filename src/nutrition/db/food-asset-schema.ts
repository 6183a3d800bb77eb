import { z } from "zod";

/** One portion: [description as USDA wrote it for ONE unit, grams]. */
export const portionRowSchema = z.tuple([z.string(), z.number()]);

/** One food row in the asset: [id, description, synonyms, category code, portions, per-100 g values (null = not measured)]. */
export const foodRowSchema = z.tuple([
  z.string(),
  z.string(),
  z.array(z.string()),
  z.string(),
  z.array(portionRowSchema),
  z.array(z.number().nullable()),
]);

export const foodAssetSchema = z.object({
  format: z.literal("meals-calories-foods/1"),
  sources: z.array(z.string()),
  nutrients: z.array(z.string()),
  /** Category code → description. FNDDS codes are WWEIA numbers ("1002"); SR codes are "sr" + food group ("sr0100"). */
  categories: z.record(z.string(), z.string()),
  foods: z.array(foodRowSchema),
});

export type FoodAsset = z.infer<typeof foodAssetSchema>;
export type FoodRow = z.infer<typeof foodRowSchema>;

/** The asset with rows left unchecked (see isFoodRow): parsing every row with zod is too slow for start-up. */
export const foodAssetHeaderSchema = foodAssetSchema.extend({ foods: z.array(z.unknown()) });

export function isFoodRow(r: unknown): r is FoodRow {
  return (
    Array.isArray(r) &&
    r.length === 6 &&
    typeof r[0] === "string" &&
    typeof r[1] === "string" &&
    Array.isArray(r[2]) &&
    typeof r[3] === "string" &&
    Array.isArray(r[4]) &&
    Array.isArray(r[5])
  );
}
