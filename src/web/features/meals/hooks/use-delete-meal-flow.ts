import { useState } from "react";
import type { MealSummary } from "../../../../contracts/index.js";
import { toast } from "../../../components/ui/use-toast.js";
import { HttpError } from "../../../lib/api-client.js";
import { useDeleteMeal } from "../api/delete-meal.js";
import { deleteErrorMessage } from "../lib/delete-error-message.js";
import { usableMealIdOrToast } from "../lib/meal-id.js";

/** Asking, deleting and telling: the confirmation dialog's state and the spec's toasts. */
export function useDeleteMealFlow({ from, onDeleted }: { from: "list" | "detail"; onDeleted?: () => void }) {
  const [target, setTarget] = useState<MealSummary | null>(null);
  const remove = useDeleteMeal();

  function ask(meal: MealSummary) {
    if (usableMealIdOrToast(meal.id)) setTarget(meal);
  }

  function confirm() {
    if (!target) return;
    remove.mutate(target.id, {
      onSuccess: () => {
        setTarget(null);
        toast({
          title: "Meal deleted",
          description: "Removed from your log.",
          variant: "success",
          duration: 3000,
        });
        onDeleted?.();
      },
      onError: (error) => {
        setTarget(null);
        toast({
          title: "Error",
          description: deleteErrorMessage(error, from),
          variant: "destructive",
        });
        // Already gone: the screen that showed it goes too.
        if (error instanceof HttpError && error.status === 404) onDeleted?.();
      },
    });
  }

  return {
    target,
    ask,
    confirm,
    pending: remove.isPending,
    close: () => setTarget(null),
  };
}
