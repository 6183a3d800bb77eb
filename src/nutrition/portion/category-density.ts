import type { FoodDatabase } from "../db/food-types.js";
import { loadCategorySizes } from "./category-sizes.js";
import { densityGPerMl } from "./resolve-portion.js";

const cache = new WeakMap<FoodDatabase, Map<string, number>>();

/**
 * Median grams-per-ml of the foods in each category that have a cup or fl oz portion.
 * Used for a food without one (a cup of SR breakfast cereal is ~0.15 g/ml, not water's 1 g/ml).
 */
export function categoryDensities(db: FoodDatabase): Map<string, number> {
  const hit = cache.get(db);
  if (hit) return hit;
  loadCategorySizes(db); // loaded with the densities: both are per-category tables of the same database
  const byCat = new Map<string, number[]>();
  for (const f of db.foods) {
    const d = densityGPerMl(f);
    if (d === undefined) continue;
    const list = byCat.get(f.category) ?? [];
    list.push(d);
    byCat.set(f.category, list);
  }
  const out = new Map<string, number>();
  for (const [cat, list] of byCat) {
    if (list.length < 3) continue;
    list.sort((a, b) => a - b);
    out.set(cat, list[Math.floor(list.length / 2)] ?? 1);
  }
  cache.set(db, out);
  return out;
}
