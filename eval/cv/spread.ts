export interface Spread {
  mean: number;
  sd: number;
  min: number;
  max: number;
}

const r4 = (n: number): number => Number(n.toFixed(4));

/** Mean, sample standard deviation and range of one figure over the folds. */
export function spread(values: readonly number[]): Spread {
  if (values.length === 0) return { mean: 0, sd: 0, min: 0, max: 0 };
  const mean = values.reduce((s, v) => s + v, 0) / values.length;
  const variance = values.length > 1 ? values.reduce((s, v) => s + (v - mean) ** 2, 0) / (values.length - 1) : 0;
  return { mean: r4(mean), sd: r4(Math.sqrt(variance)), min: r4(Math.min(...values)), max: r4(Math.max(...values)) };
}
