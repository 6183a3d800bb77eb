import { USDA_NAME_WORDS, USER_WORDS } from "./match-words.js";
import type { IndexedFood } from "./indexed-food.js";
import type { MatcherWeights } from "./matcher-weights.js";

/** Categories people rarely mean unless they say so (baby food, infant formula, native foods, SR brand dumps). */
const SR_RARE_GROUPS: Record<string, number> = {
  sr0300: 4, // baby foods
  sr3500: 3, // American Indian/Alaska Native foods
  sr3600: 1.5, // restaurant foods
  sr2100: 1.5, // fast foods (SR brand items)
  sr2200: 1, // meals, entrees
  sr0800: 0.8, // breakfast cereals by brand
  sr1900: 0.5,
};

/** Plain kinds USDA names without "NFS": "a cup of tea" is hot black leaf tea, not ginger tea. */
const PLAIN_KINDS = new Set(USDA_NAME_WORDS.plainKinds);
/** Outweighs its three unsaid words ("hot, leaf, black") against one ("ginger"), not a word the user said. */
const PLAIN_KIND_PRIOR = 2.5;

// USDA strains only baby food: "strained peas" are the jar.
const BABY = new Set(USER_WORDS.askForBaby);

/**
 * How likely a person means this food before reading the details: FNDDS ("what people eat") over SR ingredients,
 * USDA's generic entries over narrow variants, and no baby food unless asked (`baby` is subtracted then).
 */
export function foodPrior(
  e: Pick<IndexedFood, "food" | "generic">,
  w: Pick<MatcherWeights, "fnddsPrior" | "genericPrior" | "portionCountPrior">,
): { base: number; baby: number } {
  let base = 0;
  let baby = 0;
  const f = e.food;
  if (f.source === "fndds") base += w.fnddsPrior;
  if (e.generic) base += w.genericPrior;
  if (PLAIN_KINDS.has(f.description)) base += PLAIN_KIND_PRIOR;
  // USDA records more household portions for foods people report often: a cheap proxy for how common a food is.
  base += w.portionCountPrior * Math.min(f.portions.length, 10);
  const cat = Number(f.category);
  if (f.source === "fndds" && cat >= 9000 && cat < 9500) baby += 4; // WWEIA 90xx-94xx: baby foods, baby drinks, formula
  if (f.source === "fndds" && cat === 9999) baby += 2; // "as ingredient" codes: no portions, not eaten alone
  if (f.source === "fndds" && /\b(baby|infant)\b/i.test(f.description)) baby += 3;
  if (f.category === "sr0300") baby += SR_RARE_GROUPS.sr0300 ?? 0;
  else base -= SR_RARE_GROUPS[f.category] ?? 0;
  return { base, baby };
}

/** Words that only say a food is for babies: nothing extra once the user asked for baby food. */
export const BABY_MARKERS = new Set(USDA_NAME_WORDS.babyMarkers);

export function wantsBabyFood(query: Set<string>): boolean {
  return [...BABY].some((w) => query.has(w));
}
