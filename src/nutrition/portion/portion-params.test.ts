import { describe, expect, it } from "vitest";
import { getEngine } from "../engine.js";
import { committedEngineParams, committedPortionParams, engineParamsSchema } from "../engine-params.js";
import { portionParamsSchema, type PortionParams } from "./portion-params.js";
import { resolvePortion } from "./resolve-portion.js";

const { db } = getEngine();
const named = (description: string) => {
  const f = db.foods.find((x) => x.description === description);
  if (!f) throw new Error(description);
  return f;
};
const priors = committedPortionParams();
const withScale = (scale: Record<string, number>): PortionParams => ({ ...priors, scale });

describe("the portion model's numbers in the engine's parameter file", () => {
  it("is valid against its schema and records its cross-validated figures", () => {
    const params = engineParamsSchema.parse(committedEngineParams());
    expect(params.fitted.folds).toBeGreaterThanOrEqual(2);
    expect(params.fitted.crossValidated["description.all.energy_within_20pct"]).toBeGreaterThan(0.5);
  });

  it("refuses a multiplier outside its bounds or a key of no kind", () => {
    expect(() => portionParamsSchema.parse(withScale({ "none|sweets": 9 }))).toThrow();
    expect(() => portionParamsSchema.parse(withScale({ "banana|split": 1.1 }))).toThrow();
  });
});

describe("which step of the portion model decided", () => {
  const banana = named("Banana, raw");
  const words = new Set(["banana"]);

  it("says a weight, the food's own portion, or its usual amount, with the fitted numbers used", () => {
    expect(resolvePortion(banana, { amount: 100, unit: "g", raw: "100 g" }, "100 g banana", words)).toMatchObject({
      source: "weight",
      factors: {},
    });
    const counted = resolvePortion(banana, { amount: 1, raw: "a" }, "a banana", words);
    expect(counted).toMatchObject({ source: "food-portion", factors: { "portion|produce": 1 } });
    const unsaid = resolvePortion(banana, undefined, "banana", words);
    expect(unsaid.source).toBe("usual-amount");
    expect(Object.keys(unsaid.factors)).toEqual(["none|produce"]);
  });

  it("multiplies only amounts said in words by a fitted number, and says so", () => {
    const params = withScale({ "portion|produce": 1.5, "none|produce": 2 });
    const counted = resolvePortion(banana, { amount: 1, raw: "a" }, "a banana", words, undefined, params);
    const plain = resolvePortion(banana, { amount: 1, raw: "a" }, "a banana", words);
    expect(counted.grams).toBeCloseTo(plain.grams * 1.5);
    expect(counted.assumption).toContain("fitted for portion|produce");
    const weighed = resolvePortion(
      banana,
      { amount: 100, unit: "g", raw: "100 g" },
      "100 g banana",
      words,
      undefined,
      params,
    );
    expect(weighed.grams).toBe(100);
  });

  it("sizes a portion with the size factor where the category has no sized portions to go by", () => {
    const small = (factor: number) =>
      resolvePortion(banana, { amount: 1, size: "small", raw: "a small" }, "a small banana", words, undefined, {
        ...priors,
        sizeFactor: { ...priors.sizeFactor, small: factor },
      });
    const usual = small(0.7);
    expect(usual).toMatchObject({ source: "food-portion", factors: { "size|small": 0.7 } });
    expect(small(0.5).grams).toBeCloseTo((usual.grams / 0.7) * 0.5);
  });
});
