import { useCallback, useEffect, useState, useSyncExternalStore, type Dispatch, type SetStateAction } from "react";
import { readSession, removeSession, writeSession } from "../../../lib/storage.js";

const noSubscription = () => () => {};

/**
 * A text value mirrored to session storage so it survives reloads and the sign-in round trip. A pre-rendered
 * page is hydrated with an empty draft (as its HTML was built); the stored one shows in the render after.
 */
export function useSessionDraft(key: string): [string, Dispatch<SetStateAction<string>>] {
  const stored = useSyncExternalStore(
    noSubscription,
    () => readSession(key) ?? "",
    () => "",
  );
  const [edited, setEdited] = useState<string | null>(null);

  // Only edits are written back, so the empty draft of a hydrating page never erases the stored one.
  useEffect(() => {
    if (edited === null) return;
    if (edited) writeSession(key, edited);
    else removeSession(key);
  }, [key, edited]);

  const setValue = useCallback<Dispatch<SetStateAction<string>>>(
    (action) =>
      setEdited((current) => {
        const previous = current ?? readSession(key) ?? "";
        return typeof action === "function" ? action(previous) : action;
      }),
    [key],
  );
  return [edited ?? stored, setValue];
}
