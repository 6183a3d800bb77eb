import type { FoodDatabase } from "../db/food-types.js";
import type { SizeWord } from "../parse/types.js";

/** Per category: each size's weight against the usual portion, and the usual weight of one of each unit. */
interface CategorySizes {
  ratios: Map<string, Partial<Record<SizeWord, number>>>;
  /** "category|word" → median grams of USDA's "1 <word>" portions ("sr0300|jar" → 113). */
  units: Map<string, number>;
}

const cache = new WeakMap<FoodDatabase, CategorySizes>();
let loaded: CategorySizes | undefined;

const SIZE_RE: Record<SizeWord, RegExp> = {
  small: /^1 small\b(?! slice| piece)/i,
  medium: /^1 medium\b(?! slice| piece)/i,
  large: /^1 large\b(?! slice| piece)/i,
  "extra large": /^1 extra[- ]large\b(?! slice| piece)/i,
  jumbo: /^1 (jumbo|king[- ]size)\b/i,
};
const SIZES = Object.keys(SIZE_RE) as SizeWord[];

const median = (list: number[]): number => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 1;
};

/**
 * For each category: how a sized serving compares with USDA's "Quantity not specified" in the foods that list both
 * (a large fast-food order of fries is 1.6× the usual one, a large fountain drink 2×). A food without its own size
 * portions borrows its category's ratio ("a large iced tea" from instant tea, "a small order of fries" of any fries).
 * The same pass over the database keeps each category's usual weight of one piece, jar or packet (`categoryUnitGrams`).
 */
export function loadCategorySizes(db: FoodDatabase): CategorySizes {
  const hit = cache.get(db);
  if (hit) return hit;
  const byCat = new Map<string, Map<SizeWord, number[]>>();
  const unitGrams = new Map<string, number[]>();
  for (const f of db.foods) {
    const seen = new Set<string>();
    for (const p of f.portions) {
      const word = UNIT_PORTION.exec(p.description)?.[1]?.toLowerCase();
      if (!word || seen.has(word)) continue;
      seen.add(word);
      const key = `${f.category}|${word}`;
      const list = unitGrams.get(key);
      if (list) list.push(p.grams);
      else unitGrams.set(key, [p.grams]);
    }
    const usual = f.portions.find((p) => /^quantity not specified/i.test(p.description))?.grams;
    if (!usual) continue;
    for (const size of SIZES) {
      const p = f.portions.find((x) => SIZE_RE[size].test(x.description));
      if (!p) continue;
      const cat = byCat.get(f.category) ?? new Map<SizeWord, number[]>();
      const list = cat.get(size) ?? [];
      list.push(p.grams / usual);
      cat.set(size, list);
      byCat.set(f.category, cat);
    }
  }
  const ratios: CategorySizes["ratios"] = new Map();
  for (const [cat, sizes] of byCat) {
    const bySize: Partial<Record<SizeWord, number>> = {};
    for (const [size, list] of sizes) if (list.length >= 2) bySize[size] = median(list);
    ratios.set(cat, bySize);
  }
  const units = new Map(
    [...unitGrams].filter(([, list]) => list.length >= 3).map(([key, list]) => [key, median(list)]),
  );
  const out = { ratios, units };
  cache.set(db, out);
  loaded = out;
  return out;
}

/** "1 piece", "1 jar NFS", "1 individual packet": the unit word right after the count. */
const UNIT_PORTION = /^1 (?:individual |single )?([a-z]+?)s?\b/i;

/**
 * What one piece, jar or packet of a food in this category usually weighs (the median of its foods' "1 piece",
 * "1 jar" portions), for a food USDA weighs otherwise ("a piece of fondant", "a jar of strained banana with
 * berries"); undefined when fewer than three of its foods have that portion.
 */
export function categoryUnitGrams(category: string, word: string): number | undefined {
  return loaded?.units.get(`${category}|${word}`);
}

/** The category's size ratio from the loaded database, or undefined when too few of its foods have that size. */
export function categorySizeRatio(category: string, size: SizeWord): number | undefined {
  const ratio = loaded?.ratios.get(category)?.[size];
  if (ratio === undefined) return undefined;
  // A category whose sizes run backwards (a "small" twice the usual) mixes unlike foods: no rule to borrow.
  const [lo, hi] = PLAUSIBLE[size];
  return ratio >= lo && ratio <= hi ? ratio : undefined;
}

const PLAUSIBLE: Record<SizeWord, [number, number]> = {
  small: [0.4, 1.05],
  medium: [0.9, 2],
  large: [1.1, 4.5],
  "extra large": [1.3, 6],
  jumbo: [1.3, 6],
};
