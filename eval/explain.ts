process.stdout.on("error", () => process.exit(0));
import { getEngine } from "../src/nutrition/engine.js";
import { phraseFood } from "../src/nutrition/match/food-phrases.js";
import { rankFoods } from "../src/nutrition/match/match-food.js";
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
  for (const text of texts) {
    console.log(`"${text}"`);
    for (const meal of readMealText(text, { now: new Date(), timeZone: "UTC" })) {
      console.log(`  ${meal.mealType ?? "meal"} · "${meal.text}"`);
      const items = refineItems(meal.items, engine);
      for (const item of items) {
        const q = item.quantity;
        const amount = q ? `${q.amount}${q.unit ? ` ${q.unit}` : ""}${q.size ? ` (${q.size})` : ""}` : "no amount";
        const without = item.without.length ? ` · without ${item.without.join(", ")}` : "";
        console.log(`    [${item.phrase}] → food words "${item.foodText}" · ${amount}${without}`);
        const named = phraseFood(item.foodText, engine.index.phrases);
        if (named) console.log(`        phrase table → ${named.description} (${named.id})`);
        for (const r of rankFoods(item.foodText, engine.index, item.without, item.quantity?.size))
          console.log(`        ${r.score.toFixed(2).padStart(7)}  ${r.food.description} (${r.food.id})`);
      }
    }
  }
}

main(process.argv.slice(2));
