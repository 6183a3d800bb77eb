import { z } from "zod";

/** Limits of POST /api/external/audio/transcribe, shared by the server and the recorder. */
export const TRANSCRIBE_LIMITS = {
  /** Multipart field that carries the recording. */
  field: "audio",
  maxBytes: 10 * 1024 * 1024,
  maxSeconds: 60,
  /** Recognitions running at once on one server; more wait in line. */
  maxConcurrent: 2,
  /** How many may wait, and for how long, before the server says it is busy. */
  maxWaiting: 8,
  maxWaitMs: 15_000,
} as const;

export const transcribeResponseSchema = z.object({ transcript: z.string() });
export type TranscribeResponse = z.infer<typeof transcribeResponseSchema>;

/** GET /api/external/audio/status: whether the 'Speak' button can work on this server. */
export const voiceStatusSchema = z.object({
  available: z.boolean(),
  engine: z.enum(["offline", "remote", "none"]),
  /** Shown to the user when voice input is off. */
  message: z.string().optional(),
});
export type VoiceStatus = z.infer<typeof voiceStatusSchema>;

/** The user-facing words of every transcription failure, in one place. */
export const TRANSCRIBE_MESSAGES = {
  noFile: "Attach the recording in the form field 'audio'.",
  notMultipart: "Send the recording as multipart/form-data with the field 'audio'.",
  notAudio: "That file is not a recording we can read. Please record again.",
  unreadable: "We couldn't read this recording. Please record again.",
  tooLarge: `The recording is too large (the limit is ${TRANSCRIBE_LIMITS.maxBytes / 1024 / 1024} MB). Please record a shorter message.`,
  tooLong: `The recording is too long (the limit is ${TRANSCRIBE_LIMITS.maxSeconds} seconds). Please record a shorter message.`,
  noWords: "We couldn't hear any words. Please try again closer to the microphone.",
  busy: "Voice input is busy right now. Please try again in a moment.",
  providerFailed: "The speech service did not answer. Please try again, or type your meal.",
  unavailable: "Voice input is not available on this server. Please type your meal.",
} as const;
