import { writeFileSync } from "node:fs";
import { z } from "zod";
import type { FoodDatabase } from "../../src/nutrition/index.js";
import { getEngine } from "../../src/nutrition/index.js";
import { COLUMNS, DEFAULT_DEV_PATH, loadDevRows, readFlags } from "../dev-set.js";
import { summarize } from "../metrics.js";
import { enginePredictor, scoreTexts } from "../predict.js";
import { REWRITE_KINDS, loadRewriteWords, rewrite, type RewriteContext } from "./rewrites.js";

/**
 * npm run eval:robust [-- --data dev.csv] [--column description] [--samples out.jsonl] [--kinds typo,synonyms]
 * Rewrites each dev meal in meaning-preserving ways (generated here, at run time, never stored) and reports, per kind
 * of rewrite, the figures on the rewritten meals, the same meals' original figures and the drop in points.
 * A measurement only: do not tune the engine on it.
 */
const argsSchema = z.object({
  data: z.string().min(1).default(DEFAULT_DEV_PATH),
  column: z.enum(COLUMNS).default("description"),
  samples: z.string().optional(),
  /** Only these kinds, comma-separated (default: all). */
  kinds: z.string().optional(),
});

/** Words of the database's food names before their first comma: what a food is called, not how it is made. */
function foodWordsOf(db: FoodDatabase): Set<string> {
  const words = new Set<string>();
  for (const food of db.foods) {
    if (food.source !== "fndds") continue;
    const head = food.description.split(",")[0] ?? "";
    for (const w of head.toLowerCase().match(/[a-z]{5,}/g) ?? []) words.add(w);
  }
  return words;
}

const points = (a: number, b: number): number => Number(((a - b) * 100).toFixed(2));

function main(): void {
  const args = argsSchema.parse(readFlags(process.argv.slice(2)));
  const rows = loadDevRows(args.data);
  const engine = getEngine();
  const ctx: RewriteContext = { words: loadRewriteWords(), foodWords: foodWordsOf(engine.db) };
  const predict = enginePredictor(engine);
  const original = new Map(
    scoreTexts(
      rows.map((r) => ({ id: r.id, text: r[args.column], truth: r.truth })),
      predict,
    ).map((x) => [x.id, x]),
  );
  const report: Record<string, unknown> = { data: args.data, column: args.column, rows: rows.length };
  const all = summarize([...original.values()]);
  report.originals = {
    carb_acc_7_5g: all.carb_acc_7_5g,
    energy_within_20pct: all.energy_within_20pct,
    mae_energy_kcal: all.mae_energy_kcal,
  };
  const samples: string[] = [];
  const kinds: Record<string, unknown> = {};
  const only = args.kinds?.split(",");
  for (const kind of REWRITE_KINDS.filter((k) => !only || only.includes(k))) {
    const rewritten = rows.flatMap((r) => {
      const text = rewrite(r[args.column], kind, r.id, ctx);
      return text === undefined ? [] : [{ id: r.id, text, truth: r.truth }];
    });
    const after = summarize(scoreTexts(rewritten, predict));
    const before = summarize(rewritten.map((r) => original.get(r.id)).filter((x) => x !== undefined));
    kinds[kind] = {
      rows: rewritten.length,
      carb_acc_7_5g: { original: before.carb_acc_7_5g, rewritten: after.carb_acc_7_5g },
      energy_within_20pct: { original: before.energy_within_20pct, rewritten: after.energy_within_20pct },
      mae_energy_kcal: { original: before.mae_energy_kcal, rewritten: after.mae_energy_kcal },
      drop_points: {
        carb_acc_7_5g: points(before.carb_acc_7_5g, after.carb_acc_7_5g),
        energy_within_20pct: points(before.energy_within_20pct, after.energy_within_20pct),
      },
    };
    if (args.samples)
      for (const r of rewritten.slice(0, 20)) samples.push(JSON.stringify({ kind, id: r.id, text: r.text }));
  }
  report.rewrites = kinds;
  console.log(JSON.stringify(report, null, 2));
  if (args.samples) writeFileSync(args.samples, `${samples.join("\n")}\n`);
}

main();
