import { useState } from "react";
import type { MealSummary } from "../../../../contracts/index.js";
import { toast } from "../../../components/ui/use-toast.js";
import { errorMessageFor } from "../../../lib/api-client.js";
import { browserTimeZone } from "../../../lib/browser-time-zone.js";
import { useLogMealAgain } from "../api/log-meal-again.js";
import { longDayLabel, relativeDayName } from "../lib/day-label.js";
import { logAgainRequest, type LogAgainChoice } from "../lib/log-again-request.js";
import { usableMealIdOrToast } from "../lib/meal-id.js";
import { localDayKey } from "../lib/meal-days.js";
import { rememberDay } from "./use-remembered-day.js";

/** Choosing when, copying and telling: the 'Log again' dialog's state. The meal list then opens on the copy's day. */
export function useLogAgainFlow() {
  const [target, setTarget] = useState<MealSummary | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const copy = useLogMealAgain();

  function ask(meal: MealSummary) {
    if (!usableMealIdOrToast(meal.id)) return;
    setProblem(undefined);
    setTarget(meal);
  }

  function confirm(choice: LogAgainChoice) {
    if (!target) return;
    const timeZone = browserTimeZone();
    const made = logAgainRequest(choice, new Date(), timeZone);
    if ("problem" in made) {
      setProblem(made.problem);
      return;
    }
    copy.mutate(
      { id: target.id, request: made.request },
      {
        onSuccess: (meal) => {
          setTarget(null);
          const day = localDayKey(meal.consumed_at, timeZone);
          rememberDay(day);
          const relative = relativeDayName(day, localDayKey(new Date().toISOString(), timeZone));
          toast({
            title: "Logged again",
            description: relative
              ? `Added to ${relative.toLowerCase()}'s meals.`
              : `Added to your meals on ${longDayLabel(day)}.`,
            variant: "success",
            duration: 4000,
          });
        },
        onError: (error) => setProblem(errorMessageFor(error, "Could not log this meal again. Please try again.")),
      },
    );
  }

  return {
    target,
    ask,
    confirm,
    problem,
    pending: copy.isPending,
    close: () => setTarget(null),
  };
}
