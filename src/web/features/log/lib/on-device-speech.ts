/**
 * The browser's own speech recognition (Web Speech API), used only where the browser says it runs on the device:
 * Chrome's `SpeechRecognition.available({ langs, processLocally: true })` answers "available" and each session sets
 * `processLocally = true`. Any other recognition the Web Speech API offers sends audio to the browser maker's
 * servers, so it is never used; the server's recogniser is the fallback.
 */

export type Availability = "available" | "downloadable" | "downloading" | "unavailable";

interface RecognitionAlternative {
  transcript: string;
}
interface RecognitionResult {
  readonly isFinal: boolean;
  readonly length: number;
  [index: number]: RecognitionAlternative;
}
export interface RecognitionResultEvent {
  readonly resultIndex: number;
  readonly results: { readonly length: number; [index: number]: RecognitionResult };
}

/** The part of a SpeechRecognition instance used here. */
export interface SpeechRecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  processLocally: boolean;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

export interface SpeechRecognitionClass {
  new (): SpeechRecognitionLike;
  available?: (options: { langs: string[]; processLocally: boolean }) => Promise<Availability>;
}

/** Where the browser keeps its SpeechRecognition: `window` (Chrome also names it webkitSpeechRecognition). */
export interface SpeechScope {
  SpeechRecognition?: unknown;
  webkitSpeechRecognition?: unknown;
}

/** The language asked for: the page's, which is English (the meal reader reads English). */
export const SPEECH_LANGUAGE = "en-US";

/** The recogniser class when this browser recognises speech on the device, otherwise null. */
export async function findOnDeviceRecognition(
  scope: SpeechScope,
  lang = SPEECH_LANGUAGE,
): Promise<SpeechRecognitionClass | null> {
  const candidate = (scope.SpeechRecognition ?? scope.webkitSpeechRecognition) as SpeechRecognitionClass | undefined;
  // Without `available` the browser cannot promise local processing: its recognition may run on a server.
  if (typeof candidate !== "function" || typeof candidate.available !== "function") return null;
  try {
    return (await candidate.available({ langs: [lang], processLocally: true })) === "available" ? candidate : null;
  } catch {
    return null;
  }
}

/** Everything heard so far, final and interim, as one line. */
export function transcriptSoFar(event: RecognitionResultEvent): string {
  const parts: string[] = [];
  for (let i = 0; i < event.results.length; i += 1) parts.push(event.results[i]?.[0]?.transcript.trim() ?? "");
  return parts.filter(Boolean).join(" ");
}

export interface LiveTranscriptHandlers {
  /** Called as the person speaks, with everything heard so far. */
  onText: (text: string) => void;
  /** Recognition ended: stopped, or the person stopped talking. */
  onEnd: (text: string) => void;
  /** Recognition failed before it heard anything (the caller then records for the server instead), or later. */
  onError: (error: string, heardAnything: boolean) => void;
}

/** Starts on-device recognition; returns a function that stops it. */
export function startLiveTranscript(
  Recognition: SpeechRecognitionClass,
  handlers: LiveTranscriptHandlers,
  lang = SPEECH_LANGUAGE,
): () => void {
  const recognition = new Recognition();
  recognition.lang = lang;
  recognition.continuous = true;
  recognition.interimResults = true;
  recognition.processLocally = true;
  let text = "";
  let failed = false;
  recognition.onresult = (event) => {
    text = transcriptSoFar(event);
    handlers.onText(text);
  };
  recognition.onerror = (event) => {
    // "no-speech" and "aborted" end a session that heard nothing; they are not failures of the recogniser.
    if (event.error === "no-speech" || event.error === "aborted") return;
    failed = true;
    handlers.onError(event.error, text !== "");
  };
  recognition.onend = () => {
    if (!failed) handlers.onEnd(text);
  };
  recognition.start();
  return () => recognition.stop();
}
