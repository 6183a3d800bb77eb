import { readFileSync, writeFileSync } from "node:fs";
import { loadFoodDatabase } from "../../src/nutrition/index.js";
import type { TerseMeal } from "./terse-set.js";

/**
 * npm run terse:work-out
 * Reads meals.spec (the meals and, for each, the USDA foods and grams chosen by hand) and writes meals.json with the
 * arithmetic: kcal and carbohydrate per 100 g from the food database, × grams / 100, summed per meal. A line
 * "## split: NAME" puts the meals after it in that split (before the first one: "original").
 */
const db = loadFoodDatabase();
const KCAL = db.nutrientKeys.indexOf("calories_kcal");
const CARB = db.nutrientKeys.indexOf("carbs_g");
const r1 = (n: number): number => Math.round(n * 10) / 10;

/** "2*165", "6*30.6667", "2*60+60": products of numbers, summed. */
function grams(expr: string): number {
  if (!/^[\d.*+\s]+$/.test(expr)) throw new Error(`grams must be numbers joined by * and +: "${expr}"`);
  return expr.split("+").reduce((sum, term) => sum + term.split("*").reduce((p, x) => p * Number(x), 1), 0);
}

const meals: TerseMeal[] = [];
const spec = readFileSync(new URL("./meals.spec", import.meta.url), "utf8");
let split = "original";
for (const line of spec.split("\n")) {
  const splitLine = /^## split: (\S+)$/.exec(line);
  if (splitLine?.[1]) split = splitLine[1];
  if (line.startsWith("#") || line.trim() === "") continue;
  if (line.startsWith("> ")) {
    meals.push({ text: line.slice(2).trim(), split, items: [], total_kcal: 0, total_carb_g: 0 });
    continue;
  }
  const meal = meals[meals.length - 1];
  const [id = "", g = "", portion = ""] = line.split("|").map((s) => s.trim());
  const food = db.byId.get(id);
  if (!meal || !food) throw new Error(`unknown food "${id}" (line "${line}")`);
  const w = r1(grams(g));
  const kcal100 = food.values[KCAL] ?? NaN;
  const carb100 = food.values[CARB] ?? NaN;
  if (!Number.isFinite(kcal100) || !Number.isFinite(carb100)) throw new Error(`${id} has no energy or carbohydrate`);
  meal.items.push({
    food: food.description,
    id,
    portion,
    grams: w,
    kcal_per_100g: kcal100,
    carb_g_per_100g: carb100,
    kcal: r1((kcal100 * w) / 100),
    carb_g: r1((carb100 * w) / 100),
  });
}
for (const m of meals) {
  m.total_kcal = r1(m.items.reduce((s, i) => s + i.kcal, 0));
  m.total_carb_g = r1(m.items.reduce((s, i) => s + i.carb_g, 0));
}
const about =
  'Terse phone-style meals, written by hand before the engine was run on them (splits "fresh" to "fresh18" were held-out checks when written; every split to "fresh12" has been read since, "fresh9" to "fresh12" in stop 37; "fresh11" to "fresh14" were written blind in stop 37 by helpers who reported totals only; "fresh11" and "fresh12" were read later in stop 37, "fresh13" and "fresh14" stay held out; "fresh15" and "fresh16" were written blind in stop 38 and "fresh17" and "fresh18" in stop 39, and stay held out); each food\'s grams are a USDA portion ' +
  "(see `portion`), its kcal and carbohydrate per 100 g come from the USDA tables (FNDDS 2021-2023, SR28), and " +
  "kcal = grams × kcal_per_100g / 100. Generated from meals.spec by `npm run terse:work-out`.";
writeFileSync(new URL("./meals.json", import.meta.url), `${JSON.stringify({ about, meals }, null, 2)}\n`);
for (const m of meals) {
  console.log(`${m.total_kcal.toFixed(0).padStart(5)} kcal  ${m.text}`);
  for (const i of m.items) console.log(`        ${i.grams} g ${i.food} (${i.id}) = ${i.kcal} kcal`);
}
