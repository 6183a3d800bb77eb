/** Voice input: POST /api/external/audio/transcribe and whether it can work on this server. */
export { registerTranscribeRoutes, type TranscribeRouteOptions } from "./transcribe.routes.js";
export { voiceStatus } from "./voice-status.js";
// For the speech tools: `npm run build:speech` builds the recogniser's meal model, `npm run eval:speech` measures it.
export { SPEECH_ASSETS, soundSwallowerModelFolder } from "./speech-assets.js";
export { decodeAudio, findFfmpeg } from "./audio-decode.js";
export { createOfflineRecogniser, type DecoderOverrides } from "./offline-recogniser.js";
export { formatArpa, trainBigramModel } from "./speech-model/bigram-model.js";
export { addTrigrams } from "./speech-model/trigram-model.js";
export { readChainMenus } from "./speech-model/chain-menus.js";
export { foodPhrases } from "./speech-model/food-phrases.js";
export { mealSentences, sentenceKey } from "./speech-model/meal-corpus.js";
export {
  ADDED_PRONUNCIATIONS,
  formatPronunciations,
  hasFliteLetterToSound,
  pronouncePlurals,
  pronounceWithFlite,
  readPronunciations,
  singularOf,
} from "./speech-model/pronunciations.js";
export { spokenNumbersToDigits } from "./spoken-numbers.js";
