// `npm run build:speech`: regenerates assets/speech (language model + pronunciations) from the food database.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { loadFoodDatabase } from "../src/nutrition/index.js";
import {
  foodPhrases,
  formatArpa,
  formatPronunciations,
  mealSentences,
  readPronunciations,
  SPEECH_ASSETS,
  soundSwallowerModelFolder,
  trainBigramModel,
} from "../src/server/features/transcribe/index.js";

const SENTENCES = 120_000;

const started = performance.now();
const pronunciations = readPronunciations(join(soundSwallowerModelFolder(), "en-us/dict.txt"));
// Words without a pronunciation are dropped: the recogniser cannot hear what it cannot say.
const known = (word: string) => pronunciations.has(word);
const phrases = foodPhrases(loadFoodDatabase(), known);
const sentences = mealSentences(phrases, SENTENCES, known);
const model = trainBigramModel(sentences);
const vocabulary = [...model.unigrams.keys()].filter((word) => !word.startsWith("<"));

mkdirSync(SPEECH_ASSETS.folder, { recursive: true });
// mtime 0 keeps the gzip bytes identical between runs.
writeFileSync(SPEECH_ASSETS.languageModel, gzipSync(formatArpa(model), { level: 9 }));
writeFileSync(SPEECH_ASSETS.dictionary, formatPronunciations(pronunciations, vocabulary));

const bigrams = [...model.bigrams.values()].reduce((sum, row) => sum + row.size, 0);
console.log(
  JSON.stringify({
    foodPhrases: phrases.length,
    sentences: sentences.length,
    vocabulary: vocabulary.length,
    bigrams,
    seconds: Number(((performance.now() - started) / 1000).toFixed(1)),
  }),
);
