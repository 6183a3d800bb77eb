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

export const ASSET_FORMAT = "meals-calories-foods/2";

export const foodAssetSchema = z.object({
  format: z.literal(ASSET_FORMAT),
  sources: z.array(z.string()),
  nutrients: z.array(z.string()),
  /** Category code → description. FNDDS codes are WWEIA numbers ("1002"); SR codes are "sr" + food group ("sr0100"). */
  categories: z.record(z.string(), z.string()),
  foods: z.array(foodRowSchema),
});

export type FoodAsset = z.infer<typeof foodAssetSchema>;
export type FoodRow = z.infer<typeof foodRowSchema>;

/**
 * The file holds the rows without their values as JSON text, then the values as binary (`VALUE_SCALE`):
 * JSON.parse of ~900,000 decimals was a third of the start-up load.
 */
export type StoredFoodRow = [
  id: string,
  description: string,
  synonyms: string[],
  category: string,
  portions: [string, number][],
];

/** The JSON part with rows left unchecked (see isStoredFoodRow): parsing every row with zod is too slow for start-up. */
export const storedAssetHeaderSchema = foodAssetSchema.extend({ foods: z.array(z.unknown()) });

/** After the JSON text, a newline at a byte offset that keeps the values 4-byte aligned. */
export const JSON_END = 0x0a;
/**
 * Values are stored as little-endian int32 of value × 10,000, nutrient by nutrient (each nutrient's column over all
 * foods, which packs smaller). The asset rounds to four decimals, so n / 10,000 is exactly the number it held.
 */
export const VALUE_SCALE = 10_000;
/** A value USDA never measured. */
export const NOT_MEASURED_STORED = -0x80000000;

export function isStoredFoodRow(r: unknown): r is StoredFoodRow {
  return (
    Array.isArray(r) &&
    r.length === 5 &&
    typeof r[0] === "string" &&
    typeof r[1] === "string" &&
    Array.isArray(r[2]) &&
    typeof r[3] === "string" &&
    Array.isArray(r[4])
  );
}
