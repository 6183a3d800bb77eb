import { createContext, useContext } from "react";

/** False inside a kept-mounted main tab that is currently hidden; true everywhere else. */
export const TabVisibilityContext = createContext(true);

export function useIsTabVisible(): boolean {
  return useContext(TabVisibilityContext);
}
