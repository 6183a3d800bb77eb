import { loadFoodDatabase } from "../../src/nutrition/index.js";

/**
 * npm run terse:lookup -- "burrito bowl" "sausage mcmuffin" …
 * Prints the USDA foods whose name holds every word of a query (FNDDS first), with kcal and carbohydrate per 100 g and
 * their portions: the table the terse set's arithmetic is worked out from.
 */
const db = loadFoodDatabase();
const kcal = db.nutrientKeys.indexOf("calories_kcal");
const carbs = db.nutrientKeys.indexOf("carbs_g");
for (const query of process.argv.slice(2)) {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const hits = db.foods
    .filter((f) => words.every((w) => `${f.description} ${f.synonyms.join(" ")}`.toLowerCase().includes(w)))
    .sort((a, b) =>
      a.source === b.source ? a.description.length - b.description.length : a.source === "fndds" ? -1 : 1,
    )
    .slice(0, Number(process.env.HITS ?? 6));
  console.log(`## ${query}`);
  for (const f of hits) {
    const portions = f.portions
      .slice(0, 6)
      .map((p) => `${p.description}=${p.grams}`)
      .join("; ");
    console.log(`  ${f.id} | ${f.description} | ${f.values[kcal]} kcal, ${f.values[carbs]} g carb | ${portions}`);
  }
}
