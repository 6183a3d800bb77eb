import { writeFileSync } from "node:fs";
import { z } from "zod";
import type { FoodDatabase } from "../../src/nutrition/index.js";
import { getEngine } from "../../src/nutrition/index.js";
import { COLUMNS, DEFAULT_DEV_PATH, loadDevRows, readFlags, type DevRow } from "../dev-set.js";
import { summarize } from "../metrics.js";
import { enginePredictor, scoreTexts } from "../predict.js";
import { REWRITE_KINDS, WORD_LISTS, loadRewriteWords, rewrite, type RewriteContext } from "./rewrites.js";

/**
 * npm run eval:robust [-- --data dev.csv] [--column description] [--samples out.jsonl] [--kinds typo,synonyms]
 *                      [--words fresh] [--details out.jsonl]
 * Rewrites each dev meal in meaning-preserving ways (generated here, at run time, never stored) and reports, per kind
 * of rewrite, the figures on the rewritten meals, the same meals' original figures and the drop in points.
 * A measurement only: do not tune the engine on it. `--words fresh` swaps in a second, independent list of synonyms
 * (eval/robust/fresh-words.json), written to check that a fix is general; `--details` writes, per rewritten meal whose
 * verdict changed, both texts and both predictions, to find the mechanism behind a drop.
 */
const argsSchema = z.object({
  data: z.string().min(1).default(DEFAULT_DEV_PATH),
  column: z.enum(COLUMNS).default("description"),
  samples: z.string().optional(),
  /** Only these kinds, comma-separated (default: all). */
  kinds: z.string().optional(),
  words: z.enum(WORD_LISTS).default("rewrite"),
  details: z.string().optional(),
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

type Scored = ReturnType<typeof scoreTexts>[number];

/** Whether a prediction is right by each figure the report counts. */
function verdict(x: Scored | undefined): { carbs: boolean; energy: boolean } {
  const p = x?.pred;
  if (!x || !p) return { carbs: false, energy: false };
  return {
    carbs: Math.abs(p.carb_g - x.truth.carb_g) <= 7.5,
    energy: Math.abs(p.energy_kcal - x.truth.energy_kcal) <= 0.2 * x.truth.energy_kcal,
  };
}

/** One JSON line per rewritten meal that a figure counts differently from its original. */
function changedVerdicts(
  kind: string,
  rows: DevRow[],
  rewritten: { id: string; text: string }[],
  scored: Scored[],
  original: Map<string, Scored>,
  column: (typeof COLUMNS)[number],
): string[] {
  const textOf = new Map(rows.map((r) => [r.id, r[column]]));
  const round = (x: Scored | undefined) =>
    x?.pred && { kcal: Math.round(x.pred.energy_kcal), carbs: Math.round(x.pred.carb_g) };
  return scored.flatMap((after, i) => {
    const before = original.get(after.id);
    const [b, a] = [verdict(before), verdict(after)];
    if (b.carbs === a.carbs && b.energy === a.energy) return [];
    return [
      JSON.stringify({
        kind,
        id: after.id,
        lost: (b.energy && !a.energy) || (b.carbs && !a.carbs),
        truth: { kcal: Math.round(after.truth.energy_kcal), carbs: Math.round(after.truth.carb_g) },
        original: { text: textOf.get(after.id), ...round(before) },
        rewritten: { text: rewritten[i]?.text, ...round(after) },
      }),
    ];
  });
}

const points = (a: number, b: number): number => Number(((a - b) * 100).toFixed(2));

function main(): void {
  const args = argsSchema.parse(readFlags(process.argv.slice(2)));
  const rows = loadDevRows(args.data);
  const engine = getEngine();
  const ctx: RewriteContext = { words: loadRewriteWords(args.words), foodWords: foodWordsOf(engine.db) };
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
  const details: string[] = [];
  const kinds: Record<string, unknown> = {};
  const only = args.kinds?.split(",");
  for (const kind of REWRITE_KINDS.filter((k) => !only || only.includes(k))) {
    const rewritten = rows.flatMap((r) => {
      const text = rewrite(r[args.column], kind, r.id, ctx);
      return text === undefined ? [] : [{ id: r.id, text, truth: r.truth }];
    });
    const scored = scoreTexts(rewritten, predict);
    const after = summarize(scored);
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
    if (args.details) details.push(...changedVerdicts(kind, rows, rewritten, scored, original, args.column));
    if (args.samples)
      for (const r of rewritten.slice(0, 20)) samples.push(JSON.stringify({ kind, id: r.id, text: r.text }));
  }
  report.rewrites = kinds;
  console.log(JSON.stringify(report, null, 2));
  if (args.details) writeFileSync(args.details, `${details.join("\n")}\n`);
  if (args.samples) writeFileSync(args.samples, `${samples.join("\n")}\n`);
}

main();
