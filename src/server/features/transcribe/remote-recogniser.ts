import { z } from "zod";
import { TRANSCRIBE_MESSAGES } from "../../../contracts/transcribe.js";
import { AppError } from "../../http/app-error.js";
import type { AudioContainer } from "./audio-format.js";

export interface RemoteRecogniserOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
}

const providerFailed = () => new AppError("speech_provider_failed", 502, TRANSCRIBE_MESSAGES.providerFailed);
const responseSchema = z.object({ text: z.string() });

const mimeTypes: Record<AudioContainer, string> = {
  wav: "audio/wav",
  webm: "audio/webm",
  ogg: "audio/ogg",
  mp4: "audio/mp4",
  mp3: "audio/mpeg",
  flac: "audio/flac",
  aac: "audio/aac",
};

/** An OpenAI-compatible speech-to-text service: POST {base}/v1/audio/transcriptions with the file and model. */
export function createRemoteRecogniser({ baseUrl, apiKey, model, timeoutMs }: RemoteRecogniserOptions) {
  const url = `${baseUrl.replace(/\/+$/, "")}/v1/audio/transcriptions`;
  return async function transcribeRemotely(bytes: Buffer, container: AudioContainer): Promise<string> {
    const form = new FormData();
    // The extension matters: OpenAI's service picks its decoder from the file name.
    form.append(
      "file",
      new Blob([new Uint8Array(bytes)], { type: mimeTypes[container] }),
      `recording.${container === "mp4" ? "m4a" : container}`,
    );
    form.append("model", model);
    let response: Response;
    try {
      response = await fetch(url, {
        method: "POST",
        body: form,
        headers: apiKey ? { authorization: `Bearer ${apiKey}` } : {},
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      // Unreachable or slower than the timeout: the user hears the same thing either way.
      throw providerFailed();
    }
    const body = responseSchema.safeParse(await response.json().catch(() => undefined));
    if (!response.ok || !body.success) {
      throw providerFailed();
    }
    return body.data.text;
  };
}
