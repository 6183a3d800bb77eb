/** Four significant decimals are far below the precision of the source data and keep the asset small and stable. */
export function roundValue(v: number): number {
  const r = Math.round(v * 10000) / 10000;
  return Object.is(r, -0) ? 0 : r;
}
