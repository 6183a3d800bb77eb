import { readFile } from "node:fs/promises";
import { createOfflineRecogniser, decodeAudio } from "../../src/server/features/transcribe/index.js";

export interface SpeechEngine {
  name: string;
  /** Clip file → transcript, the whole way a request would go (decoding included). */
  transcribe(file: string): Promise<string>;
  close(): Promise<void>;
}

/** The product's recogniser: npm soundswallower with the meal grammar, in its worker thread. */
export function soundSwallowerEngine(threads = 1): SpeechEngine {
  const recogniser = createOfflineRecogniser(threads);
  return {
    name: "soundswallower-meal-lm",
    async transcribe(file) {
      const audio = await decodeAudio(await readFile(file));
      return recogniser.transcribe(audio.samples);
    },
    close: () => recogniser.close(),
  };
}
