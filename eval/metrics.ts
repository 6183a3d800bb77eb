export interface Truth {
  energy_kcal: number;
  carb_g: number;
  protein_g: number;
  fat_g: number;
}

export interface RowResult {
  id: string;
  truth: Truth;
  /** Undefined when the engine gave no answer for the row. */
  pred?: Truth;
  latencyMs: number;
}

const r = (n: number, d = 2): number => Number(n.toFixed(d));

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const idx = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[idx] ?? 0;
}

/**
 * Summary in the NutriBench style. Accuracy shares are over ALL rows (an unanswered row counts as a miss);
 * mean absolute errors are over answered rows.
 */
export function summarize(results: RowResult[]) {
  const answered = results.filter((x) => x.pred !== undefined);
  const n = results.length || 1;
  const a = answered.length || 1;
  const mae = (k: keyof Truth): number =>
    r(answered.reduce((s, x) => s + Math.abs((x.pred?.[k] ?? 0) - x.truth[k]), 0) / a);
  const share = (ok: (x: RowResult & { pred: Truth }) => boolean): number =>
    r(answered.filter((x): x is RowResult & { pred: Truth } => x.pred !== undefined).filter(ok).length / n, 4);
  const lat = results.map((x) => x.latencyMs).sort((p, q) => p - q);
  return {
    rows: results.length,
    answered_rate: r(answered.length / n, 4),
    carb_acc_7_5g: share((x) => Math.abs(x.pred.carb_g - x.truth.carb_g) <= 7.5),
    mae_energy_kcal: mae("energy_kcal"),
    mae_carb_g: mae("carb_g"),
    mae_protein_g: mae("protein_g"),
    mae_fat_g: mae("fat_g"),
    energy_within_20pct: share((x) => Math.abs(x.pred.energy_kcal - x.truth.energy_kcal) <= 0.2 * x.truth.energy_kcal),
    energy_within_20kcal: share((x) => Math.abs(x.pred.energy_kcal - x.truth.energy_kcal) <= 20),
    latency_ms_p50: r(percentile(lat, 50), 3),
    latency_ms_p99: r(percentile(lat, 99), 3),
  };
}
