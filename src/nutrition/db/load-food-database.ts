import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { foodAssetHeaderSchema, isFoodRow } from "./food-asset-schema.js";
import { NUTRIENT_KEYS } from "./nutrient-keys.js";
import type { Food, FoodDatabase } from "./food-types.js";

export const DEFAULT_ASSET_PATH = resolve(dirname(fileURLToPath(import.meta.url)), "../../../assets/foods.json.gz");

let cached: FoodDatabase | undefined;

/**
 * JSON.parse boxes every decimal of an array that also holds null: ~900,000 heap numbers, ~20 MB of garbage at
 * start-up. "Not measured" is read as -1 instead (no USDA value is negative), so each row's values parse unboxed.
 */
const NOT_MEASURED = /(?<=[,[])null(?=[,\]])/g;
const NOT_MEASURED_READ = -1;

/** All foods' per-100 g values in one buffer; each food holds a view of its row. */
function perHundredGrams(rows: readonly (readonly (number | null)[])[], width: number): Float64Array[] {
  const all = new Float64Array(rows.length * width);
  return rows.map((values, r) => {
    const out = all.subarray(r * width, (r + 1) * width);
    for (let i = 0; i < width; i++) {
      const v = values[i];
      out[i] = v === null || v === undefined || v === NOT_MEASURED_READ ? Number.NaN : v;
    }
    return out;
  });
}

/** Reads the committed asset (once per process unless a path is given). */
export function loadFoodDatabase(path: string = DEFAULT_ASSET_PATH): FoodDatabase {
  if (path === DEFAULT_ASSET_PATH && cached) return cached;
  // Full zod parsing of 14k rows costs ~0.5 s; the header is parsed, rows get a cheap structural check.
  const text = gunzipSync(readFileSync(path)).toString("utf8").replace(NOT_MEASURED, String(NOT_MEASURED_READ));
  const asset = foodAssetHeaderSchema.parse(JSON.parse(text));
  const rows = asset.foods.filter(isFoodRow);
  if (rows.length !== asset.foods.length)
    throw new Error(`Food asset ${path} has malformed rows; run npm run build:foods.`);
  if (asset.nutrients.join(",") !== NUTRIENT_KEYS.join(",")) {
    throw new Error(`Food asset ${path} has a different nutrient layout; run npm run build:foods.`);
  }
  const values = perHundredGrams(
    rows.map((r) => r[5]),
    NUTRIENT_KEYS.length,
  );
  const foods: Food[] = rows.map(([id, description, synonyms, category, portions], r) => ({
    id,
    source: id.startsWith("fndds:") ? "fndds" : "sr",
    description,
    synonyms,
    category,
    categoryName: asset.categories[category] ?? "",
    portions: portions.map(([d, g]) => ({ description: d, grams: g })),
    values: values[r] as Float64Array,
  }));
  const db: FoodDatabase = { foods, byId: new Map(foods.map((f) => [f.id, f])), nutrientKeys: NUTRIENT_KEYS };
  if (path === DEFAULT_ASSET_PATH) cached = db;
  return db;
}
