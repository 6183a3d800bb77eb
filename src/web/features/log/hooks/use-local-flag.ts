import { useCallback, useState } from "react";
import { readLocal, writeLocal } from "../../../lib/storage.js";

/** A yes/no choice remembered in local storage ("true" when set), e.g. a dismissed banner. */
export function useLocalFlag(key: string): [boolean, () => void] {
  const [isSet, setIsSet] = useState(() => readLocal(key) === "true");
  const set = useCallback(() => {
    setIsSet(true);
    writeLocal(key, "true");
  }, [key]);
  return [isSet, set];
}
