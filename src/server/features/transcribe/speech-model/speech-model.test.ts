import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { SPEECH_ASSETS } from "../speech-assets.js";
import { bigramToFsg } from "./arpa-to-fsg.js";
import { formatArpa, parseArpa, trainBigramModel } from "./bigram-model.js";
import { readPronunciations } from "./pronunciations.js";

describe("the committed speech model", () => {
  const model = parseArpa(gunzipSync(readFileSync(SPEECH_ASSETS.languageModel)).toString("utf8"));
  const dictionary = readPronunciations(SPEECH_ASSETS.dictionary);

  it("knows everyday foods, amounts and units by ear", () => {
    for (const word of [
      "oatmeal",
      "broccoli",
      "quinoa",
      "yogurt",
      "burrito",
      "tablespoons",
      "grams",
      "fifty",
      "breakfast",
      "with",
    ]) {
      expect(model.unigrams.has(word), word).toBe(true);
      expect(dictionary.has(word), word).toBe(true);
    }
  });

  it("has a pronunciation for every word it can output", () => {
    const missing = [...model.unigrams.keys()].filter((word) => !word.startsWith("<") && !dictionary.has(word));
    expect(missing).toEqual([]);
  });
});

describe("bigram model to grammar", () => {
  const model = trainBigramModel(
    [
      ["two", "eggs"],
      ["two", "eggs"],
      ["two", "eggs", "and", "toast"],
      ["toast", "and", "coffee"],
    ],
    1,
  );

  it("round-trips through the ARPA format", () => {
    const again = parseArpa(formatArpa(model));
    expect([...again.unigrams.keys()].sort()).toEqual([...model.unigrams.keys()].sort());
    expect(again.bigrams.get("two")?.get("eggs")).toBeCloseTo(model.bigrams.get("two")?.get("eggs") ?? 0, 3);
  });

  it("makes a grammar where every word can follow any word through the back-off state, and every word can end", () => {
    const fsg = bigramToFsg(model);
    const lines = fsg.split("\n");
    const states = Number(/NUM_STATES (\d+)/.exec(fsg)?.[1]);
    const final = Number(/FINAL_STATE (\d+)/.exec(fsg)?.[1]);
    const backoff = final - 1;
    const transitions = lines.filter((line) => line.startsWith("TRANSITION")).map((line) => line.split(" "));
    expect(states).toBe(5 + 3); // five words, plus start, back-off and final
    for (const word of ["two", "eggs", "and", "toast", "coffee"]) {
      expect(transitions.some(([, from, , , label]) => Number(from) === backoff && label === word)).toBe(true);
    }
    const wordStates = new Set(transitions.filter((t) => t[4]).map((t) => t[2]));
    for (const state of wordStates)
      expect(transitions.some(([, from, to]) => from === state && Number(to) === final)).toBe(true);
    for (const [, , , p] of transitions) expect(Number(p)).toBeGreaterThan(0);
  });
});
