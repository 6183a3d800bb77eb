import { loadTerseSet } from "./terse-set.js";
import { scoreTerseMeal, summarizeTerse } from "./score.js";

/**
 * npm run eval:terse [-- --json]
 * Runs the engine on the terse set and prints each meal (✓ energy within ±20%, ✗ not) with the hand-worked and the
 * engine's totals and what the engine counted, then the shares of each split ("original", the set tuned on before;
 * "fresh" to "fresh18", the held-out meals) and of all meals. --json prints the whole result as JSON instead.
 */
const results = loadTerseSet().meals.map((m) => scoreTerseMeal(m));
const splits = [...new Set(results.map((r) => r.split))];
const summary = {
  ...Object.fromEntries(splits.map((s) => [s, summarizeTerse(results.filter((r) => r.split === s))])),
  all: summarizeTerse(results),
};
if (process.argv.includes("--json")) {
  console.log(JSON.stringify({ ...summary, results }, null, 2));
} else {
  for (const r of results) {
    const kcal = r.engine_kcal === undefined ? "none" : r.engine_kcal.toFixed(0);
    console.log(
      `${r.energy_ok ? "✓" : "✗"} ${r.split.padEnd(8)} ${r.truth_kcal.toFixed(0).padStart(5)} → ${kcal.padStart(5)} kcal  ${r.text}`,
    );
    if (!r.energy_ok) for (const item of r.engine_items) console.log(`        ${item}`);
  }
  console.log(JSON.stringify(summary, null, 2));
}
