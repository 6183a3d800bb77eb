import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { foodAssetHeaderSchema, isFoodRow } from "./food-asset-schema.js";
import { NUTRIENT_KEYS } from "./nutrient-keys.js";
import type { Food, FoodDatabase } from "./food-types.js";

export const DEFAULT_ASSET_PATH = resolve(dirname(fileURLToPath(import.meta.url)), "../../../assets/foods.json.gz");

let cached: FoodDatabase | undefined;

function perHundredGrams(values: (number | null)[]): Float64Array {
  const out = new Float64Array(values.length);
  for (let i = 0; i < values.length; i++) out[i] = values[i] ?? Number.NaN;
  return out;
}

/** Reads the committed asset (once per process unless a path is given). */
export function loadFoodDatabase(path: string = DEFAULT_ASSET_PATH): FoodDatabase {
  if (path === DEFAULT_ASSET_PATH && cached) return cached;
  // Full zod parsing of 14k rows costs ~0.5 s; the header is parsed, rows get a cheap structural check.
  const asset = foodAssetHeaderSchema.parse(JSON.parse(gunzipSync(readFileSync(path)).toString("utf8")));
  const rows = asset.foods.filter(isFoodRow);
  if (rows.length !== asset.foods.length)
    throw new Error(`Food asset ${path} has malformed rows; run npm run build:foods.`);
  if (asset.nutrients.join(",") !== NUTRIENT_KEYS.join(",")) {
    throw new Error(`Food asset ${path} has a different nutrient layout; run npm run build:foods.`);
  }
  const foods: Food[] = rows.map(([id, description, synonyms, category, portions, values]) => ({
    id,
    source: id.startsWith("fndds:") ? "fndds" : "sr",
    description,
    synonyms,
    category,
    categoryName: asset.categories[category] ?? "",
    portions: portions.map(([d, g]) => ({ description: d, grams: g })),
    values: perHundredGrams(values),
  }));
  const db: FoodDatabase = { foods, byId: new Map(foods.map((f) => [f.id, f])), nutrientKeys: NUTRIENT_KEYS };
  if (path === DEFAULT_ASSET_PATH) cached = db;
  return db;
}
