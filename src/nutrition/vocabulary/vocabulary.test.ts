import { describe, expect, it } from "vitest";
import { loadFoodDatabase } from "../db/load-food-database.js";
import { phraseWords } from "../match/food-phrases.js";
import { splitItems } from "../parse/item-splitter.js";
import { PROJECT_VOCABULARY, checkVocabulary, foodDatabaseNames, type VocabularySources } from "./check-vocabulary.js";
import type { VocabularyFile } from "./schemas.js";

const database = foodDatabaseNames(loadFoodDatabase().foods);

/** The project's files, with one file's JSON changed by `edit`. */
function withEdit(
  file: VocabularyFile | "food-phrases",
  edit: (json: Record<string, unknown>) => void,
): VocabularySources {
  const changed = (json: unknown) => {
    const copy = structuredClone(json) as Record<string, unknown>;
    edit(copy);
    return copy;
  };
  return {
    vocabulary: (f) => (f === file ? changed(PROJECT_VOCABULARY.vocabulary(f)) : PROJECT_VOCABULARY.vocabulary(f)),
    foodPhrases: () =>
      file === "food-phrases" ? changed(PROJECT_VOCABULARY.foodPhrases()) : PROJECT_VOCABULARY.foodPhrases(),
    engineParams: PROJECT_VOCABULARY.engineParams,
  };
}

type Unit = { id: string; said: string[] };

const FILLER = new Set((PROJECT_VOCABULARY.vocabulary("filler-words.json") as { anywhere: string[] }).anywhere);

/**
 * Phrases that, typed alone, lose a word the readers may drop (a number, a filler word: "fage 2%", "yoplait light")
 * or read as no food at all ("bubly"): such a phrase can never be found in what a user types.
 */
function phrasesLosingWords(sayings: readonly string[]): string[] {
  return sayings.filter((say) => {
    const read = splitItems(say).flatMap((item) => phraseWords(item.foodText, true));
    return (
      read.length === 0 || phraseWords(say, true).some((w) => (FILLER.has(w) || /^\d/.test(w)) && !read.includes(w))
    );
  });
}

describe("the vocabulary files", () => {
  it("all pass their schemas and agree with each other and with the food database", () => {
    expect(checkVocabulary(database)).toEqual([]);
  });

  it("refuse a spelling that two units share", () => {
    const sources = withEdit("units.json", (json) => {
      (json.units as Unit[]).find((u) => u.id === "tbsp")?.said.push("c");
    });
    expect(checkVocabulary(database, sources)).toEqual(['units.json: "c" is said by unit cup and by unit tbsp']);
  });

  it("refuse a phrase that names a food the database lacks", () => {
    const sources = withEdit("food-phrases", (json) => {
      (json.phrases as { say: string[]; food: string }[]).push({ say: ["mystery melt"], food: "sr:99999" });
    });
    expect(checkVocabulary(database, sources)).toEqual([
      'match/food-phrases.json: "mystery melt" names sr:99999, which is not in the food database',
    ]);
  });

  it("refuse a word that is both filler and a food", () => {
    const sources = withEdit("filler-words.json", (json) => (json.anywhere as string[]).push("ketchup"));
    expect(checkVocabulary(database, sources)).toEqual([
      'filler-words.json: "ketchup" is a filler word and a food in extra-words.json extras',
    ]);
  });

  it("refuse a synonym read as said that shields no shorter synonym, or says not why", () => {
    type Groups = { why?: string; synonyms: Record<string, string> }[];
    const shieldsNothing = withEdit("food-synonyms.json", (json) => {
      const group = (json.groups as Groups).find((g) => "freezer pop" in g.synonyms);
      if (group) group.synonyms["cotton candy"] = "cotton candy";
    });
    expect(checkVocabulary(database, shieldsNothing)).toEqual([
      'food-synonyms.json: "cotton candy" is read as said but holds no other synonym to shield it from',
    ]);
    let added = -1;
    const noWhy = withEdit("food-synonyms.json", (json) => {
      added = (json.groups as Groups).push({ synonyms: { "pop corn": "pop corn" } }) - 1;
    });
    expect(checkVocabulary(database, noWhy)).toEqual([
      `food-synonyms.json: groups.${added}: "pop corn" is read as said without a why`,
    ]);
  });

  it("refuse a matcher class word that is no food word, or a word in two lists that contradict", () => {
    type MatchWords = { usdaNames: Record<string, string[]>; userWords: Record<string, unknown> };
    const notFood = withEdit("match-words.json", (json) => (json as MatchWords).usdaNames.classWords?.push("gizmo"));
    expect(checkVocabulary(database, notFood)).toEqual([
      'match-words.json: usdaNames.classWords "gizmo" is not food vocabulary',
    ]);
    const contradicting = withEdit("match-words.json", (json) => {
      (json as MatchWords).usdaNames.defaultState?.push("unsweetened");
      ((json as MatchWords).userWords.neverAlone as string[]).push("bacon");
    });
    expect(checkVocabulary(database, contradicting)).toEqual([
      'match-words.json: "unsweetened" is in usdaNames.defaultState and in usdaNames.negating, which contradict',
      'match-words.json: "bacon" is in usdaNames.meats and in userWords.neverAlone, which contradict',
    ]);
    const alsoNothing = withEdit("match-words.json", (json) => {
      ((json as MatchWords).userWords.alsoSaid as Record<string, string[]>).decaf = ["gizmoed"];
    });
    expect(checkVocabulary(database, alsoNothing)).toEqual([
      'match-words.json: userWords.alsoSaid "decaf" → "gizmoed" is no word of USDA\'s names',
    ]);
  });

  it("refuse a splitter food that is no food word, or one also listed as only describing", () => {
    const sources = withEdit("split-words.json", (json) => {
      const lists = json as Record<string, { words: string[] }>;
      lists.neverAFlavour?.words.push("gizmo", "crispy");
    });
    expect(checkVocabulary(database, sources)).toEqual([
      'split-words.json: neverAFlavour "gizmo" is not food vocabulary',
      'split-words.json: "crispy" is in neverAFlavour and in adjectiveOnly, which contradict',
    ]);
  });

  it("keep every number and filler word of a phrase typed alone (brand names holding one are in compound-foods.json)", () => {
    const table = PROJECT_VOCABULARY.foodPhrases() as { phrases: { say: string[] }[] };
    expect(phrasesLosingWords(table.phrases.flatMap((p) => p.say))).toEqual([]);
    expect(phrasesLosingWords(["fage 2%", "muscle milk light", "oikos triple zero", "a lovely light lunch"])).toEqual([
      "a lovely light lunch",
    ]);
  });

  it("refuse a file that breaks its schema, saying where", () => {
    const sources = withEdit("number-words.json", (json) => (json.vague as string[]).push("Umpteen"));
    expect(checkVocabulary(database, sources)).toEqual([
      "number-words.json: vague.5: lowercase",
      'number-words.json: vague: "Umpteen" is not a number word',
    ]);
  });
});
