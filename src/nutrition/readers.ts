import type { ParsedMeal, ReadContext } from "./parse/types.js";
import { parseMealTextFallback } from "./reader/fallback-reader.js";

/** The text readers the engine uses. Switches to ./parse/index.js (parseMealText) once that module exists. */
export function readMealText(text: string, ctx: ReadContext): ParsedMeal[] {
  return parseMealTextFallback(text, ctx);
}
