import type { FoodDatabase } from "../db/food-types.js";
import { useCategorySizes } from "./category-sizes.js";
import { foodsByCategory } from "./foods-by-category.js";
import { densityGPerMl } from "./resolve-portion.js";

const cache = new WeakMap<FoodDatabase, Map<string, number | undefined>>();

/**
 * Median grams-per-ml of the foods in the category that have a cup or fl oz portion (undefined when fewer than three
 * do). Used for a food without one (a cup of SR breakfast cereal is ~0.15 g/ml, not water's 1 g/ml). Worked out the
 * first time a category is asked (a few foods' portions), not for all ~170 categories at start-up.
 */
export function categoryDensity(db: FoodDatabase, category: string): number | undefined {
  useCategorySizes(db); // both are per-category tables of the same database
  let byCategory = cache.get(db);
  if (!byCategory) cache.set(db, (byCategory = new Map()));
  if (byCategory.has(category)) return byCategory.get(category);
  const list: number[] = [];
  for (const f of foodsByCategory(db).get(category) ?? []) {
    const d = densityGPerMl(f);
    if (d !== undefined) list.push(d);
  }
  list.sort((a, b) => a - b);
  const density = list.length < 3 ? undefined : (list[Math.floor(list.length / 2)] ?? 1);
  byCategory.set(category, density);
  return density;
}
