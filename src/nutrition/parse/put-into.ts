import { escapeRegExp } from "./escape-reg-exp.js";
import { NUMBER_WORDS } from "./lexicon/number-words.js";
import { PUT_INTO } from "./lexicon/unit-words.js";

/** "2 pumps vanilla in a grande latte": an amount of what is put into a drink, then "in" and the drink. */
const alternatives = (said: readonly string[]): string => `(?:${said.map(escapeRegExp).join("|")})`;
const COUNT = String.raw`(?:\d+(?:\.\d+)?|${alternatives([...NUMBER_WORDS.keys()])})`;
const MEASURE = String.raw`(?:(?:${COUNT}\s+)?${alternatives(PUT_INTO.before)}|${COUNT})\s+${alternatives(PUT_INTO.said)}`;
const PUT_IN_DRINK = new RegExp(
  String.raw`(^|[,;]\s*|\band\s+|\bthen\s+)(${MEASURE}(?:\s+(?:of\s+)?[^,;]+?)?)\s+in\s+${alternatives(PUT_INTO.into)}\s+([^,;]+)`,
  "g",
);

/**
 * "2 pumps vanilla in a grande latte" → "a grande latte with 2 pumps vanilla", "a splash of milk in my coffee" → "my
 * coffee with a splash of milk": what is put into a drink (units.json `putInto`) goes with the drink, which is the item
 * and keeps its own size, not the measure's.
 */
export function drinkBeforeWhatWentIn(text: string): string {
  return text.replace(
    PUT_IN_DRINK,
    (_m, start: string, added: string, drink: string) => `${start}${drink} with ${added}`,
  );
}
