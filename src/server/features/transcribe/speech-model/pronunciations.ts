import { readFileSync } from "node:fs";

/** A CMU-style pronouncing dictionary: word → one or more phone strings ("tomato", "tomato(2)"). */
export type Pronunciations = Map<string, string[]>;

export function readPronunciations(path: string): Pronunciations {
  const dict: Pronunciations = new Map();
  for (const line of readFileSync(path, "utf8").split("\n")) {
    const match = /^(\S+?)(?:\(\d+\))?\s+(.+)$/.exec(line.trim());
    if (!match) continue;
    const [, word = "", phones = ""] = match;
    const list = dict.get(word) ?? [];
    list.push(phones.trim());
    dict.set(word, list);
  }
  return dict;
}

/** Only the vocabulary's words, alternates numbered the CMU way, sorted so the file diffs well. */
export function formatPronunciations(dict: Pronunciations, vocabulary: Iterable<string>): string {
  const lines: string[] = [];
  for (const word of [...vocabulary].sort()) {
    (dict.get(word) ?? []).forEach((phones, i) => lines.push(`${i === 0 ? word : `${word}(${i + 1})`} ${phones}`));
  }
  return `${lines.join("\n")}\n`;
}
