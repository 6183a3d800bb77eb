import { queryOptions, useQuery } from "@tanstack/react-query";
import { voiceStatusSchema } from "../../../../contracts/transcribe.js";
import { apiRequest } from "../../../lib/api-client.js";

export const voiceStatusQueryOptions = queryOptions({
  queryKey: ["audio", "status"] as const,
  queryFn: ({ signal }) =>
    apiRequest("GET", "/api/external/audio/status", {
      schema: voiceStatusSchema,
      signal,
    }),
});

/** Whether this server can transcribe, so 'Speak' can explain itself before asking for the microphone. */
export function useVoiceStatus(enabled: boolean) {
  return useQuery({ ...voiceStatusQueryOptions, enabled });
}
