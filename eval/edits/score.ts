/** Within 15% of the expected energy, or within 10 kcal when the meal holds almost none (a black coffee). */
export function withinTolerance(actual: number, expected: number): boolean {
  return Math.abs(actual - expected) <= Math.max(expected * 0.15, 10);
}
