import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useLocation } from "wouter";
import { toast } from "../../../components/ui/use-toast.js";
import { errorMessageFor } from "../../../lib/api-client.js";
import { browserTimeZone } from "../../../lib/browser-time-zone.js";
import { mealQueryOptions } from "../api/get-meal.js";
import { useMealEditStatus } from "../api/get-meal-edit-status.js";
import { nutritionSummaryQueryKey } from "../../../lib/shared-queries.js";
import { mealsQueryKey } from "../api/query-keys.js";
import { useStartMealEdit } from "../api/start-meal-edit.js";
import { rememberDay } from "./use-remembered-day.js";
import { useUndoFlow } from "./use-undo-flow.js";
import { EDIT_MESSAGES, isEditBusy, phaseFromJob, type EditPhase } from "../lib/edit-progress.js";
import { localDayKey } from "../lib/meal-days.js";

/** Spec: after a completed edit the user goes back to the meal list 1.5 s later. */
export const EDIT_REDIRECT_MS = 1500;

const UPDATED = { title: "Meal updated", description: "Your meal has been successfully updated." };

/** The Edit Meal screen's life cycle: idle → submitting → processing (polled every 2 s) → completed or error. */
export function useMealEdit(id: string) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [local, setLocal] = useState<EditPhase>({ phase: "idle" });
  const start = useStartMealEdit();
  const { confirmChange } = useUndoFlow();
  const jobId = local.phase === "processing" ? local.jobId : null;
  const status = useMealEditStatus({ id, jobId });

  let state = local;
  if (local.phase === "processing") {
    if (status.isError) state = { phase: "error", message: EDIT_MESSAGES.pollFailed };
    else if (status.data) state = phaseFromJob(status.data);
  }

  const completed = state.phase === "completed";
  useEffect(() => {
    if (!completed) return;
    void queryClient
      .invalidateQueries({ queryKey: mealsQueryKey })
      .then(() => queryClient.fetchQuery(mealQueryOptions(id)))
      .then(
        (meal) => {
          // "Change to yesterday" moves the meal: the list opens on the day it is now on.
          rememberDay(localDayKey(meal.consumed_at, browserTimeZone()));
          // The meal as the edit left it, so that the toast's 'Undo' takes back this edit and no later change.
          confirmChange(meal, UPDATED);
        },
        () => toast({ ...UPDATED, variant: "success" }),
      );
    void queryClient.invalidateQueries({ queryKey: nutritionSummaryQueryKey });
    const timer = setTimeout(() => navigate("/meals"), EDIT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [completed, queryClient, navigate, id, confirmChange]);

  function submit(instructions: string) {
    const text = instructions.trim();
    if (!text) {
      toast({
        title: "Instructions required",
        description: "Please enter some instructions for editing your meal.",
        variant: "destructive",
      });
      return;
    }
    if (isEditBusy(state)) return;
    setLocal({ phase: "submitting" });
    start.mutate(
      { id, instructions: text },
      {
        onSuccess: (job) => setLocal(phaseFromJob(job)),
        onError: (error) => {
          setLocal({
            phase: "error",
            message: errorMessageFor(error, EDIT_MESSAGES.startFailed),
          });
          toast({
            title: "Edit failed",
            description: "Failed to update meal. Please try again.",
            variant: "destructive",
          });
        },
      },
    );
  }

  return { state, busy: isEditBusy(state), submit };
}
