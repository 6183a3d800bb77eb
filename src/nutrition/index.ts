/** Public entry of the nutrition engine (pure library: no network, no database, no HTTP). */
export {
  analyzeMeal,
  analyzeOptionsSchema,
  noFoodReason,
  resolveMeals,
  type AnalyzeOptions,
  type AnalyzeResult,
  type ResolvedMeal,
} from "./analyze-meal.js";
export { resolveItem, rescaleItem } from "./resolve-item.js";
export { assembleEntry, type EntryMeta } from "./assemble-entry.js";
export { getEngine, createEngine, type NutritionEngine } from "./engine.js";
export { loadFoodDatabase } from "./db/load-food-database.js";
export { matchFood, type FoodMatch } from "./match/match-food.js";
export { resolvePortion, type ResolvedPortion } from "./portion/resolve-portion.js";
export {
  committedEngineParams,
  committedMatcherWeights,
  committedPortionParams,
  engineParamsSchema,
  type EngineParams,
} from "./engine-params.js";
export { matcherWeightsSchema, type MatcherWeights, type MatcherWeightName } from "./match/matcher-weights.js";
export {
  portionParamsSchema,
  PORTION_SOURCES,
  type PortionParams,
  type PortionSource,
} from "./portion/portion-params.js";
export { scaleNutrients, sumNutrients, type NutrientSet } from "./nutrients/scale-nutrients.js";
export type { Food, FoodDatabase, Portion } from "./db/food-types.js";
export {
  editMeal,
  applyEditOperations,
  fixMealItem,
  mealItemChoices,
  type EditMealResult,
  type FixMealItemResult,
} from "./edit/index.js";
// For readers outside the engine (an optional language model) that still let the engine read times and amounts.
export { normalizeText, findTimeMentions, foldMentions, resolveTime, readPureQuantity } from "./parse/index.js";
export { mealTypeAt, itemSpans } from "./parse/index.js";
export {
  readMealReference,
  localDayBounds,
  localDayOf,
  describeReference,
  type LocalDay,
  type MealReference,
  type MealReferenceReading,
} from "./parse/meal-reference.js";
export { copyMeals, copiedFromNote } from "./copy-meal.js";
export type { EditOperation, ParsedItem, ParsedQuantity, ReadContext, Span } from "./parse/index.js";
export { engineVocabulary, type EngineVocabulary } from "./vocabulary/engine-vocabulary.js";
export { unitLabelsOfKind } from "./portion/units.js";
