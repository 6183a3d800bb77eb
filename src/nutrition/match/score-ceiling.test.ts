import { describe, expect, it } from "vitest";
import { getEngine } from "../engine.js";
import { scoresWithCeilings } from "./match-food.js";

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
  }
  return out;
}

describe("the score ceiling that lets matchFood skip foods that cannot win", () => {
  it("is never below a candidate's score (keep foodCeiling and scoreCeiling in step with scoreEntry)", () => {
    let checked = 0;
    for (const p of phrases()) {
      for (const c of scoresWithCeilings(p.text, index, p.without, p.size)) {
        checked += 1;
        if (c.ceiling < c.score - 1e-6)
          expect.fail(`"${p.text}": ${c.food.description} scored ${c.score} above its ceiling ${c.ceiling}`);
      }
    }
    expect(checked).toBeGreaterThan(10_000);
  });
});
