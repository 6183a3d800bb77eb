/** Optional language model for meal text: it reads words into items, amounts, times and edits; the engine gives every number. */
export {
  builtInMealReader,
  createModelMealReader,
  mealReaderFrom,
  type LlmEnv,
  type MealReader,
} from "./meal-reader.js";
export {
  createChatModelClient,
  ModelError,
  type AskModel,
  type ChatModelOptions,
  type UserContent,
} from "./chat-model-client.js";
