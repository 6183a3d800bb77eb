import { describe, expect, it } from "vitest";
import { assignFolds } from "../../eval/cv/folds.js";
import { spread } from "../../eval/cv/spread.js";

const ids = Array.from({ length: 103 }, (_, i) => `meal-${i}`);

describe("cross-validation folds", () => {
  it("puts every meal in exactly one of k folds of nearly equal size", () => {
    const folds = assignFolds(ids, 5);
    expect(folds.size).toBe(103);
    const sizes = [0, 1, 2, 3, 4].map((f) => [...folds.values()].filter((x) => x === f).length);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
  });

  it("gives a meal the same fold whatever order the file lists the meals in", () => {
    const a = assignFolds(ids, 5);
    const b = assignFolds([...ids].reverse(), 5);
    expect([...a.entries()].sort()).toEqual([...b.entries()].sort());
  });

  it("refuses fewer than two folds", () => {
    expect(() => assignFolds(ids, 1)).toThrow(/k must be/);
  });
});

describe("fold spread", () => {
  it("reports mean, sample standard deviation and range", () => {
    expect(spread([0.8, 0.82, 0.78])).toEqual({ mean: 0.8, sd: 0.02, min: 0.78, max: 0.82 });
  });
});
