// `npm run build:speech`: regenerates assets/speech (language model + pronunciations) from the engine's vocabulary:
// the food database, the engine's units, sizes and food phrases, and assets/chain-menus.json.
// Words the CMU dictionary lacks take their pronunciation from speech-model/added-pronunciations.dict; new ones are
// made with flite's letter-to-sound rules (Debian `flite`, only needed when the vocabulary gains such a word).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { engineVocabulary, loadFoodDatabase } from "../src/nutrition/index.js";
import {
  ADDED_PRONUNCIATIONS,
  addTrigrams,
  foodPhrases,
  formatArpa,
  formatPronunciations,
  hasFliteLetterToSound,
  mealSentences,
  pronounceWithFlite,
  pronouncePlurals,
  singularOf,
  readChainMenus,
  readPronunciations,
  sentenceKey,
  SPEECH_ASSETS,
  soundSwallowerModelFolder,
  trainBigramModel,
} from "../src/server/features/transcribe/index.js";

const SENTENCES = 150_000;
// Trigrams seen this often in the corpus: each two-word history is a grammar state with its own copy of the
// words after it, so the search slows with every one; at 20 (7,000 trigrams) decoding is ~40% slower, not 5x.
const TRIGRAM_MIN_COUNT = 20;
const started = performance.now();
const cmu = readPronunciations(join(soundSwallowerModelFolder(), "en-us/dict.txt"));
const added = existsSync(ADDED_PRONUNCIATIONS) ? readPronunciations(ADDED_PRONUNCIATIONS) : new Map<string, string[]>();
const known = (word: string) => cmu.has(word);

// The evaluation's sentences (eval/speech: the measured set and the two sets for tuning) are never
// training sentences: the measure is on speech the model was not built from.
const heldOutTexts = ["sentences.json", "tuning-sentences.json", "tuning-sentences-3.json"].flatMap((file) => {
  const text = JSON.parse(readFileSync(new URL(`../eval/speech/${file}`, import.meta.url), "utf8")) as {
    meals: string[];
    other: string[];
  };
  return [...text.meals, ...text.other];
});
const heldOut = new Set(heldOutTexts.map((s) => sentenceKey(s.toLowerCase().split(/\s+/))));

const databaseFoods = foodPhrases(loadFoodDatabase(), known);
const sentences = mealSentences(
  { databaseFoods, engine: engineVocabulary(), menus: readChainMenus(), known, heldOut },
  SENTENCES,
);
const leaked = sentences.filter((sentence) => heldOut.has(sentenceKey(sentence)));
if (leaked.length) throw new Error(`held-out sentences in the corpus: ${leaked.map((s) => s.join(" ")).join("; ")}`);

const model = addTrigrams(trainBigramModel(sentences), sentences, TRIGRAM_MIN_COUNT);
const vocabulary = [...model.unigrams.keys()].filter((word) => !word.startsWith("<"));
const unpronounced = () => vocabulary.filter((word) => !cmu.has(word) && !added.has(word));
// Plurals made by rule ("lattes") sound like their singular plus -s/-z/-iz; the rest need letter-to-sound rules.
const addPlurals = () => {
  for (const [word, phones] of pronouncePlurals(unpronounced(), new Map([...cmu, ...added]))) added.set(word, phones);
};
addPlurals();
const inVocabulary = new Set(vocabulary);
const unknown = unpronounced().filter((word) => !singularOf(word, (singular) => inVocabulary.has(singular)));
if (unknown.length) {
  if (!hasFliteLetterToSound())
    throw new Error(`No pronunciation for ${unknown.join(", ")}: install Debian's flite (t2p) and build again.`);
  for (const [word, phones] of pronounceWithFlite(unknown)) added.set(word, phones);
  addPlurals();
}
const addedWords = vocabulary.filter((word) => !cmu.has(word));
const stillMissing = addedWords.filter((word) => !added.has(word));
if (stillMissing.length) throw new Error(`No pronunciation for ${stillMissing.join(", ")}`);
writeFileSync(ADDED_PRONUNCIATIONS, formatPronunciations(added, addedWords));

mkdirSync(SPEECH_ASSETS.folder, { recursive: true });
// mtime 0 keeps the gzip bytes identical between runs.
writeFileSync(SPEECH_ASSETS.languageModel, gzipSync(formatArpa(model), { level: 9 }));
writeFileSync(SPEECH_ASSETS.dictionary, formatPronunciations(new Map([...cmu, ...added]), vocabulary));
const bigrams = [...model.bigrams.values()].reduce((sum, row) => sum + row.size, 0);
console.log(
  JSON.stringify({
    databaseFoods: databaseFoods.length,
    sentences: sentences.length,
    vocabulary: vocabulary.length,
    addedPronunciations: addedWords.length,
    bigrams,
    trigrams: [...model.trigrams.values()].reduce((sum, row) => sum + row.size, 0),
    seconds: Number(((performance.now() - started) / 1000).toFixed(1)),
  }),
);
