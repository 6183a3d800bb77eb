import { describe, expect, it } from "vitest";
import { committedMatcherWeights } from "../engine-params.js";
import { bestHeadNounScore, largestExtraShare, matcherWeightsSchema } from "./matcher-weights.js";

const committed = committedMatcherWeights();

describe("the matcher's weights in engine-params.json", () => {
  it("are valid against their schema, each named weight with a meaning", () => {
    expect(matcherWeightsSchema.parse(committed)).toEqual(committed);
    for (const [name, field] of Object.entries(matcherWeightsSchema.shape))
      expect(field.description, name).toMatch(/\w+ \w+/);
  });

  it("refuses a negative weight, a share above one, a missing or an unknown name", () => {
    expect(() => matcherWeightsSchema.parse({ ...committed, extraPenalty: -0.1 })).toThrow();
    expect(() => matcherWeightsSchema.parse({ ...committed, synonymWeight: 1.2 })).toThrow();
    const { rareIdf: _dropped, ...missing } = committed;
    expect(() => matcherWeightsSchema.parse(missing)).toThrow();
    expect(matcherWeightsSchema.strict().safeParse({ ...committed, typoWeight: 1 }).success).toBe(false);
  });

  it("derive the ceilings the pruning needs from the weights, whichever is largest", () => {
    expect(bestHeadNounScore({ ...committed, headNounNamed: 4, headNounInHead: 6 })).toBe(6);
    expect(largestExtraShare({ ...committed, additionWeight: 0.5, defaultStateWeight: 0.3, homeMadeWeight: 0.1 })).toBe(
      1,
    );
    expect(largestExtraShare({ ...committed, additionWeight: 3 })).toBe(3);
  });
});
