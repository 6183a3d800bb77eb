import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import {
  isStoredFoodRow,
  JSON_END,
  NOT_MEASURED_STORED,
  storedAssetHeaderSchema,
  VALUE_SCALE,
} from "./food-asset-schema.js";
import { NUTRIENT_KEYS } from "./nutrient-keys.js";
import type { Food, FoodDatabase } from "./food-types.js";

export const DEFAULT_ASSET_PATH = resolve(dirname(fileURLToPath(import.meta.url)), "../../../assets/foods.bin.gz");

let cached: FoodDatabase | undefined;

/** A run of UTF-8 bytes read as Latin-1 (only inside strings in JSON text). */
const NON_ASCII = /[\x80-\xff]+/g;

/**
 * The JSON part as text of one-byte characters. Decoded as UTF-8, its two non-ASCII characters ("’", "é") made
 * the whole text a two-byte string, copied again by the replacement. Read as Latin-1, each run of UTF-8 bytes
 * becomes the \u escapes of its characters.
 */
function jsonText(bytes: Buffer, end: number): string {
  return bytes.toString("latin1", 0, end).replace(NON_ASCII, jsonEscapes);
}

/** A run of UTF-8 bytes read as Latin-1, as the JSON escapes of the characters they encode. */
function jsonEscapes(latin1: string): string {
  const text = Buffer.from(latin1, "latin1").toString("utf8");
  let out = "";
  for (let i = 0; i < text.length; i++) out += `\\u${text.charCodeAt(i).toString(16).padStart(4, "0")}`;
  return out;
}

/** All foods' per-100 g values in one buffer, food by food (the asset stores them nutrient by nutrient). */
function perHundredGrams(bytes: Buffer, start: number, count: number, width: number): Float64Array {
  const stored = new DataView(bytes.buffer, bytes.byteOffset + start, count * width * 4);
  const all = new Float64Array(count * width);
  for (let i = 0; i < width; i++)
    for (let r = 0; r < count; r++) {
      const n = stored.getInt32((i * count + r) * 4, true);
      all[r * width + i] = n === NOT_MEASURED_STORED ? Number.NaN : n / VALUE_SCALE;
    }
  return all;
}

/** Reads the committed asset (once per process unless a path is given). */
export function loadFoodDatabase(path: string = DEFAULT_ASSET_PATH): FoodDatabase {
  if (path === DEFAULT_ASSET_PATH && cached) return cached;
  const broken = (why: string) => new Error(`Food asset ${path} ${why}; run npm run build:foods.`);
  const bytes = gunzipSync(readFileSync(path));
  const end = bytes.indexOf(JSON_END);
  if (end < 0) throw broken("has no values");
  // Full zod parsing of 14k rows costs ~0.5 s; the header is parsed, rows get a cheap structural check.
  const asset = storedAssetHeaderSchema.parse(JSON.parse(jsonText(bytes, end)));
  const rows = asset.foods.filter(isStoredFoodRow);
  if (rows.length !== asset.foods.length) throw broken("has malformed rows");
  if (asset.nutrients.join(",") !== NUTRIENT_KEYS.join(",")) throw broken("has a different nutrient layout");
  const width = NUTRIENT_KEYS.length;
  if (bytes.length - (end + 1) !== rows.length * width * 4) throw broken("has values for a different number of foods");
  const values = perHundredGrams(bytes, end + 1, rows.length, width);
  // 37,481 portion names are 2,895 distinct strings and 14,220 category codes 196: each food keeps the first copy.
  const distinct = new Map<string, string>();
  const shared = (text: string): string => {
    const known = distinct.get(text);
    if (known !== undefined) return known;
    distinct.set(text, text);
    return text;
  };
  const foods: Food[] = rows.map(([id, description, synonyms, category, portions], r) => ({
    id,
    source: id.startsWith("fndds:") ? "fndds" : "sr",
    description,
    synonyms,
    category: shared(category),
    categoryName: asset.categories[category] ?? "",
    portions: portions.map(([d, g]) => ({ description: shared(d), grams: g })),
    values: values.subarray(r * width, (r + 1) * width),
  }));
  const db: FoodDatabase = { foods, byId: new Map(foods.map((f) => [f.id, f])), nutrientKeys: NUTRIENT_KEYS };
  if (path === DEFAULT_ASSET_PATH) cached = db;
  return db;
}
