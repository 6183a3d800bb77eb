/** Spec order of preference; the browser's default is used when none is supported. */
export const PREFERRED_RECORDING_TYPES = ["audio/webm;codecs=opus", "audio/webm", "audio/mp4", "audio/wav"] as const;

export function pickRecordingMimeType(isSupported: (type: string) => boolean): string | undefined {
  return PREFERRED_RECORDING_TYPES.find((type) => isSupported(type));
}

/** recording.{webm|mp4|wav|ogg}, chosen from the type the recorder actually produced. */
export function recordingFileName(mimeType: string): string {
  const type = mimeType.toLowerCase();
  const extension = ["mp4", "wav", "ogg"].find((candidate) => type.includes(candidate)) ?? "webm";
  return `recording.${extension}`;
}
