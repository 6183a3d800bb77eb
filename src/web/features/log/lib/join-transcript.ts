import { MEAL_MESSAGE_MAX_LENGTH } from "../../../../contracts/index.js";

/** Spec: the transcript is appended after a space, or fills the box when it is empty. */
export function joinTranscript(current: string, transcript: string): string {
  const spoken = transcript.trim();
  if (!spoken) return current;
  const typed = current.trimEnd();
  const joined = typed ? `${typed} ${spoken}` : spoken;
  return joined.slice(0, MEAL_MESSAGE_MAX_LENGTH);
}
