import { useEffect, useState, type Dispatch, type SetStateAction } from "react";
import {
  readSession,
  removeSession,
  writeSession,
} from "../../../lib/storage.js";

/** A text value mirrored to session storage so it survives reloads and the sign-in round trip. */
export function useSessionDraft(
  key: string,
): [string, Dispatch<SetStateAction<string>>] {
  const [value, setValue] = useState(() => readSession(key) ?? "");
  useEffect(() => {
    if (value) writeSession(key, value);
    else removeSession(key);
  }, [key, value]);
  return [value, setValue];
}
