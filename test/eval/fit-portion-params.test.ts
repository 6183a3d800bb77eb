import { describe, expect, it } from "vitest";
import {
  PRIOR_SIZE_FACTOR,
  fitPortionValues,
  scoreTraced,
  toPortionParams,
} from "../../eval/fit/fit-portion-params.js";
import type { TracedRow } from "../../eval/fit/portion-trace.js";

const truth = (kcal: number, carb: number) => ({ energy_kcal: kcal, carb_g: carb, protein_g: 0, fat_g: 0 });

/** Meals whose bowl item was weighed 40% light, and meals with no word-said amount at all. */
function rows(): TracedRow[] {
  const out: TracedRow[] = [];
  for (let i = 0; i < 60; i++) {
    out.push({
      id: `bowl-${i}`,
      truth: truth(500 + i, 60),
      items: [{ kcal: (500 + i) / 1.4, carb: 60 / 1.4, factors: { "word|bowl": 1 } }],
    });
    out.push({ id: `plain-${i}`, truth: truth(300, 30), items: [{ kcal: 300, carb: 30, factors: {} }] });
  }
  out.push({ id: "unanswered", truth: truth(100, 10) });
  return out;
}

describe("fitting the portion model's numbers", () => {
  it("fits a multiplier that gets many training meals right, and keeps the rest at their priors", () => {
    const values = fitPortionValues(rows(), { minRows: 40, minGain: 8 });
    expect(values.get("word|bowl")).toBeGreaterThan(1.2);
    expect(values.get("word|bowl")).toBeLessThan(1.7);
    expect(values.has("size|small")).toBe(false);
  });

  it("leaves a number used by too few training meals at its prior", () => {
    expect(fitPortionValues(rows().slice(0, 20), { minRows: 40, minGain: 8 }).size).toBe(0);
  });

  it("rescales a traced item from the value it was read with, and counts an unanswered meal as a miss", () => {
    const scored = scoreTraced(
      [
        { id: "a", truth: truth(200, 20), items: [{ kcal: 100, carb: 10, factors: { "size|small": 0.5 } }] },
        { id: "b", truth: truth(200, 20) },
      ],
      new Map([["size|small", 1]]),
    );
    expect(scored[0]?.pred?.energy_kcal).toBeCloseTo(200);
    expect(scored[1]?.pred).toBeUndefined();
  });

  it("writes size keys as size factors and the rest as multipliers", () => {
    const params = toPortionParams(
      new Map([
        ["size|small", 0.6],
        ["none|sweets", 1.2],
      ]),
    );
    expect(params.sizeFactor).toEqual({ ...PRIOR_SIZE_FACTOR, small: 0.6 });
    expect(params.scale).toEqual({ "none|sweets": 1.2 });
  });
});
