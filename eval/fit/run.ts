import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { z } from "zod";
import {
  committedMatcherWeights,
  engineParamsSchema,
  getEngine,
  matcherWeightsSchema,
  type MatcherWeightName,
  type MatcherWeights,
} from "../../src/nutrition/index.js";
import { buildSearchIndex } from "../../src/nutrition/match/search-index.js";
import { assignFolds } from "../cv/folds.js";
import { spread } from "../cv/spread.js";
import { COLUMNS, DEFAULT_DEV_PATH, loadDevRows, readFlags, type Column, type DevRow } from "../dev-set.js";
import { summarize } from "../metrics.js";
import {
  changed,
  chooseWeights,
  combine,
  DEFAULT_FACTORS,
  oneAtATime,
  sumOver,
  type Choice,
  type RowHits,
} from "./fit-matcher-weights.js";
import { DEFAULT_FIT_OPTIONS, fitPortionValues, hits, scoreTraced, toPortionParams } from "./fit-portion-params.js";
import { traceRows, type TracedRow } from "./portion-trace.js";

/**
 * npm run fit [-- --data dev.csv] [--k 5] [--weights a,b] [--factors 0.5,0.75,1.5,2] [--min-gain 12]
 *   [--min-rows 40] [--min-portion-gain 8] [--cache /tmp/fit-cache.json] [--write]   (--write last)
 *
 * Fits the engine's numbers on the dev split by k-fold cross-validation, for both description columns. Objective:
 * meals within ±20% energy plus meals within 7.5 g carbohydrate, summed over both columns. The matcher: every row is
 * read once per setting (one weight at a ×factor, the others held) and its hits kept, so each fold picks each weight's
 * best multiple on its training rows by arithmetic; a weight moves only if it gains `--min-gain` training hits, and
 * the fold's winners are combined (only the best one if together they gain less on the training rows). The portion
 * numbers are then fitted on the training rows read with the fold's weights, as before. The held-out fold is scored
 * with both, next to the current weights (portion numbers fitted the same way) on the same folds. With --write, fits
 * once on all rows and writes src/nutrition/engine-params.json with the cross-validated figures.
 */
const argsSchema = z.object({
  data: z.string().min(1).default(DEFAULT_DEV_PATH),
  k: z.coerce.number().int().min(2).max(20).default(5),
  weights: z.string().optional(),
  factors: z.string().optional(),
  "min-gain": z.coerce.number().int().min(1).default(12),
  "min-rows": z.coerce.number().int().min(1).default(DEFAULT_FIT_OPTIONS.minRows),
  "min-portion-gain": z.coerce.number().int().min(1).default(DEFAULT_FIT_OPTIONS.minGain),
  cache: z.string().optional(),
  write: z.string().optional(),
});

const PARAMS_FILE = new URL("../../src/nutrition/engine-params.json", import.meta.url);
const GROUPS: Record<string, (row: DevRow) => boolean> = {
  all: () => true,
  us: (row) => row.origin === "us",
  international: (row) => row.origin === "international",
};
const FIGURES = ["carb_acc_7_5g", "energy_within_20pct", "mae_energy_kcal"] as const;
const NO_VALUES = new Map<string, number>();

type Traced = Record<Column, TracedRow[]>;

const log = (line: string) => process.stderr.write(`${new Date().toISOString().slice(11, 19)} ${line}\n`);

function main(): void {
  const args = argsSchema.parse(readFlags(process.argv.slice(2)));
  const rows = loadDevRows(args.data);
  const { db } = getEngine();
  const base = committedMatcherWeights();
  const names = (args.weights?.split(",") ?? matcherWeightsSchema.keyof().options) as MatcherWeightName[];
  const factors = args.factors?.split(",").map(Number) ?? [...DEFAULT_FACTORS];
  const portionOptions = { minRows: args["min-rows"], minGain: args["min-portion-gain"] };

  // Hits per row of every weight setting read so far, by its weights (a file from an earlier run resumes it).
  const cache: Record<string, number[]> =
    args.cache && existsSync(args.cache)
      ? (JSON.parse(readFileSync(args.cache, "utf8")) as Record<string, number[]>)
      : {};
  const keyOf = (weights: MatcherWeights) => JSON.stringify(weights);
  const readWith = (weights: MatcherWeights): Traced => {
    const t0 = performance.now();
    const engine = { db, index: buildSearchIndex(db, weights) };
    const traced = {} as Traced;
    for (const column of COLUMNS)
      traced[column] = traceRows(
        rows.map((r) => ({ id: r.id, text: r[column], truth: r.truth })),
        engine,
      );
    const rowHits = hitsOfTraced(traced);
    cache[keyOf(weights)] = [...rowHits];
    if (args.cache) writeFileSync(args.cache, JSON.stringify(cache));
    log(`read ${JSON.stringify(changed(base, weights))} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    return traced;
  };
  const hitsWith = (weights: MatcherWeights): RowHits => {
    const known = cache[keyOf(weights)];
    return known ? Int8Array.from(known) : hitsOfTraced(readWith(weights));
  };

  const current = readWith(base);
  const currentHits = hitsOfTraced(current);
  const settings = oneAtATime(base, names, factors);
  log(`${settings.length} settings: ${names.length} weights × ${factors.join(", ")}`);
  const settingHits = settings.map((s) => hitsWith(s.weights));

  /** The weights a set of training rows chooses, and every row read with them. */
  const fitOn = (train: Uint8Array): { choices: Choice[]; weights: MatcherWeights; traced: Traced } => {
    let choices = chooseWeights(settings, settingHits, currentHits, train, args["min-gain"]);
    if (choices.length === 0) return { choices, weights: base, traced: current };
    let weights = combine(base, choices);
    let traced = readWith(weights);
    const together = sumOver(hitsOfTraced(traced), train) - sumOver(currentHits, train);
    if (choices.length > 1 && together < (choices[0] as Choice).gain) {
      log(`together the winners gain ${together} training hits, the best alone ${choices[0]?.gain}: the best alone`);
      choices = choices.slice(0, 1);
      weights = combine(base, choices);
      traced = readWith(weights);
    }
    return { choices, weights, traced };
  };

  const fold = assignFolds(
    rows.map((r) => r.id),
    args.k,
  );
  const perFold: Record<string, Record<string, number[]>> = {};
  const foldChoices: unknown[] = [];
  for (let f = 0; f < args.k; f++) {
    const train = Uint8Array.from(rows, (r) => (fold.get(r.id) !== f ? 1 : 0));
    const fitted = fitOn(train);
    foldChoices.push({ fold: f, weights: changed(base, fitted.weights), choices: fitted.choices });
    for (const [model, traced] of [
      ["current", current],
      ["fitted", fitted.traced],
    ] as const) {
      const values = fitPortionValues(
        traced.description.filter((_, i) => train[i] === 1),
        portionOptions,
      );
      for (const column of COLUMNS)
        for (const [group, keep] of Object.entries(GROUPS)) {
          const held = traced[column].filter((_, i) => train[i] === 0 && keep(rows[i] as DevRow));
          const s = summarize(scoreTraced(held, values));
          const byFigure = (perFold[`${column}|${group}|${model}`] ??= {});
          for (const key of FIGURES) (byFigure[key] ??= []).push(s[key]);
        }
    }
  }
  const figures: Record<string, Record<string, Record<string, Record<string, unknown>>>> = {};
  const crossValidated: Record<string, number> = {};
  for (const [name, byFigure] of Object.entries(perFold)) {
    const [column = "", group = "", model = ""] = name.split("|");
    const entry: Record<string, unknown> = {};
    for (const [key, list] of Object.entries(byFigure)) {
      const sp = spread(list);
      entry[key] = sp;
      if (model === "fitted") crossValidated[`${column}.${group}.${key}`] = sp.mean;
    }
    ((figures[column] ??= {})[group] ??= {})[model] = entry;
  }
  const report: Record<string, unknown> = {
    data: args.data,
    k: args.k,
    rows: rows.length,
    objective: "meals within ±20% energy + meals within 7.5 g carbohydrate, both description columns",
    settings: settings.length,
    folds: foldChoices,
    cross_validated: figures,
  };

  if (args.write !== undefined) {
    const all = fitOn(new Uint8Array(rows.length).fill(1));
    const values = fitPortionValues(all.traced.description, portionOptions);
    const params = engineParamsSchema.parse({
      fitted: {
        data: `NutriBench dev split (${rows.length} meals): matcher on both description columns, portion on natural text`,
        folds: args.k,
        parameters: Object.keys(changed(base, all.weights)).length + values.size,
        crossValidated,
      },
      matcher: all.weights,
      portion: toPortionParams(values),
    });
    report.fitted_on_all_rows = { matcher: changed(base, all.weights), portion: params.portion };
    writeFileSync(PARAMS_FILE, `${JSON.stringify(params, null, 2)}\n`);
  }
  console.log(JSON.stringify(report, null, 2));
}

/** Each row's hits summed over the description columns, portion numbers as read. */
function hitsOfTraced(traced: Traced): RowHits {
  const out = new Int8Array(traced.description.length);
  for (const column of COLUMNS)
    traced[column].forEach((row, i) => (out[i] = (out[i] as number) + hits(row, NO_VALUES)));
  return out;
}

main();
