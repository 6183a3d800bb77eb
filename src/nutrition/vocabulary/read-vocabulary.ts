import { readFileSync } from "node:fs";
import type { z } from "zod";

/**
 * A vocabulary file of this folder, checked against its schema. Read beside this module (`import.meta.url`), so the
 * compiled server reads the same files where they are in the project; never imported by the web client.
 */
export function readVocabulary<T extends z.ZodType>(file: string, schema: T): z.infer<T> {
  const url = new URL(`./${file}`, import.meta.url);
  const parsed = schema.safeParse(JSON.parse(readFileSync(url, "utf8")));
  if (!parsed.success) throw new Error(`src/nutrition/vocabulary/${file}: ${parsed.error.message}`);
  return parsed.data;
}
