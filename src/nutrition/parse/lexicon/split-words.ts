import { readVocabulary } from "../../vocabulary/read-vocabulary.js";

/**
 * The words the item splitter reads to tell where an item ends and what a piece of text is: data in
 * src/nutrition/vocabulary/split-words.json. The splitter builds its patterns from them.
 */
export const SPLIT_WORDS = readVocabulary("split-words.json");

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The words as alternatives of a regular expression: "a|b|c". */
export const alternatives = (words: readonly string[]): string => words.map(escape).join("|");
