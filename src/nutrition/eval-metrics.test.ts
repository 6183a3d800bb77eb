import { describe, expect, it } from "vitest";
import { summarize } from "../../eval/metrics.js";

const truth = { energy_kcal: 100, carb_g: 20, protein_g: 5, fat_g: 2 };

describe("summarize", () => {
  it("counts unanswered rows as misses and averages errors over answered rows", () => {
    const s = summarize([
      { id: "a", truth, pred: { energy_kcal: 110, carb_g: 25, protein_g: 5, fat_g: 2 }, latencyMs: 1 },
      { id: "b", truth, pred: { energy_kcal: 200, carb_g: 40, protein_g: 9, fat_g: 6 }, latencyMs: 3 },
      { id: "c", truth, latencyMs: 2 },
    ]);
    expect(s.rows).toBe(3);
    expect(s.answered_rate).toBeCloseTo(2 / 3, 3);
    expect(s.carb_acc_7_5g).toBeCloseTo(1 / 3, 3);
    expect(s.mae_carb_g).toBe(12.5);
    expect(s.energy_within_20pct).toBeCloseTo(1 / 3, 3);
    expect(s.energy_within_20kcal).toBeCloseTo(1 / 3, 3);
    expect(s.latency_ms_p50).toBe(2);
  });
});
