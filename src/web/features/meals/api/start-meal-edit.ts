import { useMutation } from "@tanstack/react-query";
import { editJobSchema, type EditJob } from "../../../../contracts/index.js";
import { apiRequest } from "../../../lib/api-client.js";
import { browserTimeZone } from "../../../lib/browser-time-zone.js";

/** Starts an edit job; the time zone lets "change to yesterday" mean the user's yesterday. */
export function startMealEdit({ id, instructions }: { id: string; instructions: string }): Promise<EditJob> {
  return apiRequest("POST", `/api/external/meals/${encodeURIComponent(id)}/edit-nl`, {
    body: { instructions, time_zone: browserTimeZone() },
    schema: editJobSchema,
  });
}

export function useStartMealEdit() {
  return useMutation({ mutationFn: startMealEdit });
}
