import type { Food, FoodDatabase } from "../db/food-types.js";

const cache = new WeakMap<FoodDatabase, Map<string, Food[]>>();

/** Each category's foods in database order: the per-category tables are worked out from these when first asked. */
export function foodsByCategory(db: FoodDatabase): Map<string, Food[]> {
  let out = cache.get(db);
  if (out) return out;
  out = new Map();
  for (const f of db.foods) {
    const list = out.get(f.category);
    if (list) list.push(f);
    else out.set(f.category, [f]);
  }
  cache.set(db, out);
  return out;
}
