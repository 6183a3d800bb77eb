import { readFileSync, writeFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { parse } from "csv-parse/sync";
import { z } from "zod";
import { analyzeMeal, getEngine } from "../src/nutrition/index.js";
import { summarize, type RowResult, type Truth } from "./metrics.js";

/**
 * npm run eval -- --data FILE.csv [--column description|description_metric] [--limit N] [--json out.json]
 *                 [--predictions out.csv] [--details out.jsonl]
 * Runs the engine on every row and prints a JSON summary. The CSV needs: id, the text column, energy_kcal, carb_g, protein_g, fat_g.
 */
const argsSchema = z.object({
  data: z.string().min(1),
  column: z.enum(["description", "description_metric"]).default("description"),
  limit: z.coerce.number().int().positive().optional(),
  json: z.string().optional(),
  predictions: z.string().optional(),
  details: z.string().optional(),
});

function readArgs(argv: string[]): z.infer<typeof argsSchema> {
  const raw: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? "";
    if (a.startsWith("--")) raw[a.slice(2)] = argv[++i] ?? "";
  }
  return argsSchema.parse(raw);
}

const rowSchema = z.object({
  id: z.string(),
  energy_kcal: z.coerce.number(),
  carb_g: z.coerce.number(),
  protein_g: z.coerce.number(),
  fat_g: z.coerce.number(),
});

const NOW = new Date("2025-01-15T12:00:00Z");

function main(): void {
  const args = readArgs(process.argv.slice(2));
  const records: Record<string, string>[] = parse(readFileSync(args.data, "utf8"), {
    columns: true,
    skip_empty_lines: true,
  });
  const rows = args.limit ? records.slice(0, args.limit) : records;
  getEngine(); // load once, outside the timed loop
  const results: RowResult[] = [];
  const details: string[] = [];
  for (const rec of rows) {
    const row = rowSchema.parse(rec);
    const text = rec[args.column] ?? "";
    const t0 = performance.now();
    const res = analyzeMeal(text, { now: NOW, timeZone: "UTC" });
    const latencyMs = performance.now() - t0;
    const truth: Truth = {
      energy_kcal: row.energy_kcal,
      carb_g: row.carb_g,
      protein_g: row.protein_g,
      fat_g: row.fat_g,
    };
    let pred: Truth | undefined;
    if (res.ok) {
      pred = { energy_kcal: 0, carb_g: 0, protein_g: 0, fat_g: 0 };
      for (const m of res.meals) {
        pred.energy_kcal += m.macros.calories_kcal;
        pred.carb_g += m.macros.carbs_g;
        pred.protein_g += m.macros.protein_g;
        pred.fat_g += m.macros.fat_g;
      }
    }
    results.push({ id: row.id, truth, pred, latencyMs });
    if (args.details) {
      const items = res.ok
        ? res.meals.flatMap((m) =>
            m.items.map((i) => [
              i.phrase,
              i.food_name,
              i.grams,
              i.macros.carbs_g,
              i.assumption,
              i.macros.calories_kcal,
            ]),
          )
        : res.reason;
      details.push(JSON.stringify({ id: row.id, text, truth, pred, items }));
    }
  }
  const summary = { data: args.data, column: args.column, ...summarize(results) };
  const out = JSON.stringify(summary, null, 2);
  console.log(out);
  if (args.json) writeFileSync(args.json, `${out}\n`);
  if (args.predictions) {
    const fmt = (n: number | undefined): string => (n === undefined ? "" : String(Math.round(n * 100) / 100));
    const lines = results.map((x) =>
      [
        x.id,
        fmt(x.pred?.energy_kcal),
        fmt(x.pred?.carb_g),
        fmt(x.pred?.protein_g),
        fmt(x.pred?.fat_g),
        x.latencyMs.toFixed(3),
      ].join(","),
    );
    writeFileSync(args.predictions, `id,energy_kcal,carb_g,protein_g,fat_g,latency_ms\n${lines.join("\n")}\n`);
  }
  if (args.details) writeFileSync(args.details, `${details.join("\n")}\n`);
}

main();
