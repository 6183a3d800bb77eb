process.stdout.on("error", () => process.exit(0));
import { resolveMeals } from "../src/nutrition/analyze-meal.js";
import { getEngine } from "../src/nutrition/engine.js";
import { phraseFood } from "../src/nutrition/match/food-phrases.js";
import { rankFoods } from "../src/nutrition/match/match-food.js";
import { showSpans } from "../src/nutrition/parse/spans.js";
import { readMealText } from "../src/nutrition/readers.js";
import { refineItems } from "../src/nutrition/refine-items.js";

/**
 * npm run explain -- "a slice of pizza and a cola" ["another meal" …]
 * Shows how the engine reads each phrase and the foods it weighed for it, best first: where to look before
 * adding a synonym or a unit.
 */
function main(texts: string[]): void {
  if (texts.length === 0) {
    console.error('usage: npm run explain -- "meal text" ["another meal" …]');
    process.exitCode = 2;
    return;
  }
  const engine = getEngine();
  const NOW = new Date();
  for (const text of texts) {
    console.log(`"${text}"`);
    for (const meal of readMealText(text, { now: NOW, timeZone: "UTC" })) {
      console.log(`  ${meal.mealType ?? "meal"} · "${meal.text}"`);
      console.log(`    spans: ${showSpans(meal.spans)}`);
      const items = refineItems(meal.items, engine);
      for (const item of items) {
        const q = item.quantity;
        const amount = q ? `${q.amount}${q.unit ? ` ${q.unit}` : ""}${q.size ? ` (${q.size})` : ""}` : "no amount";
        const without = item.without.length ? ` · without ${item.without.join(", ")}` : "";
        console.log(`    [${item.phrase}] → food words "${item.foodText}" · ${amount}${without}`);
        console.log(`        spans: ${showSpans(item.spans)}`);
        const named = phraseFood(item.foodText, engine.index.phrases);
        if (named) console.log(`        phrase table → ${named.description} (${named.id})`);
        for (const r of rankFoods(item.foodText, engine.index, item.without, item.quantity?.size))
          console.log(`        ${r.score.toFixed(2).padStart(7)}  ${r.food.description} (${r.food.id})`);
      }
    }
    // What the portion model decided for each item counted, and what was not counted.
    for (const meal of resolveMeals(text, { now: NOW, timeZone: "UTC" }, engine)) {
      console.log(`  weighed · "${meal.meal.text}"`);
      for (const { item, portion } of meal.items) {
        const fitted = Object.entries(portion.factors)
          .map(([key, value]) => `${key} = ${value}`)
          .join(", ");
        console.log(
          `    [${item.phrase}] ${item.grams} g ${item.food_name} · ${Math.round(item.macros.calories_kcal)} kcal`,
        );
        console.log(`        portion source: ${portion.source}${fitted ? ` · fitted numbers: ${fitted}` : ""}`);
        console.log(`        ${item.assumption ?? ""}`);
      }
      for (const note of meal.notes) console.log(`    note: ${note}`);
    }
  }
}

main(process.argv.slice(2));
