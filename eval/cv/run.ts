import { z } from "zod";
import { COLUMNS, DEFAULT_DEV_PATH, loadDevRows, readFlags, type Column, type DevRow } from "../dev-set.js";
import { summarize } from "../metrics.js";
import { scoreTexts } from "../predict.js";
import { FITTERS } from "./fitter.js";
import { assignFolds } from "./folds.js";
import { spread } from "./spread.js";

/**
 * npm run eval:cv [-- --data dev.csv] [--k 5] [--fitter committed-engine] [--column description|description_metric]
 * k-fold cross-validation on the dev split: for each fold the fitter sees the other k-1 folds and the held-out fold is
 * scored. Prints JSON with each fold's figures per origin (US, international) and their mean, spread and range.
 */
const argsSchema = z.object({
  data: z.string().min(1).default(DEFAULT_DEV_PATH),
  k: z.coerce.number().int().min(2).max(20).default(5),
  fitter: z.string().default("portion-model"),
  column: z.enum(COLUMNS).optional(),
});

const FIGURES = ["carb_acc_7_5g", "energy_within_20pct", "mae_energy_kcal", "mae_carb_g", "answered_rate"] as const;
type Figures = Record<(typeof FIGURES)[number] | "rows", number>;

/** The groups each column is scored in; international rows whose "natural" text NutriBench wrote in grams stand apart. */
const GROUPS: Record<string, (row: DevRow, column: Column) => boolean> = {
  all: () => true,
  us: (row) => row.origin === "us",
  international: (row) => row.origin === "international",
  international_natural_text: (row, column) =>
    column === "description" && row.origin === "international" && row.descriptionKind === "natural",
};

function figures(rows: DevRow[], results: Map<string, ReturnType<typeof scoreTexts>[number]>): Figures {
  const s = summarize(rows.map((r) => results.get(r.id)).filter((x) => x !== undefined));
  return {
    rows: s.rows,
    carb_acc_7_5g: s.carb_acc_7_5g,
    energy_within_20pct: s.energy_within_20pct,
    mae_energy_kcal: s.mae_energy_kcal,
    mae_carb_g: s.mae_carb_g,
    answered_rate: s.answered_rate,
  };
}

function main(): void {
  const args = argsSchema.parse(readFlags(process.argv.slice(2)));
  const fitter = FITTERS[args.fitter];
  if (!fitter) throw new Error(`unknown fitter "${args.fitter}"; known: ${Object.keys(FITTERS).join(", ")}`);
  const rows = loadDevRows(args.data);
  const fold = assignFolds(
    rows.map((r) => r.id),
    args.k,
  );
  const columns = args.column ? [args.column] : COLUMNS;
  const report: Record<string, unknown> = {
    data: args.data,
    k: args.k,
    fitter: fitter.name,
    fitted_parameters: fitter.fittedParameters,
    rows: rows.length,
  };
  for (const column of columns) {
    const perFold: Record<string, Figures>[] = [];
    for (let f = 0; f < args.k; f++) {
      const train = rows.filter((r) => fold.get(r.id) !== f);
      const test = rows.filter((r) => fold.get(r.id) === f);
      const predict = fitter.fit(train);
      const scored = scoreTexts(
        test.map((r) => ({ id: r.id, text: r[column], truth: r.truth })),
        predict,
      );
      const byId = new Map(scored.map((x) => [x.id, x]));
      const groups: Record<string, Figures> = {};
      for (const [name, keep] of Object.entries(GROUPS)) {
        const members = test.filter((r) => keep(r, column));
        if (members.length > 0) groups[name] = figures(members, byId);
      }
      perFold.push(groups);
    }
    const summary: Record<string, Record<string, unknown>> = {};
    for (const name of Object.keys(GROUPS)) {
      const folds = perFold.map((g) => g[name]).filter((x): x is Figures => x !== undefined);
      if (folds.length === 0) continue;
      const entry: Record<string, unknown> = { rows: folds.reduce((s, x) => s + x.rows, 0) };
      for (const key of FIGURES) entry[key] = spread(folds.map((x) => x[key]));
      summary[name] = entry;
    }
    report[column] = { cross_validated: summary, folds: perFold };
  }
  console.log(JSON.stringify(report, null, 2));
}

main();
