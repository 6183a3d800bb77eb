import type { PortionParams } from "../../src/nutrition/index.js";
import type { RowResult, Truth } from "../metrics.js";
import type { TracedRow } from "./portion-trace.js";

/** Where fitting starts and what an unfitted number stays at: a size word's usual factor, no multiplier. */
export const PRIOR_SIZE_FACTOR: PortionParams["sizeFactor"] = {
  small: 0.7,
  medium: 1,
  large: 1.3,
  "extra large": 1.5,
  jumbo: 1.7,
};

export interface FitOptions {
  /** A number is fitted only when at least this many training meals use it. */
  minRows: number;
  /** …and only when it gets at least this many more training meals right than its prior. */
  minGain: number;
}
export const DEFAULT_FIT_OPTIONS: FitOptions = { minRows: 40, minGain: 8 };

type Values = Map<string, number>;

const SIZE_PREFIX = "size|";
const sizeOf = (key: string) => key.slice(SIZE_PREFIX.length).replace("_", " ") as keyof PortionParams["sizeFactor"];
const priorOf = (key: string): number => (key.startsWith(SIZE_PREFIX) ? PRIOR_SIZE_FACTOR[sizeOf(key)] : 1);

/** Candidate values around a prior: ×0.5 … ×2 in steps of about 5%. */
function candidates(prior: number): number[] {
  const out: number[] = [];
  for (let i = -14; i <= 14; i++) out.push(Number((prior * Math.exp((i * Math.log(2)) / 14)).toFixed(3)));
  return out;
}

function predict(row: TracedRow, values: Values): Truth | undefined {
  if (!row.items) return undefined;
  let kcal = 0;
  let carb = 0;
  for (const item of row.items) {
    let times = 1;
    for (const [key, used] of Object.entries(item.factors)) times *= (values.get(key) ?? priorOf(key)) / used;
    kcal += item.kcal * times;
    carb += item.carb * times;
  }
  return { energy_kcal: kcal, carb_g: carb, protein_g: 0, fat_g: 0 };
}

/** What the fit maximises: meals within ±20% energy plus meals within 7.5 g carbohydrate. */
export function hits(row: TracedRow, values: Values): number {
  const p = predict(row, values);
  if (!p) return 0;
  const energy = Math.abs(p.energy_kcal - row.truth.energy_kcal) <= 0.2 * row.truth.energy_kcal ? 1 : 0;
  const carb = Math.abs(p.carb_g - row.truth.carb_g) <= 7.5 ? 1 : 0;
  return energy + carb;
}

/**
 * Coordinate ascent, one number at a time over the meals that use it, from the priors: each number takes the value
 * that gets the most training meals right, kept at its prior unless it gains `minGain` meals, the nearest to the
 * prior among equals. Numbers used by fewer than `minRows` meals stay at their priors.
 */
export function fitPortionValues(train: readonly TracedRow[], options: FitOptions = DEFAULT_FIT_OPTIONS): Values {
  const rowsByKey = new Map<string, TracedRow[]>();
  for (const row of train)
    for (const key of new Set(row.items?.flatMap((i) => Object.keys(i.factors)) ?? []))
      rowsByKey.set(key, rowsByKey.get(key)?.concat(row) ?? [row]);
  const keys = [...rowsByKey]
    .filter(([, rows]) => rows.length >= options.minRows)
    .sort((a, b) => b[1].length - a[1].length || (a[0] < b[0] ? -1 : 1))
    .map(([key]) => key);
  const values: Values = new Map(keys.map((k) => [k, priorOf(k)]));
  for (let pass = 0; pass < 2; pass++) {
    for (const key of keys) {
      const rows = rowsByKey.get(key) ?? [];
      const prior = priorOf(key);
      const score = (v: number) => {
        values.set(key, v);
        return rows.reduce((s, r) => s + hits(r, values), 0);
      };
      const atPrior = score(prior);
      let best = prior;
      let bestScore = atPrior;
      for (const v of candidates(prior)) {
        const s = score(v);
        const nearer = Math.abs(Math.log(v / prior)) < Math.abs(Math.log(best / prior));
        if (s > bestScore || (s === bestScore && nearer)) {
          best = v;
          bestScore = s;
        }
      }
      values.set(key, bestScore - atPrior >= options.minGain ? best : prior);
    }
  }
  for (const [key, v] of values) if (v === priorOf(key)) values.delete(key);
  return values;
}

/** Fitted values → the parameter file's numbers (a size key sets its size word's factor, the rest are multipliers). */
export function toPortionParams(values: Values): PortionParams {
  const sizeFactor = { ...PRIOR_SIZE_FACTOR };
  const scale: Record<string, number> = {};
  for (const [key, v] of [...values].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    if (key.startsWith(SIZE_PREFIX)) sizeFactor[sizeOf(key)] = v;
    else scale[key] = v;
  }
  return { sizeFactor, scale };
}

/** Traced meals scored under fitted values, as the evaluation's rows. */
export function scoreTraced(rows: readonly TracedRow[], values: Values): RowResult[] {
  return rows.map((row) => ({ id: row.id, truth: row.truth, pred: predict(row, values), latencyMs: 0 }));
}
