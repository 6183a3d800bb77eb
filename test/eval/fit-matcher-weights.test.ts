import { describe, expect, it } from "vitest";
import { changed, chooseWeights, combine, oneAtATime, sumOver } from "../../eval/fit/fit-matcher-weights.js";
import { committedMatcherWeights } from "../../src/nutrition/index.js";

const base = committedMatcherWeights();
const hits = (...values: number[]) => Int8Array.from(values);

describe("fitting the matcher's weights", () => {
  it("moves one weight per setting and skips a value its schema refuses", () => {
    const settings = oneAtATime({ ...base, synonymWeight: 0.6 }, ["synonymWeight", "extraPenalty"], [0.5, 2]);
    expect(settings.map((s) => [s.weight, s.factor])).toEqual([
      ["synonymWeight", 0.5],
      ["extraPenalty", 0.5],
      ["extraPenalty", 2],
    ]);
    for (const s of settings) expect(Object.keys(changed(base, s.weights))).toEqual([s.weight]);
  });

  it("keeps a weight's best multiple only when it gains enough training rows, judged on training rows alone", () => {
    const settings = oneAtATime(base, ["extraPenalty", "headMissPenalty"], [0.5, 2]);
    const current = hits(1, 1, 1, 1, 0, 0);
    const train = Uint8Array.from([1, 1, 1, 1, 1, 0]);
    const hitsOf = [
      hits(2, 2, 2, 1, 1, 0), // extraPenalty ×0.5: +4 on training rows
      hits(2, 2, 2, 2, 2, 0), // extraPenalty ×2: +6
      hits(1, 1, 1, 1, 0, 4), // headMissPenalty ×0.5: gains only on the held-out row
      hits(1, 1, 1, 2, 0, 0), // headMissPenalty ×2: +1
    ];
    expect(chooseWeights(settings, hitsOf, current, train, 3)).toEqual([
      { weight: "extraPenalty", factor: 2, gain: 6 },
    ]);
    expect(chooseWeights(settings, hitsOf, current, train, 7)).toEqual([]);
    expect(sumOver(hitsOf[2] as Int8Array, train)).toBe(sumOver(current, train));
  });

  it("prefers the multiple nearest one among equal gains, and combines the winners into valid weights", () => {
    const settings = oneAtATime(base, ["tailHeadPenalty"], [0.5, 0.75, 2]);
    const same = hits(2, 2);
    const choices = chooseWeights(settings, [same, same, same], hits(0, 0), Uint8Array.from([1, 1]), 1);
    expect(choices).toEqual([{ weight: "tailHeadPenalty", factor: 0.75, gain: 4 }]);
    const weights = combine(base, choices);
    expect(changed(base, weights)).toEqual({ tailHeadPenalty: Number((base.tailHeadPenalty * 0.75).toFixed(4)) });
  });
});
