import { describe, expect, it } from "vitest";
import { padWithFaintNoise } from "./recording-padding.js";

const rms = (samples: Float32Array) => Math.sqrt(samples.reduce((sum, x) => sum + x * x, 0) / samples.length);

describe("padding a recording before it is decoded", () => {
  const recording = Float32Array.from({ length: 16000 }, (_, i) => 0.5 * Math.sin(i / 5));

  it("keeps the recording whole between the two paddings", () => {
    const padded = padWithFaintNoise(recording, { before: 1600, after: 800 });
    expect(padded.length).toBe(1600 + 16000 + 800);
    expect(rms(padded.subarray(1600, 17600))).toBeCloseTo(rms(recording), 4);
  });

  it("pads with faint noise, not digital silence", () => {
    const padded = padWithFaintNoise(recording, { before: 1600, after: 1600 });
    for (const edge of [padded.subarray(0, 1600), padded.subarray(17600)]) {
      expect(rms(edge)).toBeGreaterThan(1e-5);
      expect(rms(edge)).toBeLessThan(2e-4);
    }
  });

  it("pads the same recording the same way every time", () => {
    expect(padWithFaintNoise(recording)).toEqual(padWithFaintNoise(recording));
  });
});
