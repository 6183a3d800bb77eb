import { useMutation } from "@tanstack/react-query";
import {
  TRANSCRIBE_LIMITS,
  transcribeResponseSchema,
  type TranscribeResponse,
} from "../../../../contracts/transcribe.js";
import { apiRequest } from "../../../lib/api-client.js";
import { recordingFileName } from "../lib/recording-format.js";

export function transcribeAudio(recording: Blob): Promise<TranscribeResponse> {
  const form = new FormData();
  form.append(
    TRANSCRIBE_LIMITS.field,
    new File([recording], recordingFileName(recording.type), {
      type: recording.type,
    }),
  );
  return apiRequest("POST", "/api/external/audio/transcribe", {
    body: form,
    schema: transcribeResponseSchema,
  });
}

export function useTranscribeAudio() {
  return useMutation({ mutationFn: transcribeAudio });
}
