/** FNV-1a: a stable hash, so a meal lands in the same fold on every machine and every run. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/**
 * Splits meals into k folds of equal size (±1) by a hash of their id: the order of the file does not matter and a
 * meal never moves between folds when other meals are added elsewhere in the hash order's neighbourhood.
 */
export function assignFolds(ids: readonly string[], k: number): Map<string, number> {
  if (!Number.isInteger(k) || k < 2) throw new Error(`k must be an integer ≥ 2, got ${k}`);
  const order = [...new Set(ids)].sort((a, b) => fnv1a(a) - fnv1a(b) || (a < b ? -1 : a > b ? 1 : 0));
  return new Map(order.map((id, i) => [id, i % k]));
}
