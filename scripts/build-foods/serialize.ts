import { gzipSync } from "node:zlib";
import {
  foodAssetSchema,
  JSON_END,
  NOT_MEASURED_STORED,
  VALUE_SCALE,
  type FoodAsset,
  type FoodRow,
  type StoredFoodRow,
} from "../../src/nutrition/db/food-asset-schema.js";

export const ASSET_FILE = "foods.bin.gz";

/** The asset's bytes before gzip are the byte-for-byte contract; gzip (level 9, no name, mtime 0) only wraps them. */
export function serializeAsset(asset: FoodAsset): { bytes: Buffer; gz: Buffer } {
  const rows: StoredFoodRow[] = asset.foods.map(([id, description, synonyms, category, portions]) => [
    id,
    description,
    synonyms,
    category,
    portions,
  ]);
  const json = Buffer.from(JSON.stringify({ ...asset, foods: rows }), "utf8");
  const padding = (4 - ((json.length + 1) % 4)) % 4;
  const width = asset.nutrients.length;
  const count = asset.foods.length;
  const values = Buffer.alloc(count * width * 4);
  asset.foods.forEach((row, r) => {
    if (row[5].length !== width) throw new Error(`${row[0]}: ${row[5].length} values for ${width} nutrients`);
    row[5].forEach((v, i) => values.writeInt32LE(storedValue(row[0], v), (i * count + r) * 4));
  });
  const bytes = Buffer.concat([json, Buffer.from(`${" ".repeat(padding)}\n`, "latin1"), values]);
  return { bytes, gz: gzipSync(bytes, { level: 9 }) };
}

function storedValue(id: string, v: number | null): number {
  if (v === null) return NOT_MEASURED_STORED;
  const n = Math.round(v * VALUE_SCALE);
  if (n / VALUE_SCALE !== v || n <= NOT_MEASURED_STORED || n > 0x7fffffff)
    throw new Error(`${id}: ${v} is not a four-decimal value an int32 can hold`);
  return n;
}

/** The asset as `serializeAsset` was given it, read plainly and fully checked (tests; the engine uses the loader). */
export function parseAsset(bytes: Buffer): FoodAsset {
  const end = bytes.indexOf(JSON_END);
  const stored = JSON.parse(bytes.toString("utf8", 0, end)) as Omit<FoodAsset, "foods"> & { foods: StoredFoodRow[] };
  const count = stored.foods.length;
  const width = stored.nutrients.length;
  const valueAt = (r: number, i: number): number | null => {
    const n = bytes.readInt32LE(end + 1 + (i * count + r) * 4);
    return n === NOT_MEASURED_STORED ? null : n / VALUE_SCALE;
  };
  const foods: FoodRow[] = stored.foods.map((row, r) => [
    ...row,
    Array.from({ length: width }, (_, i) => valueAt(r, i)),
  ]);
  return foodAssetSchema.parse({ ...stored, foods });
}
