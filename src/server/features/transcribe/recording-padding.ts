/** Samples of faint noise added before and after a recording before it is decoded. */
export interface Padding {
  before: number;
  after: number;
}

/**
 * A tenth of a second each side: the grammar search must reach its final state before the audio ends (clips cut
 * right at the last word otherwise come back empty). Half a second cost a third more processor time and more errors
 * on clean speech; padding with the recording's own background instead of faint noise was worse in noise
 * (docs/decisions/voice-recogniser.md, fifth and sixth rounds).
 */
export const DEFAULT_PADDING: Padding = { before: 1600, after: 1600 };

const FAINT_NOISE = 2e-4;

/** The recording with faint noise before and after it and over it: digital silence has no spectrum to take the log of. */
export function padWithFaintNoise(samples: Float32Array, padding: Padding = DEFAULT_PADDING): Float32Array {
  const out = new Float32Array(padding.before + samples.length + padding.after);
  out.set(samples, padding.before);
  let seed = 1;
  for (let i = 0; i < out.length; i += 1) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    out[i] = (out[i] ?? 0) + (seed / 0x7fffffff - 0.5) * FAINT_NOISE;
  }
  return out;
}
