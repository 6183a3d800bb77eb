import { parseMealText } from "./parse/index.js";
import type { ParsedMeal, ReadContext } from "./parse/types.js";

/** The text readers the engine uses (src/nutrition/parse, owned by the readers' side; coordinated through parse/types.ts). */
export function readMealText(text: string, ctx: ReadContext): ParsedMeal[] {
  return parseMealText(text, ctx);
}
