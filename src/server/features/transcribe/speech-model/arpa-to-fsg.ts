import type { BigramModel } from "./bigram-model.js";

/**
 * SoundSwallower decodes finite-state grammars only, so the bigram model becomes one:
 * a state per word history, a shared back-off state entered by an empty (null) transition
 * weighted with the history's back-off weight, and a final state. Viterbi search then
 * follows the seen bigram or the back-off path, whichever scores better.
 */
export function bigramToFsg(model: BigramModel, name = "meals"): string {
  const words = [...model.unigrams.keys()].filter((word) => word !== "<s>" && word !== "</s>");
  const stateOf = new Map<string, number>([["<s>", 0]]);
  words.forEach((word, i) => stateOf.set(word, i + 1));
  const backoffState = words.length + 1;
  const finalState = words.length + 2;
  const prob = (log10: number) => Math.min(1, 10 ** log10).toPrecision(5);

  const transitions: string[] = [];
  for (const [history, row] of model.bigrams) {
    const from = stateOf.get(history);
    if (from === undefined) continue;
    for (const [word, p] of row) {
      if (word === "</s>") transitions.push(`TRANSITION ${from} ${finalState} ${prob(p)}`);
      else if (stateOf.has(word)) transitions.push(`TRANSITION ${from} ${stateOf.get(word)} ${prob(p)} ${word}`);
    }
  }
  const endLog = model.unigrams.get("</s>")?.[0] ?? -99;
  for (const [word, [, backoff]] of model.unigrams) {
    const from = stateOf.get(word);
    if (from === undefined) continue;
    transitions.push(`TRANSITION ${from} ${backoffState} ${prob(backoff)}`);
    // A direct way out from every word: the search must end in the final state, and two empty hops can get pruned.
    if (!model.bigrams.get(word)?.has("</s>"))
      transitions.push(`TRANSITION ${from} ${finalState} ${prob(backoff + endLog)}`);
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
