import { readFileSync } from "node:fs";
import { z } from "zod";
import { matcherWeightsSchema, type MatcherWeights } from "./match/matcher-weights.js";
import { portionParamsSchema, type PortionParams } from "./portion/portion-params.js";

/**
 * The engine's fitted numbers, in one file (`engine-params.json`): the matcher's weights and the portion model's
 * numbers. `npm run fit -- --write` writes it, with the cross-validated figures it was chosen by; the engine reads it.
 */
export const engineParamsSchema = z.object({
  fitted: z.object({
    data: z.string(),
    folds: z.number().int().min(1),
    /** How many numbers differ from where fitting starts (the matcher's hand-set weights, the portion priors). */
    parameters: z.number().int().min(0),
    crossValidated: z.record(z.string(), z.number()),
  }),
  matcher: matcherWeightsSchema,
  portion: portionParamsSchema,
});
export type EngineParams = z.infer<typeof engineParamsSchema>;

let committed: EngineParams | undefined;
/** The committed parameters, checked against the schema when first used. */
export function committedEngineParams(): EngineParams {
  committed ??= engineParamsSchema.parse(
    JSON.parse(readFileSync(new URL("./engine-params.json", import.meta.url), "utf8")),
  );
  return committed;
}

export const committedPortionParams = (): PortionParams => committedEngineParams().portion;
export const committedMatcherWeights = (): MatcherWeights => committedEngineParams().matcher;
