import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState, useSyncExternalStore } from "react";
import type { ChatJob } from "../../../../contracts/index.js";
import { HttpError } from "../../../lib/api-client.js";
import { chatJobsQueryKey } from "../../../lib/shared-queries.js";
import { queueMeal } from "../api/queue-meal.js";
import { mealOutbox, type OutboxItem } from "../lib/meal-outbox.js";

/** When the browser says online but a send still fails to reach the server, try again after this long. */
const RETRY_MS = 5000;
/** Sends in progress in this page, so an effect re-run never sends the same meal twice at once. */
const sending = new Set<string>();
const noItems: OutboxItem[] = [];

interface OutboxOptions {
  signedIn: boolean;
  online: boolean;
  onSent: (job: ChatJob) => void;
  onRefused: (item: OutboxItem, error: HttpError) => void;
}

/**
 * Meals logged offline: kept on the device and sent in order once there is a connection. Each carries a client
 * id, so the server stores it once even if it is sent again (another tab, a lost answer).
 */
export function useMealOutbox({ signedIn, online, onSent, onRefused }: OutboxOptions) {
  const items = useSyncExternalStore(mealOutbox.subscribe, mealOutbox.items, () => noItems);
  const queryClient = useQueryClient();
  const [retryTick, setRetryTick] = useState(0);

  useEffect(() => {
    if (!signedIn || !online || items.length === 0) return;
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    void (async () => {
      for (const item of items) {
        if (stopped) return;
        if (sending.has(item.client_id)) continue;
        sending.add(item.client_id);
        try {
          const job = await queueMeal(item);
          mealOutbox.remove(item.client_id);
          onSent(job);
        } catch (error) {
          if (
            error instanceof HttpError &&
            error.status >= 400 &&
            error.status < 500 &&
            error.status !== 401 &&
            error.status !== 429
          ) {
            mealOutbox.remove(item.client_id);
            onRefused(item, error);
            continue;
          }
          // No connection after all, or the server is busy: keep it and try again shortly.
          if (!stopped) retry = setTimeout(() => setRetryTick((tick) => tick + 1), RETRY_MS);
          return;
        } finally {
          sending.delete(item.client_id);
        }
      }
      void queryClient.invalidateQueries({ queryKey: chatJobsQueryKey });
    })();
    return () => {
      stopped = true;
      clearTimeout(retry);
    };
    // onSent and onRefused are read when a send finishes; re-running for their identity would only resend checks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn, online, items, retryTick, queryClient]);

  return { items, cancel: mealOutbox.remove, add: mealOutbox.add };
}
