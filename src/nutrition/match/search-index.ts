import type { Food, FoodDatabase } from "../db/food-types.js";
import { tokens } from "./tokenize.js";

export interface IndexedFood {
  food: Food;
  /** Tokens of the main description. */
  desc: Set<string>;
  /** Tokens of the first comma segment: the head noun phrase ("Pizza", "Milk"). */
  head: Set<string>;
  /** Tokens only found in the synonyms ("Additional food description" / SR common names). */
  syn: Set<string>;
  /** Sum of idf over description tokens: how much a description says beyond the query. */
  descWeight: number;
  /** True for USDA's generic entries ("NFS", "NS as to …"), the safe default when the user is vague. */
  generic: boolean;
}

export interface SearchIndex {
  db: FoodDatabase;
  entries: IndexedFood[];
  postings: Map<string, number[]>;
  idf: Map<string, number>;
  /** Words that name a food on their own: any token of an FNDDS description's first segment. */
  foodNouns: Set<string>;
}

/** Builds the token index over descriptions and synonyms; about 50 ms for the full database. */
export function buildSearchIndex(db: FoodDatabase): SearchIndex {
  const postings = new Map<string, number[]>();
  const entries: IndexedFood[] = db.foods.map((food, i) => {
    const desc = new Set(tokens(food.description));
    const head = new Set(tokens(food.description.split(",")[0] ?? ""));
    const syn = new Set<string>();
    for (const s of food.synonyms) for (const t of tokens(s)) if (!desc.has(t)) syn.add(t);
    for (const t of [...desc, ...syn]) {
      const list = postings.get(t);
      if (list) list.push(i);
      else postings.set(t, [i]);
    }
    const generic = /\b(NFS|NS as to)\b/.test(food.description);
    return { food, desc, head, syn, descWeight: 0, generic };
  });
  const foodNouns = new Set<string>();
  for (const e of entries) if (e.food.source === "fndds") for (const t of e.head) foodNouns.add(t);
  const n = entries.length;
  const idf = new Map<string, number>();
  for (const [t, list] of postings) idf.set(t, Math.log(1 + n / list.length));
  for (const e of entries) {
    let w = 0;
    for (const t of e.desc) w += idf.get(t) ?? 0;
    e.descWeight = w;
  }
  return { db, entries, postings, idf, foodNouns };
}
