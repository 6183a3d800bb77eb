import type { BigramModel } from "./bigram-model.js";
import type { TrigramModel } from "./trigram-model.js";

/**
 * SoundSwallower decodes finite-state grammars only, so the language model becomes one:
 * a state per word (its last word as history), a state per two-word history that has trigrams, a shared back-off
 * state entered by an empty (null) transition weighted with the history's back-off weight, and a final state.
 * A word goes to the state of its two-word history when there is one, else to its own; a two-word history backs
 * off to its last word's state. Viterbi search then follows the seen n-gram or the back-off path, whichever
 * scores better.
 */
export function languageModelToFsg(model: BigramModel | TrigramModel, name = "meals"): string {
  const trigrams = "trigrams" in model ? model.trigrams : new Map<string, Map<string, number>>();
  const pairBackoffs = "pairBackoffs" in model ? model.pairBackoffs : new Map<string, number>();
  const words = [...model.unigrams.keys()].filter((word) => word !== "<s>" && word !== "</s>");
  const stateOf = new Map<string, number>([["<s>", 0]]);
  words.forEach((word, i) => stateOf.set(word, i + 1));
  const pairStateOf = new Map<string, number>();
  for (const history of trigrams.keys()) pairStateOf.set(history, words.length + 1 + pairStateOf.size);
  const backoffState = words.length + 1 + pairStateOf.size;
  const finalState = backoffState + 1;
  const prob = (log10: number) => Math.min(1, 10 ** log10).toPrecision(5);
  const after = (previous: string, word: string) => pairStateOf.get(`${previous} ${word}`) ?? stateOf.get(word);
  const endLog = model.unigrams.get("</s>")?.[0] ?? -99;
  const endAfter = (word: string) => {
    const [, backoff = 0] = model.unigrams.get(word) ?? [];
    return model.bigrams.get(word)?.get("</s>") ?? backoff + endLog;
  };

  const transitions: string[] = [];
  for (const [history, row] of model.bigrams) {
    const from = stateOf.get(history);
    if (from === undefined) continue;
    for (const [word, p] of row) {
      if (word === "</s>") transitions.push(`TRANSITION ${from} ${finalState} ${prob(p)}`);
      else if (stateOf.has(word)) transitions.push(`TRANSITION ${from} ${after(history, word)} ${prob(p)} ${word}`);
    }
  }
  for (const [word, [, backoff]] of model.unigrams) {
    const from = stateOf.get(word);
    if (from === undefined) continue;
    transitions.push(`TRANSITION ${from} ${backoffState} ${prob(backoff)}`);
    // A direct way out from every word: the search must end in the final state, and two empty hops can get pruned.
    if (!model.bigrams.get(word)?.has("</s>"))
      transitions.push(`TRANSITION ${from} ${finalState} ${prob(backoff + endLog)}`);
  }
  for (const [history, row] of trigrams) {
    const from = pairStateOf.get(history) as number;
    const [, last = ""] = history.split(" ");
    for (const [word, p] of row) {
      if (word === "</s>") transitions.push(`TRANSITION ${from} ${finalState} ${prob(p)}`);
      else if (stateOf.has(word)) transitions.push(`TRANSITION ${from} ${after(last, word)} ${prob(p)} ${word}`);
    }
    const backoff = pairBackoffs.get(history) ?? 0;
    transitions.push(`TRANSITION ${from} ${stateOf.get(last)} ${prob(backoff)}`);
    if (!row.has("</s>")) transitions.push(`TRANSITION ${from} ${finalState} ${prob(backoff + endAfter(last))}`);
  }
  for (const word of words) {
    const [p] = model.unigrams.get(word) as [number, number];
    transitions.push(`TRANSITION ${backoffState} ${stateOf.get(word)} ${prob(p)} ${word}`);
  }
  transitions.push(`TRANSITION ${backoffState} ${finalState} ${prob(endLog)}`);

  return [
    `FSG_BEGIN ${name}`,
    `NUM_STATES ${finalState + 1}`,
    "START_STATE 0",
    `FINAL_STATE ${finalState}`,
    ...transitions,
    "FSG_END",
    "",
  ].join("\n");
}
