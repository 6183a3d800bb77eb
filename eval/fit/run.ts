import { writeFileSync } from "node:fs";
import { z } from "zod";
import { committedMatcherWeights, engineParamsSchema, getEngine } from "../../src/nutrition/index.js";
import { assignFolds } from "../cv/folds.js";
import { spread } from "../cv/spread.js";
import { COLUMNS, DEFAULT_DEV_PATH, loadDevRows, readFlags, type Column, type DevRow } from "../dev-set.js";
import { summarize } from "../metrics.js";
import { DEFAULT_FIT_OPTIONS, fitPortionValues, scoreTraced, toPortionParams } from "./fit-portion-params.js";
import { traceRows, type TracedRow } from "./portion-trace.js";

/**
 * npm run fit:portions [-- --data dev.csv] [--k 5] [--min-rows 40] [--min-gain 8] [--write]
 * Fits the portion model's numbers on the dev split's natural text by k-fold cross-validation: for each fold the
 * numbers are fitted on the other folds and the held-out fold is scored, for both description columns. Prints the
 * cross-validated figures next to the priors' on the same folds (never the figures of the rows fitted on); with
 * --write, fits once on all rows and writes the portion numbers into src/nutrition/engine-params.json with those figures.
 */
const argsSchema = z.object({
  data: z.string().min(1).default(DEFAULT_DEV_PATH),
  k: z.coerce.number().int().min(2).max(20).default(5),
  write: z.string().optional(),
  "min-rows": z.coerce.number().int().min(1).default(DEFAULT_FIT_OPTIONS.minRows),
  "min-gain": z.coerce.number().int().min(1).default(DEFAULT_FIT_OPTIONS.minGain),
});

const PARAMS_FILE = new URL("../../src/nutrition/engine-params.json", import.meta.url);
const GROUPS: Record<string, (row: DevRow) => boolean> = {
  all: () => true,
  us: (row) => row.origin === "us",
  international: (row) => row.origin === "international",
};
const FIGURES = ["carb_acc_7_5g", "energy_within_20pct", "mae_energy_kcal"] as const;

function main(): void {
  const args = argsSchema.parse(readFlags(process.argv.slice(2)));
  const rows = loadDevRows(args.data);
  const options = { minRows: args["min-rows"], minGain: args["min-gain"] };
  const engine = getEngine();
  const traced = {} as Record<Column, Map<string, TracedRow>>;
  for (const column of COLUMNS) {
    const list = traceRows(
      rows.map((r) => ({ id: r.id, text: r[column], truth: r.truth })),
      engine,
    );
    traced[column] = new Map(list.map((t) => [t.id, t]));
  }
  const of = (column: Column, subset: DevRow[]) => subset.map((r) => traced[column].get(r.id) as TracedRow);
  const fold = assignFolds(
    rows.map((r) => r.id),
    args.k,
  );
  const report: Record<string, unknown> = { data: args.data, k: args.k, rows: rows.length };
  const crossValidated: Record<string, number> = {};
  const perFoldParameters: number[] = [];
  const figures: Record<string, Record<string, Record<string, Record<string, unknown>>>> = {};
  for (const column of COLUMNS) figures[column] = {};
  const perFold: Record<string, Record<string, number[]>> = {};
  for (let f = 0; f < args.k; f++) {
    const train = rows.filter((r) => fold.get(r.id) !== f);
    const test = rows.filter((r) => fold.get(r.id) === f);
    const values = fitPortionValues(of("description", train), options);
    perFoldParameters.push(values.size);
    for (const column of COLUMNS)
      for (const [group, keep] of Object.entries(GROUPS)) {
        const members = test.filter(keep);
        for (const [model, v] of [
          ["fitted", values],
          ["priors", new Map<string, number>()],
        ] as const) {
          const s = summarize(scoreTraced(of(column, members), v));
          for (const key of FIGURES) {
            const name = `${column}|${group}|${model}`;
            const byFigure = perFold[name] ?? {};
            perFold[name] = byFigure;
            byFigure[key] = [...(byFigure[key] ?? []), s[key]];
          }
        }
      }
  }
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
  report.cross_validated = figures;
  report.parameters_per_fold = perFoldParameters;
  const all = fitPortionValues(of("description", rows), options);
  const portion = toPortionParams(all);
  const params = engineParamsSchema.parse({
    fitted: {
      data: `NutriBench dev split (${rows.length} meals), natural text`,
      folds: args.k,
      parameters: all.size,
      crossValidated,
    },
    matcher: committedMatcherWeights(),
    portion,
  });
  report.fitted_on_all_rows = portion;
  if (args.write !== undefined) writeFileSync(PARAMS_FILE, `${JSON.stringify(params, null, 2)}\n`);
  console.log(JSON.stringify(report, null, 2));
}

main();
