import { describe, expect, it } from "vitest";
import { loadFoodDatabase } from "../db/load-food-database.js";
import { PROJECT_VOCABULARY, checkVocabulary, type VocabularySources } from "./check-vocabulary.js";
import type { VocabularyFile } from "./schemas.js";

const foodIds = new Set(loadFoodDatabase().byId.keys());

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
    portionParams: PROJECT_VOCABULARY.portionParams,
  };
}

type Unit = { id: string; said: string[] };

describe("the vocabulary files", () => {
  it("all pass their schemas and agree with each other and with the food database", () => {
    expect(checkVocabulary(foodIds)).toEqual([]);
  });

  it("refuse a spelling that two units share", () => {
    const sources = withEdit("units.json", (json) => {
      (json.units as Unit[]).find((u) => u.id === "tbsp")?.said.push("c");
    });
    expect(checkVocabulary(foodIds, sources)).toEqual(['units.json: "c" is said by unit cup and by unit tbsp']);
  });

  it("refuse a phrase that names a food the database lacks", () => {
    const sources = withEdit("food-phrases", (json) => {
      (json.phrases as { say: string[]; food: string }[]).push({ say: ["mystery melt"], food: "sr:99999" });
    });
    expect(checkVocabulary(foodIds, sources)).toEqual([
      'match/food-phrases.json: "mystery melt" names sr:99999, which is not in the food database',
    ]);
  });

  it("refuse a word that is both filler and a food", () => {
    const sources = withEdit("filler-words.json", (json) => (json.anywhere as string[]).push("ketchup"));
    expect(checkVocabulary(foodIds, sources)).toEqual([
      'filler-words.json: "ketchup" is a filler word and a food in extra-words.json extras',
    ]);
  });

  it("refuse a synonym read as said that shields no shorter synonym, or says not why", () => {
    type Groups = { why?: string; synonyms: Record<string, string> }[];
    const shieldsNothing = withEdit("food-synonyms.json", (json) => {
      const group = (json.groups as Groups).find((g) => "freezer pop" in g.synonyms);
      if (group) group.synonyms["cotton candy"] = "cotton candy";
    });
    expect(checkVocabulary(foodIds, shieldsNothing)).toEqual([
      'food-synonyms.json: "cotton candy" is read as said but holds no other synonym to shield it from',
    ]);
    const noWhy = withEdit("food-synonyms.json", (json) => {
      (json.groups as Groups).push({ synonyms: { "pop corn": "pop corn" } });
    });
    expect(checkVocabulary(foodIds, noWhy)).toEqual([
      'food-synonyms.json: groups.46: "pop corn" is read as said without a why',
    ]);
  });

  it("refuse a file that breaks its schema, saying where", () => {
    const sources = withEdit("number-words.json", (json) => (json.vague as string[]).push("Umpteen"));
    expect(checkVocabulary(foodIds, sources)).toEqual([
      "number-words.json: vague.5: lowercase",
      'number-words.json: vague: "Umpteen" is not a number word',
    ]);
  });
});
