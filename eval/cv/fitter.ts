import { getEngine } from "../../src/nutrition/index.js";
import type { DevRow } from "../dev-set.js";
import { fitPortionValues, toPortionParams } from "../fit/fit-portion-params.js";
import { traceRows, type TracedRow } from "../fit/portion-trace.js";
import { enginePredictor, type Predictor } from "../predict.js";

/**
 * A way to fit the engine's numbers: given the training folds' rows, return a predictor to score the held-out fold
 * with. Cross-validation never shows `fit` the held-out rows.
 */
export interface Fitter {
  name: string;
  /** How many numbers `fit` may set from the training rows (0 = nothing is fitted). */
  fittedParameters: number;
  fit(train: readonly DevRow[]): Predictor;
}

/** The engine as committed, its portion numbers included: in-sample once those numbers were fitted on dev. */
export const committedEngine: Fitter = {
  name: "committed-engine",
  fittedParameters: 0,
  fit: () => enginePredictor(),
};

const traced = new Map<string, TracedRow>();

/**
 * The portion model's numbers fitted on the training folds' natural text (`eval/fit/`), the held-out fold read by
 * the engine with those numbers: the honest figures for the committed `engine-params.json`.
 */
export const portionModel: Fitter = {
  name: "portion-model",
  // The dev split's natural text uses 42 of the file's keys; 12 of them in the 40+ meals a number needs to move.
  fittedParameters: 42,
  fit: (train) => {
    const engine = getEngine();
    const missing = train.filter((r) => !traced.has(r.id));
    for (const t of traceRows(
      missing.map((r) => ({ id: r.id, text: r.description, truth: r.truth })),
      engine,
    ))
      traced.set(t.id, t);
    const values = fitPortionValues(train.map((r) => traced.get(r.id) as TracedRow));
    const portionParams = toPortionParams(values);
    return enginePredictor({ ...engine, portionParams });
  },
};

export const FITTERS: Record<string, Fitter> = {
  [committedEngine.name]: committedEngine,
  [portionModel.name]: portionModel,
};
