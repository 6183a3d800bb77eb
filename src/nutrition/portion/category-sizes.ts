import type { Food, FoodDatabase, Portion } from "../db/food-types.js";
import { foodsByCategory } from "./foods-by-category.js";
import { SAYS_NO_KIND } from "../match/food-details.js";
import type { SizeWord } from "../parse/types.js";

/** One category's tables: each size's weight against the usual portion, and the usual weight of one of each unit. */
interface CategorySizes {
  ratios: Partial<Record<SizeWord, number>>;
  /** Unit word → median grams of USDA's "1 <word>" portions in the category ("jar" → 113 in sr0300). */
  units: Map<string, number>;
  /** Every word of the category's portion names ("order" where some of its foods are sold by the order). */
  portionWords: Set<string>;
}

/** The database the engine reads (`useCategorySizes`), and the tables of the categories asked so far. */
let loaded: { db: FoodDatabase; tables: Map<string, CategorySizes> } | undefined;
const tablesByDb = new WeakMap<FoodDatabase, Map<string, CategorySizes>>();

const SIZE_RE: Record<SizeWord, RegExp> = {
  small: /^1 small\b(?! slice| piece)/i,
  medium: /^1 medium\b(?! slice| piece)/i,
  large: /^1 large\b(?! slice| piece)/i,
  "extra large": /^1 extra[- ]large\b(?! slice| piece)/i,
  jumbo: /^1 (jumbo|king[- ]size)\b/i,
};
/** The sizes, smallest first. */
export const SIZES = Object.keys(SIZE_RE) as SizeWord[];

/** USDA's portion of one size: "1 small 12 oz. cup", "1 large" (a sized slice or piece is not one). */
export const listedSize = (food: Food, size: SizeWord): Portion | undefined =>
  food.portions.find((p) => SIZE_RE[size].test(p.description));

const median = (list: number[]): number => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 1;
};

/**
 * Makes `categorySizeRatio` and `categoryUnitGrams` read this database when it is new (the last database seen first
 * is the one read). Each category's tables are worked out the first time it is asked (its foods' portions), not for
 * every category at start-up.
 */
export function useCategorySizes(db: FoodDatabase): void {
  if (tablesByDb.has(db)) return;
  const tables = new Map<string, CategorySizes>();
  tablesByDb.set(db, tables);
  loaded = { db, tables };
}

function categorySizes(category: string): CategorySizes | undefined {
  if (!loaded) return undefined;
  let out = loaded.tables.get(category);
  if (!out) loaded.tables.set(category, (out = readCategorySizes(foodsByCategory(loaded.db).get(category) ?? [])));
  return out;
}

/**
 * For one category: how a sized serving compares with USDA's "Quantity not specified" in the foods that list both
 * (a large fast-food order of fries is 1.6× the usual one, a large fountain drink 2×). A food without its own size
 * portions borrows its category's ratio ("a large iced tea" from instant tea, "a small order of fries" of any fries).
 * The same pass keeps the category's usual weight of one piece, jar or packet (`categoryUnitGrams`).
 */
function readCategorySizes(foods: readonly Food[]): CategorySizes {
  const bySize = new Map<SizeWord, number[]>();
  const unitGrams = new Map<string, number[]>();
  const portionWords = new Set<string>();
  for (const f of foods) {
    const seen = new Set<string>();
    for (const p of f.portions) {
      for (const w of p.description.toLowerCase().split(/[^a-z]+/)) if (w) portionWords.add(w);
      const word = UNIT_PORTION.exec(p.description)?.[1]?.toLowerCase();
      if (!word || seen.has(word)) continue;
      seen.add(word);
      const list = unitGrams.get(word);
      if (list) list.push(p.grams);
      else unitGrams.set(word, [p.grams]);
    }
    const usual = f.portions.find((p) => /^quantity not specified/i.test(p.description))?.grams;
    if (!usual) continue;
    for (const size of SIZES) {
      const p = f.portions.find((x) => SIZE_RE[size].test(x.description));
      if (!p) continue;
      const list = bySize.get(size) ?? [];
      list.push(p.grams / usual);
      bySize.set(size, list);
    }
  }
  const ratios: CategorySizes["ratios"] = {};
  for (const [size, list] of bySize) if (list.length >= 2) ratios[size] = median(list);
  const units = new Map(
    [...unitGrams].filter(([, list]) => list.length >= 3).map(([word, list]) => [word, median(list)]),
  );
  return { ratios, units, portionWords };
}

/** "1 piece", "1 jar NFS", "1 individual packet": the unit word right after the count. */
const UNIT_PORTION = /^1 (?:individual |single )?([a-z]+?)s?\b/i;

/**
 * What one piece, jar or packet of a food in this category usually weighs (the median of its foods' "1 piece",
 * "1 jar" portions), for a food USDA weighs otherwise ("a piece of fondant", "a jar of strained banana with
 * berries"); undefined when fewer than three of its foods have that portion.
 */
export function categoryUnitGrams(category: string, word: string): number | undefined {
  return categorySizes(category)?.units.get(word);
}

/** Each piece word's pieces: their grams and USDA's usual amount in pieces, for the database read last. */
let piecesInUsual: { db: FoodDatabase; byWord: Map<string, { grams: number; count: number }[]> } | undefined;

/**
 * How many pieces USDA's usual amount holds, over the foods that list both a piece of this name and of about this
 * weight (half to twice it) and a usual amount (the median, in whole pieces): two chicken strips of 40-50 g, not the
 * ten strips of bacon. What "kfc tenders" with no count is when the food has no usual amount of its own; undefined
 * when fewer than three foods have such a piece.
 */
export function usualPieceCount(word: string, grams: number): number | undefined {
  if (!loaded) return undefined;
  if (piecesInUsual?.db !== loaded.db) {
    const byWord = new Map<string, { grams: number; count: number }[]>();
    for (const f of loaded.db.foods) {
      const usual = f.portions.find((p) => /^quantity not specified/i.test(p.description))?.grams;
      if (!usual) continue;
      for (const p of f.portions) {
        if (!/^1 [a-z]/i.test(p.description) || p.grams <= 0) continue;
        // "1 tender, strip, or finger" is a strip too
        for (const w of new Set(p.description.toLowerCase().split(/[^a-z]+/))) {
          const list = byWord.get(w) ?? [];
          list.push({ grams: p.grams, count: usual / p.grams });
          byWord.set(w, list);
        }
      }
    }
    piecesInUsual = { db: loaded.db, byWord };
  }
  const alike = (piecesInUsual.byWord.get(word) ?? []).filter((x) => x.grams >= grams / 2 && x.grams <= grams * 2);
  return alike.length >= 3 ? Math.max(1, Math.round(median(alike.map((x) => x.count)))) : undefined;
}

/** Whether some food of this category has a USDA portion named with the word ("order": fries are sold by the order). */
export function categoryPortionsSay(category: string, word: string): boolean {
  return categorySizes(category)?.portionWords.has(word) ?? false;
}

/**
 * The category's size ratio from the loaded database, or undefined when too few of its foods have that size. A
 * category whose sizes run backwards (a "small" twice the usual) mixes unlike foods: no rule to borrow, unless all its
 * sizes grow from small to jumbo (a small fountain drink is 1.5× the usual cup of lemonade, a large one 3×).
 */
export function categorySizeRatio(category: string, size: SizeWord): number | undefined {
  const ratios = categorySizes(category)?.ratios;
  const ratio = ratios?.[size];
  if (!ratios || ratio === undefined) return undefined;
  const [lo, hi] = PLAUSIBLE[size];
  if (ratio >= lo && ratio <= hi) return ratio;
  const inOrder = SIZES.map((s) => ratios[s]).filter((r) => r !== undefined);
  const grows = inOrder.length >= 3 && inOrder.every((r, i) => i === 0 || r > (inOrder[i - 1] as number));
  return grows && ratio >= MIN_RATIO && ratio <= MAX_RATIO ? ratio : undefined;
}

const MIN_RATIO = 0.3;
const MAX_RATIO = 6;
const PLAUSIBLE: Record<SizeWord, [number, number]> = {
  small: [0.4, 1.05],
  medium: [0.9, 2],
  large: [1.1, 4.5],
  "extra large": [1.3, 6],
  jumbo: [1.3, 6],
};

/** 1 for a survey food that says none of its kinds ("NFS", "NS as to type"), else 0. */
const unspecified = (f: Food): number => (SAYS_NO_KIND.test(f.description) ? 1 : 0);

/** Per database: each name's first two parts ("yogurt, greek") → its survey food's usual portion, once worked out. */
const kinUsualByDb = new WeakMap<FoodDatabase, Map<string, Portion | null>>();

/**
 * "chobani greek yogurt strawberry" on SR's "Yogurt, Greek, nonfat, strawberry, CHOBANI", which USDA weighs only by the
 * ounce: one of it is what the survey food of the same kind usually weighs ("Yogurt, Greek, …": 150 g), not an ounce.
 * The kin is the FNDDS food that opens with the same two parts of the name and has a usual amount, one that names no
 * kind ("NS as to type") first, then the shortest name; undefined when none does.
 */
export function usualOfSurveyKin(food: Food): Portion | undefined {
  if (!loaded) return undefined;
  const kind = food.description.toLowerCase().split(",").slice(0, 2).join(",").trim();
  if (!kind.includes(",")) return undefined;
  let byKind = kinUsualByDb.get(loaded.db);
  if (!byKind) kinUsualByDb.set(loaded.db, (byKind = new Map()));
  const known = byKind.get(kind);
  if (known !== undefined) return known ?? undefined;
  const kin = loaded.db.foods
    .filter((f) => f.source === "fndds" && f.description.toLowerCase().startsWith(kind))
    .map((f) => ({ f, usual: f.portions.find((p) => /^quantity not specified/i.test(p.description)) }))
    .filter((k) => k.usual !== undefined)
    .sort((a, b) => unspecified(b.f) - unspecified(a.f) || a.f.description.length - b.f.description.length)[0];
  const portion = kin?.usual
    ? { description: `Quantity not specified (as for ${kin.f.description})`, grams: kin.usual.grams }
    : null;
  byKind.set(kind, portion);
  return portion ?? undefined;
}
