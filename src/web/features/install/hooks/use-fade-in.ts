import { useLayoutEffect, useRef } from "react";

/** Fades the element in once it has mounted (before its first paint), unless the user asked for less motion. */
export function useFadeIn<T extends HTMLElement>(durationMs = 400) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof element.animate !== "function") return;
    if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;
    const animation = element.animate(
      [
        { opacity: 0, transform: "translateY(6px)" },
        { opacity: 1, transform: "none" },
      ],
      { duration: durationMs, easing: "cubic-bezier(0.2, 0, 0, 1)" },
    );
    return () => animation.cancel();
  }, [durationMs]);
  return ref;
}
