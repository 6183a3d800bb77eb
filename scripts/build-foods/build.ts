import { join } from "node:path";
import { NUTRIENT_KEYS } from "../../src/nutrition/db/nutrient-keys.js";
import { ASSET_FORMAT, foodAssetSchema, type FoodAsset } from "../../src/nutrition/db/food-asset-schema.js";
import { readFndds } from "./read-fndds.js";
import { readSr28 } from "./read-sr28.js";

/** Builds the asset object from the USDA folder. Pure function of the input files. */
export function buildFoodAsset(usdaDir: string): FoodAsset {
  const fndds = readFndds(join(usdaDir, "fndds-2021-2023"));
  const sr = readSr28(join(usdaDir, "sr-legacy", "sr28-ascii"));
  const categories: Record<string, string> = {};
  for (const [k, v] of [...fndds.categories, ...sr.categories].sort((a, b) => (a[0] < b[0] ? -1 : 1)))
    categories[k] = v;
  return foodAssetSchema.parse({
    format: ASSET_FORMAT,
    sources: ["USDA FoodData Central: FNDDS 2021-2023 (At A Glance tables)", "USDA FoodData Central: SR28 / SR Legacy"],
    nutrients: [...NUTRIENT_KEYS],
    categories,
    foods: [...fndds.foods, ...sr.foods],
  });
}
