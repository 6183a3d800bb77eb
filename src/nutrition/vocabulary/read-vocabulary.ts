import { readFileSync } from "node:fs";
import { z } from "zod";
import { VOCABULARY_FILES, type Vocabulary, type VocabularyFile } from "./schemas.js";

/** The file's text as JSON, read beside this module: the compiled server reads the same files in the project. */
export const readVocabularyJson = (file: VocabularyFile): unknown =>
  JSON.parse(readFileSync(new URL(`./${file}`, import.meta.url), "utf8"));

/**
 * A vocabulary file of this folder, checked against its schema. Only the engine on the server reads these files;
 * the web client never imports them.
 */
export function readVocabulary<F extends VocabularyFile>(file: F): Vocabulary<F> {
  const parsed = VOCABULARY_FILES[file].safeParse(readVocabularyJson(file));
  if (!parsed.success) throw new Error(`src/nutrition/vocabulary/${file}: ${z.prettifyError(parsed.error)}`);
  return parsed.data as Vocabulary<F>;
}
