import { useEffect, useLayoutEffect, useRef } from "react";
import { readSession, writeSession } from "../../lib/storage.js";

/**
 * Keeps window scroll per tab in session storage: saved as the user scrolls, restored when the tab shows again.
 * `storageKey` is null on screens that are not main tabs; those start at the top.
 */
export function useTabScrollMemory(storageKey: string | null, routeKey: string): void {
  const activeKey = useRef(storageKey);

  useLayoutEffect(() => {
    if ("scrollRestoration" in window.history) window.history.scrollRestoration = "manual";
  }, []);

  useLayoutEffect(() => {
    activeKey.current = storageKey;
    const saved = storageKey ? Number(readSession(storageKey) ?? 0) : 0;
    window.scrollTo(0, Number.isFinite(saved) ? saved : 0);
  }, [storageKey, routeKey]);

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (activeKey.current) writeSession(activeKey.current, String(Math.round(window.scrollY)));
      });
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", onScroll);
    };
  }, []);
}
