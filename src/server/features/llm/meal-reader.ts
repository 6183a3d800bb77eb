import type { Logger } from "pino";
import type { MealEntryDraft } from "../../../contracts/index.js";
import {
  analyzeMeal,
  editMeal,
  getEngine,
  type AnalyzeOptions,
  type AnalyzeResult,
  type EditMealResult,
  type NutritionEngine,
} from "../../../nutrition/index.js";
import type { Env } from "../../env.js";
import { createChatModelClient, type AskModel } from "./chat-model-client.js";
import { editMealWithModel } from "./model-edit-reader.js";
import { readMealsWithModel } from "./model-meal-reader.js";

/** Reads meal text and edit instructions into meal entries; every number comes from the food database. */
export interface MealReader {
  readMeal(text: string, options: AnalyzeOptions): Promise<AnalyzeResult>;
  editMeal(meal: MealEntryDraft, instruction: string, now: Date, timeZone: string): Promise<EditMealResult>;
}

/** The built-in engine alone: offline, no keys. */
export const builtInMealReader: MealReader = {
  readMeal: async (text, options) => analyzeMeal(text, options),
  editMeal: async (meal, instruction, now, timeZone) => editMeal(meal, instruction, now, timeZone),
};

/**
 * A language model reads the words; the engine grounds them. On any model failure (unreachable, timeout, error
 * status, not JSON, wrong shape, no food the database knows, an edit the editor cannot apply) the built-in
 * engine answers instead, so the user never gets less than the offline product.
 */
export function createModelMealReader(
  ask: AskModel,
  model: string,
  log?: Logger,
  engine?: NutritionEngine,
): MealReader {
  // Resolved per call: creating the reader at start-up must not load the food database before the workers do.
  const foods = () => engine ?? getEngine();
  const fellBack = (error: unknown, what: string) =>
    log?.warn({ err: error, model }, `language model could not read the ${what}; the built-in engine reads it`);
  return {
    async readMeal(text, options) {
      try {
        return { ok: true, meals: await readMealsWithModel(ask, model, text, options, foods()) };
      } catch (error) {
        fellBack(error, "meal");
        return analyzeMeal(text, options, foods());
      }
    },
    async editMeal(meal, instruction, now, timeZone) {
      if (instruction.trim()) {
        try {
          const ctx = { now, timeZone, anchor: new Date(meal.consumed_at) };
          const result = await editMealWithModel(ask, model, meal, instruction, ctx, foods());
          if (result.ok) return result;
          fellBack(new Error(result.reason), "edit");
        } catch (error) {
          fellBack(error, "edit");
        }
      }
      return editMeal(meal, instruction, now, timeZone, foods());
    },
  };
}

export type LlmEnv = Pick<Env, "LLM_BASE_URL" | "LLM_API_KEY" | "LLM_MODEL" | "LLM_TIMEOUT_MS">;

/** The model reader when LLM_BASE_URL and LLM_MODEL are set, else the built-in engine. */
export function mealReaderFrom(env: LlmEnv, log?: Logger): MealReader {
  if (!env.LLM_BASE_URL || !env.LLM_MODEL) return builtInMealReader;
  const ask = createChatModelClient({
    baseUrl: env.LLM_BASE_URL,
    apiKey: env.LLM_API_KEY,
    model: env.LLM_MODEL,
    timeoutMs: env.LLM_TIMEOUT_MS,
  });
  return createModelMealReader(ask, env.LLM_MODEL, log);
}
