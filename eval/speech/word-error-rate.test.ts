import { describe, expect, it } from "vitest";
import { wordErrors } from "./word-error-rate.js";

describe("word errors", () => {
  it("counts nothing for the same words in another case and punctuation", () => {
    expect(wordErrors("Two eggs, and toast.", "two eggs and toast")).toEqual({ errors: 0, referenceWords: 4 });
  });

  it("counts a substitution, a deletion and an insertion once each", () => {
    expect(wordErrors("a cup of black coffee", "a cup of black toffee").errors).toBe(1);
    expect(wordErrors("a cup of black coffee", "a cup black coffee").errors).toBe(1);
    expect(wordErrors("a cup of black coffee", "a cup of hot black coffee").errors).toBe(1);
  });

  it("counts every reference word as missing when nothing was heard", () => {
    expect(wordErrors("two bananas", "")).toEqual({ errors: 2, referenceWords: 2 });
  });
});
