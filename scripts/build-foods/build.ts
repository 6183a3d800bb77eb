import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { NUTRIENT_KEYS } from "../../src/nutrition/db/nutrient-keys.js";
import { foodAssetSchema, type FoodAsset } from "../../src/nutrition/db/food-asset-schema.js";
import { readFndds } from "./read-fndds.js";
import { readSr28 } from "./read-sr28.js";

export const ASSET_FILE = "foods.json.gz";

/** Builds the asset object from the USDA folder. Pure function of the input files. */
export function buildFoodAsset(usdaDir: string): FoodAsset {
  const fndds = readFndds(join(usdaDir, "fndds-2021-2023"));
  const sr = readSr28(join(usdaDir, "sr-legacy", "sr28-ascii"));
  const categories: Record<string, string> = {};
  for (const [k, v] of [...fndds.categories, ...sr.categories].sort((a, b) => (a[0] < b[0] ? -1 : 1)))
    categories[k] = v;
  return foodAssetSchema.parse({
    format: "meals-calories-foods/1",
    sources: ["USDA FoodData Central: FNDDS 2021-2023 (At A Glance tables)", "USDA FoodData Central: SR28 / SR Legacy"],
    nutrients: [...NUTRIENT_KEYS],
    categories,
    foods: [...fndds.foods, ...sr.foods],
  });
}

/** The JSON text is the byte-for-byte contract; gzip (level 9, no name, mtime 0) only wraps it. */
export function serializeAsset(asset: FoodAsset): { json: string; gz: Buffer } {
  const json = JSON.stringify(asset);
  return { json, gz: gzipSync(Buffer.from(json, "utf8"), { level: 9 }) };
}
