import type { TrigramModel } from "./trigram-model.js";

/** A back-off bigram language model: what both recognisers search with. Probabilities are log10, as in ARPA files. */
export interface BigramModel {
  /** word → [log10 probability, log10 back-off weight]; includes <s> and </s>. */
  unigrams: Map<string, [number, number]>;
  /** history → (word → log10 probability); "</s>" ends a sentence. */
  bigrams: Map<string, Map<string, number>>;
}

const DISCOUNT = 0.7;
const START = "<s>";
const END = "</s>";

/**
 * Absolute discounting with back-off to Kneser-Ney unigrams. Bigrams seen fewer than `minCount` times are left to
 * the back-off, which keeps the model (and the grammar made from it) small.
 */
export function trainBigramModel(sentences: string[][], minCount = 2): BigramModel {
  const pairCounts = new Map<string, Map<string, number>>();
  const historyCounts = new Map<string, number>();
  for (const sentence of sentences) {
    const words = [START, ...sentence, END];
    for (let i = 1; i < words.length; i += 1) {
      const history = words[i - 1] as string;
      const word = words[i] as string;
      const row = pairCounts.get(history) ?? new Map<string, number>();
      row.set(word, (row.get(word) ?? 0) + 1);
      pairCounts.set(history, row);
      historyCounts.set(history, (historyCounts.get(history) ?? 0) + 1);
    }
  }
  // Kneser-Ney: the back-off distribution counts the different words a word follows, not how often it occurs,
  // so a word seen often but only after one history ("fil" after "chick") is not expected after others.
  const followed = new Map<string, number>();
  for (const row of pairCounts.values())
    for (const word of row.keys()) followed.set(word, (followed.get(word) ?? 0) + 1);
  const totalFollowed = [...followed.values()].reduce((sum, n) => sum + n, 0);
  const uniProb = new Map<string, number>();
  const smoothedTotal = totalFollowed + 0.5 * followed.size;
  for (const [word, count] of followed) uniProb.set(word, (count + 0.5) / smoothedTotal);

  const unigrams: BigramModel["unigrams"] = new Map();
  const bigrams: BigramModel["bigrams"] = new Map();
  for (const [history, row] of pairCounts) {
    const total = historyCounts.get(history) ?? 1;
    const kept = new Map<string, number>();
    let keptMass = 0;
    let keptUniMass = 0;
    for (const [word, count] of row) {
      if (count < minCount) continue;
      const p = (count - DISCOUNT) / total;
      kept.set(word, Math.log10(p));
      keptMass += p;
      keptUniMass += uniProb.get(word) ?? 0;
    }
    if (kept.size > 0) bigrams.set(history, kept);
    const backoff = (1 - keptMass) / Math.max(1e-9, 1 - keptUniMass);
    unigrams.set(history, [history === START ? -99 : Math.log10(uniProb.get(history) ?? 1e-9), Math.log10(backoff)]);
  }
  for (const [word, p] of uniProb) if (!unigrams.has(word)) unigrams.set(word, [Math.log10(p), 0]);
  if (!unigrams.has(START)) unigrams.set(START, [-99, 0]);
  return { unigrams, bigrams };
}

const fixed = (value: number) => value.toFixed(4);

/** ARPA text of the model; the 3-grams section only when the model has trigrams. */
export function formatArpa(model: BigramModel | TrigramModel): string {
  const trigrams = "trigrams" in model ? model.trigrams : new Map<string, Map<string, number>>();
  const pairBackoffs = "pairBackoffs" in model ? model.pairBackoffs : new Map<string, number>();
  const words = [...model.unigrams.keys()].sort();
  const pairs = [...model.bigrams].sort(([a], [b]) => (a < b ? -1 : 1));
  const bigramCount = pairs.reduce((sum, [, row]) => sum + row.size, 0);
  const histories = [...trigrams].sort(([a], [b]) => (a < b ? -1 : 1));
  const trigramCount = histories.reduce((sum, [, row]) => sum + row.size, 0);
  const lines = ["\\data\\", `ngram 1=${words.length}`, `ngram 2=${bigramCount}`];
  if (trigramCount) lines.push(`ngram 3=${trigramCount}`);
  lines.push("", "\\1-grams:");
  for (const word of words) {
    const [p, bo] = model.unigrams.get(word) as [number, number];
    lines.push(word === END ? `${fixed(p)} ${word}` : `${fixed(p)} ${word} ${fixed(bo)}`);
  }
  lines.push("", "\\2-grams:");
  for (const [history, row] of pairs) {
    for (const word of [...row.keys()].sort()) {
      const backoff = pairBackoffs.get(`${history} ${word}`);
      const line = `${fixed(row.get(word) as number)} ${history} ${word}`;
      lines.push(backoff === undefined ? line : `${line} ${fixed(backoff)}`);
    }
  }
  if (trigramCount) {
    lines.push("", "\\3-grams:");
    for (const [history, row] of histories)
      for (const word of [...row.keys()].sort()) lines.push(`${fixed(row.get(word) as number)} ${history} ${word}`);
  }
  lines.push("", "\\end\\", "");
  return lines.join("\n");
}

/** Reads a bigram or trigram ARPA file (a bigram file gives a model without trigrams). */
export function parseArpa(text: string): TrigramModel {
  const model: TrigramModel = { unigrams: new Map(), bigrams: new Map(), trigrams: new Map(), pairBackoffs: new Map() };
  let section = 0;
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    const header = /^\\([123])-grams:$/.exec(line);
    if (header) section = Number(header[1]);
    else if (line.startsWith("\\")) section = 0;
    else if (line && section === 1) {
      const [p = "0", word = "", bo = "0"] = line.split(/\s+/);
      model.unigrams.set(word, [Number(p), Number(bo)]);
    } else if (line && section === 2) {
      const [p = "0", history = "", word = "", bo] = line.split(/\s+/);
      const row = model.bigrams.get(history) ?? new Map<string, number>();
      row.set(word, Number(p));
      model.bigrams.set(history, row);
      if (bo !== undefined) model.pairBackoffs.set(`${history} ${word}`, Number(bo));
    } else if (line && section === 3) {
      const [p = "0", first = "", second = "", word = ""] = line.split(/\s+/);
      const history = `${first} ${second}`;
      const row = model.trigrams.get(history) ?? new Map<string, number>();
      row.set(word, Number(p));
      model.trigrams.set(history, row);
    }
  }
  if (model.unigrams.size === 0) throw new Error("The language model has no words; run npm run build:speech.");
  return model;
}
