import { HttpError, errorMessageFor } from "../../../lib/api-client.js";

export const MEAL_ALREADY_DELETED = "Meal not found - it may have already been deleted";
export const DELETE_FAILED = "Failed to delete meal";

/** The spec words the two delete buttons' failures differently: the list explains a 404, the detail passes on the server's words. */
export function deleteErrorMessage(error: unknown, from: "list" | "detail"): string {
  if (from === "detail") return errorMessageFor(error, DELETE_FAILED);
  return error instanceof HttpError && error.status === 404 ? MEAL_ALREADY_DELETED : DELETE_FAILED;
}
