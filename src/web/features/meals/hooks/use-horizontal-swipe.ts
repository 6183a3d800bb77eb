import { useRef, type TouchEvent } from "react";
import { swipeDirection } from "../lib/swipe.js";

/** Touch handlers that call back on a horizontal swipe of more than 50 px. */
export function useHorizontalSwipe({
  onSwipeLeft,
  onSwipeRight,
}: {
  onSwipeLeft: () => void;
  onSwipeRight: () => void;
}) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart(event: TouchEvent) {
      const touch = event.touches[0];
      start.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd(event: TouchEvent) {
      const from = start.current;
      const touch = event.changedTouches[0];
      start.current = null;
      if (!from || !touch) return;
      const direction = swipeDirection(touch.clientX - from.x, touch.clientY - from.y);
      if (direction === "left") onSwipeLeft();
      else if (direction === "right") onSwipeRight();
    },
  };
}
