import { useCallback, useState } from "react";
import {
  readSession,
  removeSession,
  writeSession,
} from "../../../lib/storage.js";

/** A text value mirrored to session storage so it survives reloads and the sign-in round trip. */
export function useSessionDraft(
  key: string,
): [string, (value: string) => void] {
  const [value, setValue] = useState(() => readSession(key) ?? "");
  const update = useCallback(
    (next: string) => {
      setValue(next);
      if (next) writeSession(key, next);
      else removeSession(key);
    },
    [key],
  );
  return [value, update];
}
