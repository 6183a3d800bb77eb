import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { SPEECH_ASSETS } from "../speech-assets.js";
import { engineVocabulary } from "../../../../nutrition/index.js";
import { languageModelToFsg } from "./arpa-to-fsg.js";
import { formatArpa, parseArpa, trainBigramModel } from "./bigram-model.js";
import { addTrigrams } from "./trigram-model.js";
import { readChainMenus } from "./chain-menus.js";
import { mealSentences, sentenceKey, type CorpusSources } from "./meal-corpus.js";
import { pluralize, pluralSpelling } from "./food-phrases.js";
import { flitePhonesToCmu, pronouncePlurals, readPronunciations } from "./pronunciations.js";
import { oneSpelling } from "./speech-words.js";

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

  it("knows the chains, brands and menu words people say, and words that are not about food", () => {
    for (const word of [
      "starbucks",
      "chipotle",
      "mcdonald's",
      "venti",
      "frappuccino",
      "crunchwrap",
      "mcmuffin",
      "footlong",
      "chobani",
      "gatorade",
      "third",
      "quarter",
      "pm",
      "yesterday",
      "actually",
      "skim",
      "meeting",
      "tomorrow",
      "overnight",
      "tzatziki",
      "everything",
    ]) {
      expect(model.unigrams.has(word), word).toBe(true);
      expect(dictionary.has(word), word).toBe(true);
    }
  });

  it("hears plurals the pronouncing dictionary lacks, after amounts above one", () => {
    for (const word of ["lattes", "quesadillas", "smoothies", "mcmuffins", "yogurts"]) {
      expect(model.unigrams.has(word), word).toBe(true);
      expect(dictionary.has(word), word).toBe(true);
    }
  });

  it("has a pronunciation for every word it can output", () => {
    const missing = [...model.unigrams.keys()].filter((word) => !word.startsWith("<") && !dictionary.has(word));
    expect(missing).toEqual([]);
  });
});

describe("the meal talk corpus", () => {
  const dictionary = readPronunciations(SPEECH_ASSETS.dictionary);
  const sources = (heldOut: Set<string>): CorpusSources => ({
    databaseFoods: [{ words: ["chicken", "breast"], weight: 1 }],
    engine: engineVocabulary(),
    menus: readChainMenus(),
    known: (word) => dictionary.has(word),
    heldOut,
  });
  // The corpus opens with every database and menu food once; the test's sample must reach well past them.
  const SAMPLE = 10_000;
  const corpus = mealSentences(sources(new Set()), SAMPLE);

  it("is the same every time it is generated", () => {
    expect(mealSentences(sources(new Set()), SAMPLE)).toEqual(corpus);
  });

  it("says amounts as spoken fractions, times, occasions, how foods were made, chains with their menus and corrections", () => {
    const text = corpus.map((words) => ` ${words.join(" ")} `);
    for (const phrase of [
      " and a half ",
      " a third of a ",
      " ounce ",
      " pm ",
      " morning ",
      " from starbucks ",
      " actually it was ",
      " after my ",
      " grilled ",
      " i think ",
      " oh and ",
      " made ",
    ])
      expect(
        text.some((sentence) => sentence.includes(phrase)),
        phrase,
      ).toBe(true);
  });

  it("writes words said the same way in one spelling only", () => {
    const words = new Set(corpus.flat());
    expect(words.has("sourdough") || words.has("footlong")).toBe(true);
    const text = corpus.map((sentence) => ` ${sentence.join(" ")} `);
    for (const other of [" sour dough ", " foot long ", " doughnut "])
      expect(
        text.some((sentence) => sentence.includes(other)),
        other,
      ).toBe(false);
  });

  it("leaves out the sentences kept for the evaluation", () => {
    const common = new Map<string, number>();
    for (const words of corpus) common.set(sentenceKey(words), (common.get(sentenceKey(words)) ?? 0) + 1);
    const [frequent] = [...common].sort((a, b) => b[1] - a[1])[0] ?? [""];
    const without = mealSentences(sources(new Set([frequent])), SAMPLE);
    expect(without.some((words) => sentenceKey(words) === frequent)).toBe(false);
    expect(without).toHaveLength(SAMPLE);
  });
});

describe("one spelling", () => {
  it("rewrites whole words only", () => {
    const respell = oneSpelling({ "sour dough": "sourdough", doughnut: "donut" });
    expect(respell(["two", "slices", "of", "sour", "dough", "toast"])).toEqual([
      "two",
      "slices",
      "of",
      "sourdough",
      "toast",
    ]);
    expect(respell(["a", "doughnut", "and", "doughnuts"])).toEqual(["a", "donut", "and", "doughnuts"]);
  });
});

describe("plurals made by rule", () => {
  it("are spelled as English spells them, preferring the dictionary's own plural", () => {
    expect(pluralSpelling("latte")).toBe("lattes");
    expect(pluralSpelling("sandwich")).toBe("sandwiches");
    expect(pluralSpelling("berry")).toBe("berries");
    expect(pluralSpelling("turkey")).toBe("turkeys");
    expect(
      pluralize(
        ["iced", "latte"],
        () => false,
        () => true,
      ),
    ).toEqual(["iced", "lattes"]);
    expect(
      pluralize(
        ["pancake", "mix"],
        () => false,
        () => false,
      ),
    ).toEqual(["pancake", "mix"]);
    expect(pluralize(["tomato"], (word) => word === "tomatoes")).toEqual(["tomatoes"]);
    expect(pluralize(["fries"], () => false)).toEqual(["fries"]);
  });

  it("sound like the singular with -s, -z or -iz, for every way the singular is said", () => {
    const dict = new Map([
      ["latte", ["L AA T EY"]],
      ["steak", ["S T EY K"]],
      ["sandwich", ["S AE N D W IH CH", "S AE N W IH CH"]],
      ["berry", ["B EH R IY"]],
    ]);
    const plurals = pronouncePlurals(["lattes", "steaks", "sandwiches", "berries", "granola"], dict);
    expect(Object.fromEntries(plurals)).toEqual({
      lattes: ["L AA T EY Z"],
      steaks: ["S T EY K S"],
      sandwiches: ["S AE N D W IH CH IH Z", "S AE N W IH CH IH Z"],
      berries: ["B EH R IY Z"],
    });
  });
});

describe("pronunciations made by flite", () => {
  it("become the recogniser's phones", () => {
    expect(flitePhonesToCmu("pau f r ae1 p uw1 ch iy1 n ow pau ")).toBe("F R AE P UW CH IY N OW");
    expect(flitePhonesToCmu("pau m ax k d aa1 n axr pau")).toBe("M AH K D AA N ER");
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
    const fsg = languageModelToFsg(model);
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

describe("trigram model to grammar", () => {
  const sentences = [
    ["a", "large", "coffee"],
    ["a", "large", "coffee"],
    ["a", "large", "coffee"],
    ["a", "small", "tea"],
    ["the", "large", "fries"],
  ];
  const model = addTrigrams(trainBigramModel(sentences, 1), sentences, 2);

  it("keeps only trigrams seen often enough, and round-trips them through the ARPA format", () => {
    expect([...model.trigrams.keys()].sort()).toEqual(["<s> a", "a large", "large coffee"]);
    expect(model.trigrams.get("a large")?.get("coffee")).toBeCloseTo(Math.log10((3 - 0.7) / 3), 6);
    const again = parseArpa(formatArpa(model));
    expect(again.trigrams.get("a large")?.get("coffee")).toBeCloseTo(
      model.trigrams.get("a large")?.get("coffee") ?? 0,
      3,
    );
    expect(again.pairBackoffs.get("a large")).toBeCloseTo(model.pairBackoffs.get("a large") ?? 0, 3);
    expect(parseArpa(formatArpa(trainBigramModel(sentences, 1))).trigrams.size).toBe(0);
  });

  it("sends a word to the state of its two-word history, which backs off to its last word's state", () => {
    const fsg = languageModelToFsg(model);
    const transitions = fsg
      .split("\n")
      .filter((line) => line.startsWith("TRANSITION"))
      .map((line) => line.split(" "));
    const final = Number(/FINAL_STATE (\d+)/.exec(fsg)?.[1]);
    expect(Number(/NUM_STATES (\d+)/.exec(fsg)?.[1])).toBe(7 + 3 + 3); // seven words, three pair histories
    const wordState = (word: string) => transitions.find((t) => Number(t[1]) === final - 1 && t[4] === word)?.[2];
    const large = wordState("large");
    const [, , aLarge] = transitions.find((t) => t[4] === "large" && t[2] !== large && t[1] !== "0") ?? [];
    expect(aLarge).toBeDefined();
    // From "a large": "coffee" is a trigram; the empty back-off goes to "large", where "fries" is a bigram.
    expect(transitions.some(([, from, , , label]) => from === aLarge && label === "coffee")).toBe(true);
    expect(transitions.some(([, from, to, , label]) => from === aLarge && to === large && label === undefined)).toBe(
      true,
    );
    expect(transitions.some(([, from, , , label]) => from === large && label === "fries")).toBe(true);
    for (const [, , , p] of transitions) expect(Number(p)).toBeGreaterThan(0);
  });
});
