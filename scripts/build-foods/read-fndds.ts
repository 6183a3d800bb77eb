import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "csv-parse/sync";
import { NUTRIENT_KEYS } from "../../src/nutrition/db/nutrient-keys.js";
import type { FoodRow } from "../../src/nutrition/db/food-asset-schema.js";
import { FNDDS_COLUMNS, FNDDS_OMEGA3, FNDDS_OMEGA6 } from "./nutrient-sources.js";
import { roundValue } from "./round.js";

type Table = Record<string, string>[];

/** The At A Glance CSVs have a title row, then a header with newlines inside cells. */
function readAtAGlance(path: string): Table {
  const rows: string[][] = parse(readFileSync(path, "utf8"), { relax_column_count: true });
  const header = (rows[1] ?? []).map((h) => h.replace(/\s+/g, " ").trim());
  return rows.slice(2).map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ""])));
}

function num(row: Record<string, string>, col: string): number {
  const raw = row[col];
  if (raw === undefined || raw === "") throw new Error(`FNDDS column missing: ${col}`);
  return Number(raw);
}

export interface FnddsResult {
  foods: FoodRow[];
  categories: Map<string, string>;
}

export function readFndds(dir: string): FnddsResult {
  const nutrients = readAtAGlance(join(dir, "fndds_2021_2023_nutrient_values.csv"));
  const portions = readAtAGlance(join(dir, "fndds_2021_2023_portions_and_weights.csv"));
  const foodsAndBev = readAtAGlance(join(dir, "fndds_2021_2023_foods_and_beverages.csv"));

  const synonyms = new Map<string, string[]>();
  for (const r of foodsAndBev) {
    const extra = (r["Additional food description"] ?? "").trim();
    if (!extra) continue;
    const parts = extra
      .split(/;\s*/)
      .map((s) => s.trim())
      .filter((s) => s.length > 0);
    synonyms.set(r["Food code"] ?? "", parts);
  }

  const portionsByCode = new Map<string, { seq: number; desc: string; grams: number }[]>();
  for (const r of portions) {
    const code = r["Food code"] ?? "";
    const grams = Number(r["Portion weight (g)"]);
    if (!(grams > 0)) continue;
    const list = portionsByCode.get(code) ?? [];
    list.push({ seq: Number(r["Seq num"]), desc: (r["Portion description"] ?? "").trim(), grams });
    portionsByCode.set(code, list);
  }

  const categories = new Map<string, string>();
  const foods: FoodRow[] = [];
  for (const r of nutrients) {
    const code = r["Food code"] ?? "";
    if (!/^\d{8}$/.test(code)) continue;
    const cat = r["WWEIA Category number"] ?? "";
    categories.set(cat, r["WWEIA Category description"] ?? "");
    const values = NUTRIENT_KEYS.map((key) => {
      if (key === "omega3_g") return roundValue(FNDDS_OMEGA3.reduce((s, c) => s + num(r, c), 0));
      if (key === "omega6_g") return roundValue(FNDDS_OMEGA6.reduce((s, c) => s + num(r, c), 0));
      const col = FNDDS_COLUMNS[key];
      return col ? roundValue(num(r, col)) : null; // trans fat: FNDDS does not carry it
    });
    const ports = (portionsByCode.get(code) ?? [])
      .sort((a, b) => a.seq - b.seq)
      .map((p): [string, number] => [p.desc, roundValue(p.grams)]);
    foods.push([
      `fndds:${code}`,
      (r["Main food description"] ?? "").trim(),
      synonyms.get(code) ?? [],
      cat,
      ports,
      values,
    ]);
  }
  foods.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return { foods, categories };
}
