import type { Food, Portion } from "../db/food-types.js";
import type { UnitId } from "../parse/types.js";
import { CEREALS, isCereal } from "./cereals.js";
import { isMixedDish } from "../match/match-words.js";
import { TAKEOUT } from "./units.js";

const FL_OZ_ML = 29.5735;

export type ContainerUnit = "can" | "bottle";

/** Per WWEIA category prefix: the single-serve size people usually mean by "a can" / "a bottle" / "a bowl", in fl oz. */
interface ContainerRule {
  test: (food: Food) => boolean;
  can?: number;
  bottle?: number;
  bowl?: number;
}

const inCategory =
  (...codes: string[]) =>
  (food: Food): boolean =>
    codes.includes(food.category);
const energy = (food: Food): boolean => /\benergy\b/i.test(food.description);

// First match wins. Sizes are the common US retail single-serve packs (soda bottles 20 fl oz, water 16.9 fl oz,
// energy drinks 16 fl oz cans, ready-to-drink shakes 11 fl oz, a can of soup ≈ 2¼ cups ready to eat). A bowl of
// cereal, cold or hot, is the cup USDA serves it by (units.json `cereals`), not the 1½ cups of a bowl of soup.
const RULES: ContainerRule[] = [
  { test: (f) => inCategory("7206", "7104")(f) && energy(f), can: 16, bottle: 16 },
  { test: inCategory("7202", "7102", "7206", "7104", "7106"), can: 12, bottle: 20 },
  { test: inCategory("7702", "7704", "7802", "7804"), can: 12, bottle: 16.9 },
  { test: inCategory("7502"), can: 12, bottle: 12 },
  { test: inCategory("7504"), bottle: 25.4 },
  { test: inCategory("7002", "7004", "7006", "7008"), can: 11.5, bottle: 12 },
  { test: inCategory("7204"), can: 12, bottle: 16 },
  { test: inCategory("7304"), can: 12, bottle: 16.9 },
  { test: inCategory("7302"), can: 11, bottle: 13.7 },
  { test: inCategory("7208"), can: 8, bottle: 11 },
  { test: inCategory("7220"), bottle: 15.2 },
  { test: (f) => /^1[0-4]\d\d$/.test(f.category), can: 11, bottle: 14 },
  { test: inCategory("3804", "3806", "3808"), can: 18 },
  { test: isCereal, bowl: CEREALS.bowlFlOz },
];

/**
 * Typical millilitres of one can / bottle / bowl of this food, or of a takeout container of a mixed dish (said by
 * one of `TAKEOUT.said`), or undefined when there is no usual size for it.
 */
export function typicalContainerMl(food: Food, unit: UnitId, said?: string): number | undefined {
  if (unit === "container")
    return said && TAKEOUT.said.has(said) && isMixedDish(food.category) ? TAKEOUT.flOz * FL_OZ_ML : undefined;
  if (unit !== "can" && unit !== "bottle" && unit !== "bowl") return undefined;
  const rule = RULES.find((r) => r.test(food));
  const floz = rule?.[unit];
  return floz === undefined ? undefined : floz * FL_OZ_ML;
}

/** The volume a USDA portion names in parentheses: "1 can (12 fl oz)", "1 bottle (16.9 fl oz or 500 ml)", "(1 liter)". */
export function portionVolumeMl(p: Portion): number | undefined {
  const text = p.description.toLowerCase();
  const floz = /(\d+(?:\.\d+)?)\s*(?:fl oz|fo)\b/.exec(text);
  if (floz) return Number(floz[1]) * FL_OZ_ML;
  const ml = /(\d+(?:\.\d+)?)\s*ml\b/.exec(text);
  if (ml) return Number(ml[1]);
  const l = /(\d+(?:\.\d+)?)\s*(?:liter|litre|l)\b/.exec(text);
  if (l) return Number(l[1]) * 1000;
  return undefined;
}

/**
 * Among the food's own can / bottle portions that state their volume, the one nearest the usual single-serve
 * size ("a can of Monster" is the 16 fl oz can, not the 8.3 fl oz one USDA happens to list first).
 */
export function usualContainerPortion(food: Food, unit: ContainerUnit, phraseWords: Set<string>): Portion | undefined {
  const target = typicalContainerMl(food, unit);
  if (target === undefined) return undefined;
  const re = new RegExp(`\\b${unit}\\b`, "i");
  const sized = food.portions.filter((p) => re.test(p.description) && portionVolumeMl(p) !== undefined);
  if (sized.length < 2) return undefined;
  // A portion named after something the user said ("Snapple bottle") is theirs, whatever its size.
  const named = sized.filter((p) =>
    p.description
      .toLowerCase()
      .replace(/\([^)]*\)/g, " ")
      .split(/[^a-z]+/)
      .some((w) => w.length > 2 && w !== unit && w !== "bottle" && w !== "can" && phraseWords.has(w)),
  );
  if (named.length > 0) return undefined;
  let best: Portion | undefined;
  let bestDist = Infinity;
  for (const p of sized) {
    const dist = Math.abs(Math.log((portionVolumeMl(p) ?? 1) / target));
    if (dist < bestDist - 1e-9) {
      best = p;
      bestDist = dist;
    }
  }
  return best;
}
