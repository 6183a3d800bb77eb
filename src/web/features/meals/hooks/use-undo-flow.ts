import { useCallback } from "react";
import type { MealEntry } from "../../../../contracts/index.js";
import { toast } from "../../../components/ui/use-toast.js";
import { errorMessageFor } from "../../../lib/api-client.js";
import { useUndoMealChange } from "../api/undo-meal-change.js";

/** Long enough to read the toast and reach its 'Undo' on a phone. */
export const UNDO_TOAST_MS = 10_000;

/**
 * 'Undo' of a meal's newest change, from the Changes card or from the toast that confirms a change, and the toasts
 * that tell how it went. The toast's 'Undo' works after the screen that made the change has gone (the edit page
 * moves on to the list): the mutation outlives the component. It takes back only the change it announced: when the
 * meal has changed again since (another tab, a second fix), the server undoes nothing and says so.
 */
export function useUndoFlow() {
  const { mutateAsync, isPending } = useUndoMealChange();

  const undoNow = useCallback(
    (mealId: string, ifUnchangedSince?: string) =>
      void mutateAsync({ id: mealId, ifUnchangedSince }).then(
        () => toast({ title: "Change undone", description: "The meal is back as it was.", variant: "success" }),
        (error: unknown) =>
          toast({
            title: "Could not undo",
            description: errorMessageFor(error, "The change could not be undone. Please try again."),
            variant: "destructive",
          }),
      ),
    [mutateAsync],
  );

  /** The toast that confirms a change, with 'Undo' to take back that change in one tap. */
  const confirmChange = useCallback(
    (changed: Pick<MealEntry, "id" | "updated_at">, message: { title: string; description: string }) =>
      void toast({
        ...message,
        variant: "success",
        duration: UNDO_TOAST_MS,
        action: { label: "Undo", onAction: () => undoNow(changed.id, changed.updated_at) },
      }),
    [undoNow],
  );

  return { undoNow, confirmChange, pending: isPending };
}
