import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "csv-parse/sync";
import { z } from "zod";
import type { Truth } from "./metrics.js";

/** One NutriBench dev row: both descriptions of the same meal and its measured totals. */
export interface DevRow {
  id: string;
  /** The meal in words ("a bowl of …"); for some international rows NutriBench already gives grams here. */
  description: string;
  /** The same meal with every amount in grams. */
  description_metric: string;
  /** "us" (WWEIA, NHANES meals) or "international" (FAO/WHO GIFT meals). */
  origin: "us" | "international";
  /** NutriBench's own word for what the description column holds: "natural" or "metric". */
  descriptionKind: string;
  truth: Truth;
}

export const COLUMNS = ["description", "description_metric"] as const;
export type Column = (typeof COLUMNS)[number];

const rowSchema = z.object({
  id: z.string().min(1),
  description: z.string(),
  description_metric: z.string(),
  source: z.string(),
  description_kind: z.string().default("natural"),
  energy_kcal: z.coerce.number(),
  carb_g: z.coerce.number(),
  protein_g: z.coerce.number(),
  fat_g: z.coerce.number(),
});

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..");
/** Where the dev split sits next to a clone of the project (`../shared/data/nutribench/dev.csv`). */
export const DEFAULT_DEV_PATH = resolve(repoRoot, "..", "shared", "data", "nutribench", "dev.csv");

export function loadDevRows(path: string): DevRow[] {
  const records: unknown[] = parse(readFileSync(path, "utf8"), { columns: true, skip_empty_lines: true });
  return records.map((rec) => {
    const r = rowSchema.parse(rec);
    return {
      id: r.id,
      description: r.description,
      description_metric: r.description_metric,
      origin: r.source === "wweia" ? "us" : "international",
      descriptionKind: r.description_kind,
      truth: { energy_kcal: r.energy_kcal, carb_g: r.carb_g, protein_g: r.protein_g, fat_g: r.fat_g },
    };
  });
}

/** Reads `--name value` pairs from the command line. */
export function readFlags(argv: string[]): Record<string, string> {
  const raw: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? "";
    if (a.startsWith("--")) raw[a.slice(2)] = argv[++i] ?? "";
  }
  return raw;
}
