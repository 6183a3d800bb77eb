import type { DevRow } from "../dev-set.js";
import { enginePredictor, type Predictor } from "../predict.js";

/**
 * A way to fit the engine's numbers: given the training folds' rows, return a predictor to score the held-out fold
 * with. Cross-validation never shows `fit` the held-out rows.
 */
export interface Fitter {
  name: string;
  /** How many numbers `fit` sets from the training rows (0 = nothing is fitted). */
  fittedParameters: number;
  fit(train: readonly DevRow[]): Predictor;
}

/** The engine as committed: nothing is fitted on the dev split, so every fold scores the same engine. */
export const committedEngine: Fitter = {
  name: "committed-engine",
  fittedParameters: 0,
  fit: () => enginePredictor(),
};

export const FITTERS: Record<string, Fitter> = { [committedEngine.name]: committedEngine };
