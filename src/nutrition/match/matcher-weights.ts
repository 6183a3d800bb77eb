import { z } from "zod";

const weight = (meaning: string) => z.number().min(0).describe(meaning);

/**
 * The matcher's numbers (`engine-params.json`, written by `npm run fit`). Scores are in idf units: a word said and
 * found in a food's description adds its idf. Every number is a weight ≥ 0; the structural ceilings the pruning needs
 * (the best head-noun score, the largest share an unsaid word can cost) are derived from them in `match-food.ts`.
 */
export const matcherWeightsSchema = z.object({
  synonymWeight: weight("a said word found only in a food's synonyms counts this share of its idf").max(1),
  meatKindWeight: weight("share of the idf of 'meat' that USDA's beef or pork in a mixed dish is worth"),
  chainOnlyWeight: weight("share of its idf a chain's name said is worth to a food that is not the dish said").max(1),
  unmatchedPenalty: weight("cost per idf of a said word the food does not hold"),
  extraPenalty: weight("cost per idf of a word of the food's name that was not said"),
  headMissPenalty: weight("cost when no said word is in the food's head (first segment)"),
  headNounExtraPenalty: weight("cost per unsaid noun in the food's head ('COCONUT water')"),
  tailHeadPenalty: weight("cost when the food is what the phrase only mentions after 'with'/'on'"),
  headNounNamed: weight("the said head noun is the food's head noun or a synonym said in full"),
  headNounInHead: weight("the said head noun is in the food's head, not last"),
  headNounMentionedPenalty: weight("the said head noun is elsewhere in the food's name"),
  headNounAbsentPenalty: weight("the said head noun is nowhere in the food's name"),
  negationPenalty: weight("cost of a contradiction: a negation, an opposite, raw against cooked, meat against none"),
  keptVariantPenalty: weight(
    "cost when a variant said ('diet', 'zero') is in neither the food's name nor its synonyms",
  ),
  variantNegationShare: weight("share of negationPenalty a negation about something never said costs").max(1),
  fromRawPenalty: weight("cost of '…, from raw' when raw or homemade was not said"),
  fromFrozenPenalty: weight("cost of '…, from frozen' when frozen was not said"),
  adultFoodPenalty: weight("cost of a food for grown-ups when baby food was asked for"),
  soldSizeBonus: weight("gain when the size said is one USDA sells the food in"),
  headNameBonus: weight("gain when the food's two-word head ('snack cake') was said whole"),
  withoutRefund: weight("gain per 'without' word the food's name says is absent"),
  rareIdf: weight("idf from which a word other than the head noun brings its foods in as candidates"),
  additionWeight: weight("an unsaid food the name adds with 'with' costs its idf times this"),
  homeMadeWeight: weight("an unsaid 'home recipe' word costs its idf times this"),
  defaultStateWeight: weight("an unsaid default-state word ('whole', 'plain', 'cooked') costs its idf times this"),
  fnddsPrior: weight("prior of an FNDDS survey food (what people eat) over an SR ingredient"),
  genericPrior: weight("prior of USDA's generic entry (NFS, 'NS as to')"),
  portionCountPrior: weight("prior per household portion USDA lists for the food (up to 10)"),
});
export type MatcherWeights = z.infer<typeof matcherWeightsSchema>;
export type MatcherWeightName = keyof MatcherWeights;

/** What an unsaid description word can cost at most, per idf: the score ceiling's bound for every refund. */
export function largestExtraShare(w: MatcherWeights): number {
  return Math.max(w.additionWeight, 1, w.homeMadeWeight, w.defaultStateWeight);
}

/** The best head-noun score: the ceiling needs it. */
export function bestHeadNounScore(w: MatcherWeights): number {
  return Math.max(w.headNounNamed, w.headNounInHead);
}
