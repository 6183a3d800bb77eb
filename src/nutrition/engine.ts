import { loadFoodDatabase } from "./db/load-food-database.js";
import type { FoodDatabase } from "./db/food-types.js";
import { buildSearchIndex, type SearchIndex } from "./match/search-index.js";
import { useCategorySizes } from "./portion/category-sizes.js";
import type { PortionParams } from "./portion/portion-params.js";

/** The loaded food database and its search index: everything the engine reads. */
export interface NutritionEngine {
  db: FoodDatabase;
  index: SearchIndex;
  /** Portion-model numbers other than the committed `engine-params.json` (cross-validation folds). */
  portionParams?: PortionParams;
}

let shared: NutritionEngine | undefined;

/** The process-wide engine over the committed asset, loaded on first use. */
export function getEngine(): NutritionEngine {
  if (!shared) shared = createEngine(loadFoodDatabase());
  return shared;
}

/** An engine over another asset file (tests, freshly built databases). */
export function createEngine(db: FoodDatabase): NutritionEngine {
  useCategorySizes(db);
  return { db, index: buildSearchIndex(db) };
}
