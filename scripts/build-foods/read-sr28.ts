import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { join } from "node:path";
import { NUTRIENT_KEYS } from "../../src/nutrition/db/nutrient-keys.js";
import type { FoodRow } from "../../src/nutrition/db/food-asset-schema.js";
import { SR_NUMBERS, SR_OMEGA3, SR_OMEGA6 } from "./nutrient-sources.js";
import { roundValue } from "./round.js";

/** SR28 ASCII: caret-separated, text fields in ~tildes~, cp1252 (latin1 decoding is close enough for the few ’ and é). */
function readCaret(buf: Buffer): string[][] {
  const text = new TextDecoder("windows-1252").decode(buf);
  return text
    .split(/\r?\n/)
    .filter((l) => l.length > 0)
    .map((l) => l.split("^").map((f) => f.replace(/^~|~$/g, "")));
}

function sumOmega(values: Map<string, number>, terms: string[][]): number | null {
  const [main, ...rest] = terms;
  const first = main?.find((n) => values.has(n));
  if (first === undefined) return null; // the main fatty acid was never analysed: leave unknown
  let total = values.get(first) ?? 0;
  for (const alts of rest) {
    const hit = alts.find((n) => values.has(n));
    if (hit !== undefined) total += values.get(hit) ?? 0;
  }
  return roundValue(total);
}

export interface SrResult {
  foods: FoodRow[];
  categories: Map<string, string>;
}

export function readSr28(dir: string): SrResult {
  const groups = readCaret(readFileSync(join(dir, "FD_GROUP.txt")));
  const categories = new Map<string, string>(groups.map((g) => [`sr${g[0]}`, g[1] ?? ""]));

  const nut = new Map<string, Map<string, number>>();
  for (const f of readCaret(gunzipSync(readFileSync(join(dir, "NUT_DATA.txt.gz"))))) {
    const [ndb, nutrNo, val] = f;
    if (!ndb || !nutrNo || val === undefined || val === "") continue;
    let m = nut.get(ndb);
    if (!m) nut.set(ndb, (m = new Map()));
    m.set(nutrNo, Number(val));
  }

  const weights = new Map<string, { seq: number; desc: string; grams: number }[]>();
  for (const f of readCaret(readFileSync(join(dir, "WEIGHT.txt")))) {
    const [ndb, seq, amount, desc, grams] = f;
    const amt = Number(amount);
    const g = Number(grams);
    if (!ndb || !(amt > 0) || !(g > 0)) continue;
    const list = weights.get(ndb) ?? [];
    // Stored per ONE unit so SR and FNDDS portions read the same way.
    list.push({ seq: Number(seq), desc: `1 ${desc}`, grams: roundValue(g / amt) });
    weights.set(ndb, list);
  }

  const foods: FoodRow[] = [];
  for (const f of readCaret(readFileSync(join(dir, "FOOD_DES.txt")))) {
    const [ndb, group, longDesc, , comName] = f;
    if (!ndb || !longDesc) continue;
    const values = nut.get(ndb) ?? new Map<string, number>();
    const row = NUTRIENT_KEYS.map((key) => {
      if (key === "omega3_g") return sumOmega(values, SR_OMEGA3);
      if (key === "omega6_g") return sumOmega(values, SR_OMEGA6);
      const no = SR_NUMBERS[key];
      const v = no ? values.get(no) : undefined;
      return v === undefined ? null : roundValue(v);
    });
    const syn = (comName ?? "")
      .split(/,\s*/)
      .map((s) => s.trim())
      .filter((s) => s.length > 0);
    const ports = (weights.get(ndb) ?? [])
      .sort((a, b) => a.seq - b.seq)
      .map((p): [string, number] => [p.desc, p.grams]);
    foods.push([`sr:${ndb}`, longDesc.trim(), syn, `sr${group}`, ports, row]);
  }
  foods.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return { foods, categories };
}
