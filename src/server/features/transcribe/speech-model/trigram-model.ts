import type { BigramModel } from "./bigram-model.js";

/** A back-off trigram model: the bigram model plus the two-word histories seen often enough to be worth a state. */
export interface TrigramModel extends BigramModel {
  /** "u v" → (word → log10 probability of the word after u v); "</s>" ends a sentence. */
  trigrams: Map<string, Map<string, number>>;
  /** "u v" → log10 back-off weight, from the history u v to the bigram of v. */
  pairBackoffs: Map<string, number>;
}

const DISCOUNT = 0.7;

/**
 * Adds to a bigram model the trigrams seen at least `minCount` times, with absolute discounting and back-off
 * to the bigram model. Every trigram history becomes its own grammar state, each with its own copy of the words
 * that leave it, which the search pays for in time: a high `minCount` keeps only the frequent ones
 * ("<s> a large", "a side of"), which already carry the sentence starts and amount phrases.
 */
export function addTrigrams(model: BigramModel, sentences: string[][], minCount: number): TrigramModel {
  const counts = new Map<string, Map<string, number>>();
  const historyCounts = new Map<string, number>();
  for (const sentence of sentences) {
    const words = ["<s>", ...sentence, "</s>"];
    for (let i = 2; i < words.length; i += 1) {
      const history = `${words[i - 2]} ${words[i - 1]}`;
      const word = words[i] as string;
      const row = counts.get(history) ?? new Map<string, number>();
      row.set(word, (row.get(word) ?? 0) + 1);
      counts.set(history, row);
      historyCounts.set(history, (historyCounts.get(history) ?? 0) + 1);
    }
  }
  const trigrams: TrigramModel["trigrams"] = new Map();
  const pairBackoffs: TrigramModel["pairBackoffs"] = new Map();
  for (const [history, row] of counts) {
    const [first = "", second = ""] = history.split(" ");
    // Only a history the bigram model kept can be reached in the grammar.
    if (model.bigrams.get(first)?.get(second) === undefined) continue;
    const total = historyCounts.get(history) ?? 1;
    const kept = new Map<string, number>();
    let keptMass = 0;
    let keptBigramMass = 0;
    for (const [word, count] of row) {
      const bigram = model.bigrams.get(second)?.get(word);
      if (count < minCount || bigram === undefined) continue;
      const p = (count - DISCOUNT) / total;
      kept.set(word, Math.log10(p));
      keptMass += p;
      keptBigramMass += 10 ** bigram;
    }
    if (kept.size === 0) continue;
    trigrams.set(history, kept);
    pairBackoffs.set(history, Math.log10((1 - keptMass) / Math.max(1e-9, 1 - keptBigramMass)));
  }
  return { ...model, trigrams, pairBackoffs };
}
