import { HttpError } from "../../../lib/api-client.js";

export const RATE_LIMIT_FALLBACK = "Rate limit exceeded. Please try again later.";
export const SUBMIT_FALLBACK = "Failed to submit meal";
export const SUBMIT_FINAL_FALLBACK = "Failed to submit meal. Please try again.";

/** The spec's catalogue for a failed "Log Meals": 429 shows the server's detail, others its message. */
export function submitErrorMessage(error: unknown): string {
  if (!(error instanceof HttpError)) return SUBMIT_FINAL_FALLBACK;
  if (error.status === 429) return error.detail || error.userMessage || RATE_LIMIT_FALLBACK;
  return error.userMessage || SUBMIT_FALLBACK;
}

export const TRANSCRIBE_FALLBACK = "Failed to transcribe audio";
export const TRANSCRIBE_FINAL_FALLBACK = "Failed to transcribe audio. Please try again.";

export function transcribeErrorMessage(error: unknown): string {
  if (!(error instanceof HttpError)) return TRANSCRIBE_FINAL_FALLBACK;
  return error.userMessage || TRANSCRIBE_FALLBACK;
}

export const MICROPHONE_ERROR = "Unable to access microphone. Please check your permissions.";
