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
const NOT_MEASURED_READ = -1;
/** A "not measured" value, or a run of UTF-8 bytes read as Latin-1 (only inside strings in JSON text). */
const NOT_MEASURED_OR_NON_ASCII = /(?<=[,[])null(?=[,\]])|[\x80-\xff]+/g;

/**
 * The asset as JSON text of one-byte characters. Decoded as UTF-8, its two non-ASCII characters ("’", "é") made
 * all 4 MB a two-byte string, copied again by the replacement: ~17 MB at start-up. Read as Latin-1, each run of
 * UTF-8 bytes becomes the \u escapes of its characters, in the same pass that reads "not measured".
 */
function assetText(bytes: Buffer): string {
  return bytes
    .toString("latin1")
    .replace(NOT_MEASURED_OR_NON_ASCII, (m) => (m === "null" ? String(NOT_MEASURED_READ) : jsonEscapes(m)));
}

/** A run of UTF-8 bytes read as Latin-1, as the JSON escapes of the characters they encode. */
function jsonEscapes(latin1: string): string {
  const text = Buffer.from(latin1, "latin1").toString("utf8");
  let out = "";
  for (let i = 0; i < text.length; i++) out += `\\u${text.charCodeAt(i).toString(16).padStart(4, "0")}`;
  return out;
}

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
  const text = assetText(gunzipSync(readFileSync(path)));
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
