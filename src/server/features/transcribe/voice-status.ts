import { existsSync } from "node:fs";
import { TRANSCRIBE_MESSAGES, type VoiceStatus } from "../../../contracts/transcribe.js";
import { SPEECH_ASSETS, soundSwallowerModelFolder } from "./speech-assets.js";
import { readTranscribeEnv } from "./transcribe-env.js";

/**
 * Whether the 'Speak' button can work here: a configured speech service, or the built-in recogniser
 * (npm package soundswallower plus the committed language model). Nothing is downloaded at run time.
 */
export function voiceStatus(env: object): VoiceStatus {
  if (readTranscribeEnv(env).STT_BASE_URL) return { available: true, engine: "remote" };
  try {
    const modelFolder = soundSwallowerModelFolder();
    const files = [SPEECH_ASSETS.languageModel, SPEECH_ASSETS.dictionary, `${modelFolder}/en-us/mdef`];
    if (files.every((file) => existsSync(file))) return { available: true, engine: "offline" };
  } catch {
    // soundswallower not installed: fall through.
  }
  return { available: false, engine: "none", message: TRANSCRIBE_MESSAGES.unavailable };
}
