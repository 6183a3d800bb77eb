import { matcherWeightsSchema, type MatcherWeightName, type MatcherWeights } from "../../src/nutrition/index.js";

/** Each weight is tried at these multiples of its current value, the others held. */
export const DEFAULT_FACTORS = [0.5, 0.75, 1.5, 2] as const;

/** One weight moved from the current weights: what a pass over every row is read with. */
export interface Setting {
  weight: MatcherWeightName;
  factor: number;
  weights: MatcherWeights;
}

/** Settings that move one weight at a time; a value the schema refuses (a share above 1) is skipped. */
export function oneAtATime(
  base: MatcherWeights,
  names: readonly MatcherWeightName[],
  factors: readonly number[],
): Setting[] {
  const out: Setting[] = [];
  for (const weight of names)
    for (const factor of factors) {
      const weights = { ...base, [weight]: Number((base[weight] * factor).toFixed(4)) };
      if (weights[weight] !== base[weight] && matcherWeightsSchema.safeParse(weights).success)
        out.push({ weight, factor, weights });
    }
  return out;
}

/** Meals a setting gets right, per row: its hits summed over the description columns (see `rowHits`). */
export type RowHits = Int8Array;

export function sumOver(hits: RowHits, rows: Uint8Array): number {
  let s = 0;
  for (let i = 0; i < hits.length; i++) if (rows[i] === 1) s += hits[i] as number;
  return s;
}

export interface Choice {
  weight: MatcherWeightName;
  factor: number;
  /** Training hits gained over the current weights. */
  gain: number;
}

/**
 * Each weight's best multiple on the training rows (`train[i]` = 1), kept only when it gains at least `minGain` hits
 * over the current weights; among equal scores the multiple nearest 1. Returns the kept ones, largest gain first.
 */
export function chooseWeights(
  settings: readonly Setting[],
  hitsOf: readonly RowHits[],
  current: RowHits,
  train: Uint8Array,
  minGain: number,
): Choice[] {
  const atCurrent = sumOver(current, train);
  const best = new Map<MatcherWeightName, Choice>();
  settings.forEach((s, k) => {
    const gain = sumOver(hitsOf[k] as RowHits, train) - atCurrent;
    const held = best.get(s.weight);
    const nearer = held !== undefined && Math.abs(Math.log(s.factor)) < Math.abs(Math.log(held.factor));
    if (!held || gain > held.gain || (gain === held.gain && nearer))
      best.set(s.weight, { weight: s.weight, factor: s.factor, gain });
  });
  return [...best.values()]
    .filter((c) => c.gain >= minGain)
    .sort((a, b) => b.gain - a.gain || (a.weight < b.weight ? -1 : 1));
}

/** The current weights with every chosen weight moved at once. */
export function combine(base: MatcherWeights, choices: readonly Choice[]): MatcherWeights {
  const out = { ...base };
  for (const c of choices) out[c.weight] = Number((base[c.weight] * c.factor).toFixed(4));
  return matcherWeightsSchema.parse(out);
}

/** The weights that differ from `base`, by name. */
export function changed(base: MatcherWeights, weights: MatcherWeights): Partial<MatcherWeights> {
  const out: Partial<MatcherWeights> = {};
  for (const name of Object.keys(base) as MatcherWeightName[])
    if (weights[name] !== base[name]) out[name] = weights[name];
  return out;
}
