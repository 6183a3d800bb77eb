import { describe, expect, it } from "vitest";
import { getEngine } from "../engine.js";
import { committedMatcherWeights } from "../engine-params.js";
import { scoresWithCeilings } from "./match-food.js";
import { matcherWeightsSchema } from "./matcher-weights.js";
import { buildSearchIndex, type SearchIndex } from "./search-index.js";

const { db, index } = getEngine();

/** Phrases made from USDA's own names: whole names, their heads, with a size said and a word left out. */
function phrases(): { text: string; without: string[]; size?: string }[] {
  const out: { text: string; without: string[]; size?: string }[] = [];
  for (let i = 0; i < db.foods.length; i += 37) {
    const name = db.foods[i]?.description.toLowerCase() ?? "";
    const [head = "", second = ""] = name.split(",");
    out.push({ text: name, without: [] });
    out.push({ text: `${second} ${head}`, without: [], size: "large" });
    out.push({ text: `${head} with meat`, without: [second.trim().split(" ")[0] ?? ""] });
    out.push({ text: `baby food ${head} without skin`, without: ["skin"], size: "small" });
    // Said raw, cooked or frozen: the bound applies scoreEntry's state and "from raw/frozen" penalties exactly.
    out.push({ text: `raw ${head}`, without: [] });
    out.push({ text: `frozen fried ${second} ${head}`, without: [] });
  }
  // Foods made "from raw" or "from frozen", asked for raw, homemade and frozen: scoreEntry then waives both penalties.
  const heads = new Set<string>();
  for (const food of db.foods) {
    const name = food.description.toLowerCase();
    if (/\bfrom (?:raw|frozen)\b/.test(name)) heads.add(name.split(",")[0] ?? "");
  }
  for (const head of heads) out.push({ text: `homemade frozen raw ${head}`, without: [] });
  return out;
}

function checkCeilings(within: SearchIndex, every = 1): number {
  let checked = 0;
  phrases().forEach((p, k) => {
    if (k % every !== 0) return;
    for (const c of scoresWithCeilings(p.text, within, p.without, p.size)) {
      checked += 1;
      if (c.ceiling < c.score - 1e-6)
        expect.fail(`"${p.text}": ${c.food.description} scored ${c.score} above its ceiling ${c.ceiling}`);
    }
  });
  return checked;
}

describe("the score ceiling that lets matchFood skip foods that cannot win", () => {
  it("is never below a candidate's score (keep foodCeiling and scoreCeiling in step with scoreEntry)", () => {
    expect(checkCeilings(index)).toBeGreaterThan(10_000);
  });

  it("stays a bound under weights a fit may choose: the in-head score above the named one, unsaid words cheap", () => {
    const w = committedMatcherWeights();
    const moved = matcherWeightsSchema.parse({
      ...w,
      synonymWeight: 1,
      headNounInHead: w.headNounNamed * 1.5,
      additionWeight: 0.5,
      defaultStateWeight: 1.5,
      withoutRefund: w.withoutRefund * 2,
      soldSizeBonus: w.soldSizeBonus * 2,
      unmatchedPenalty: w.unmatchedPenalty * 2,
      extraPenalty: w.extraPenalty * 0.5,
    });
    expect(checkCeilings(buildSearchIndex(db, moved), 4)).toBeGreaterThan(2_000);
  });
});
