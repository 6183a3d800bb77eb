/** Spec: a horizontal touch swipe of more than 50 px changes the day. */
export const SWIPE_THRESHOLD_PX = 50;

/** 'left' or 'right' for a mostly-horizontal move longer than the threshold, else null (a tap or a scroll). */
export function swipeDirection(dx: number, dy: number, threshold = SWIPE_THRESHOLD_PX): "left" | "right" | null {
  if (Math.abs(dx) <= threshold || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? "left" : "right";
}
