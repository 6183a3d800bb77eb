import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";

/** Debian's wamerican list, lower-case words only (scripts/build-english-words.ts). */
const ASSET = resolve(dirname(fileURLToPath(import.meta.url)), "../../../assets/english-words.txt.gz");

let words: Set<string> | undefined;

/** True for an ordinary English word: such a word is what the user meant, never a typo to correct into a food. */
export function isEnglishWord(word: string): boolean {
  words ??= new Set(gunzipSync(readFileSync(ASSET)).toString("utf8").split("\n"));
  return words.has(word);
}
