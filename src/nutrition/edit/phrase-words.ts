import { pluralOf } from "../../contracts/index.js";
import { normalizeText } from "../parse/index.js";
import { readQuantityAt } from "../parse/quantity-reader.js";
import { SIZE_BY_WORD, UNIT_BY_WORD } from "../parse/lexicon/unit-words.js";
import type { ParsedQuantity } from "../parse/types.js";
import { PLURAL_FOOD_WORDS } from "./vocabulary/plural-food-words.js";

// Tokens that say how many, at the start of a quantity ("a", "2", "half a", "a third of a").
const AMOUNT_TOKENS = new Set([
  "a",
  "an",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "half",
  "third",
  "quarter",
  "of",
  "couple",
  "few",
]);
const NUMBER = /^\d+(?:\.\d+)?$/;
// Words after which a food word is no longer the item's own name ("a turkey sandwich WITH cheese").
const TAIL_WORDS = new Set(["with", "without", "on", "in", "and", "plus", "no", "topped", "from"]);

export const tokensOf = (phrase: string): string[] => normalizeText(phrase).split(/\s+/).filter(Boolean);

/** "2" / "half a" / "a third of a": an amount in words the engine's readers read back the same. */
export function amountWords(amount: number): string {
  const near = (x: number) => Math.abs(amount - x) < 0.01;
  if (near(0.5)) return "half a";
  if (near(0.25)) return "a quarter of a";
  if (near(1 / 3)) return "a third of a";
  if (near(1)) return "1";
  return String(Math.round(amount * 100) / 100);
}

const SAID_IN_PLURAL = new Set(PLURAL_FOOD_WORDS);

export function singularOf(word: string): string {
  if (SAID_IN_PLURAL.has(word)) return word;
  if (/[^aeiou]ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(?:ss|x|z|ch|sh)es$/.test(word)) return word.slice(0, -2);
  // "hummus", "asparagus", "pastis": a word in -us or -is is no plural.
  if (/[^s]s$/.test(word) && !/(?:us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Index of the last word of the item's own name, before any "with …" tail. */
function headIndex(tokens: readonly string[], from: number): number {
  let last = tokens.length - 1;
  for (let i = from; i < tokens.length; i++) {
    if (TAIL_WORDS.has(tokens[i] as string) && i > from) {
      last = i - 1;
      break;
    }
  }
  return last;
}

/** The phrase's leading amount, if it has one, with where its words are. */
export function phraseAmount(phrase: string): { quantity: ParsedQuantity; start: number; end: number } | undefined {
  const span = readQuantityAt(tokensOf(phrase), 0);
  return span ? { quantity: span.quantity, start: span.start, end: span.end } : undefined;
}

/**
 * The phrase said with another amount: "a banana" × 2 → "2 bananas", "a cup of rice" at 0.5 → "half a cup of
 * rice", "fries" × 2 → "2 × fries". The unit and size words the user said are kept.
 */
export function phraseWithAmount(phrase: string, amount: number): string {
  const tokens = tokensOf(phrase);
  const span = readQuantityAt(tokens, 0);
  if (!span) return `${amountWords(amount)} × ${tokens.join(" ")}`.replace(/^half a ×/, "half of");
  let cut = span.start;
  while (cut < span.end && (AMOUNT_TOKENS.has(tokens[cut] as string) || NUMBER.test(tokens[cut] as string))) cut++;
  const unitWords = tokens.slice(cut, span.end);
  const rest = tokens.slice(span.end);
  const many = amount > 1;
  const number = (word: string) => (many ? pluralOf(singularOf(word)) : singularOf(word));
  if (span.quantity.unit) {
    const unitAt = unitWords.findIndex((w) => w !== "of" && !SIZE_BY_WORD.has(w));
    const unit = unitWords[unitAt];
    // Only into another spelling of the same unit in the units table: "cup" → "cups", but "oz" stays "oz".
    const renumbered = unit === undefined ? undefined : number(unit);
    if (unit !== undefined && renumbered !== undefined && UNIT_BY_WORD.get(renumbered) === UNIT_BY_WORD.get(unit))
      unitWords[unitAt] = renumbered;
  } else if (rest.length) {
    const head = headIndex(rest, 0);
    rest[head] = number(rest[head] as string);
  }
  return [amountWords(amount), ...unitWords, ...rest].join(" ").replace(/\s+/g, " ").trim();
}

/** The phrase with its leading amount replaced by other amount words ("2 eggs" + "4" → "4 eggs"). */
export function phraseWithAmountWords(phrase: string, words: string): string {
  const tokens = tokensOf(phrase);
  const span = readQuantityAt(tokens, 0);
  const rest = span ? tokens.slice(span.end) : tokens;
  const of =
    span &&
    tokens[span.end - 1] === "of" &&
    !words.endsWith(" of") &&
    readQuantityAt(words.split(" "), 0)?.quantity.unit;
  return `${words}${of ? " of" : ""} ${rest.join(" ")}`.trim();
}

/** Every place a word or words (already normalised) occur in the token list, as [start, end). */
export function findWords(tokens: readonly string[], words: string): [number, number][] {
  const wanted = words.split(" ");
  const found: [number, number][] = [];
  for (let i = 0; i + wanted.length <= tokens.length; i++) {
    if (wanted.every((w, k) => tokens[i + k] === w || singularOf(tokens[i + k] as string) === w))
      found.push([i, i + wanted.length]);
  }
  return found;
}

/**
 * The phrase with `drop` words taken out and `add` words put before the food's name: "whole milk" − whole +
 * skim → "skim milk"; "a can of cola" + diet → "a can of diet cola"; "a latte" + skim → "a skim latte".
 */
export function phraseWithWords(
  phrase: string,
  drop: readonly string[],
  add: readonly string[],
  sizeOfUnit = false,
): string {
  let tokens = tokensOf(phrase);
  let at = -1;
  for (const word of [...drop].sort((a, b) => b.length - a.length)) {
    for (const [start, end] of findWords(tokens, word).reverse()) {
      tokens = [...tokens.slice(0, start), ...tokens.slice(end)];
      if (at < 0 || start < at) at = start;
    }
  }
  const span = readQuantityAt(tokens, 0);
  if (at < 0 && sizeOfUnit && span?.quantity.unit) {
    // "a glass of orange juice" made small is "a small glass of orange juice".
    at = span.start;
    while (at < span.end && (AMOUNT_TOKENS.has(tokens[at] as string) || NUMBER.test(tokens[at] as string))) at++;
  }
  if (at < 0) {
    at = span ? span.end : 0;
    // "a 12 oz can of cola": the describing word goes before the food, after "of".
    while (tokens[at] === "of" || tokens[at] === "the") at++;
  }
  const before = tokens.slice(0, at);
  const article = before.at(-1);
  if ((article === "a" || article === "an") && add[0]) before[before.length - 1] = /^[aeiou]/.test(add[0]) ? "an" : "a";
  return [...before, ...add, ...tokens.slice(at)].join(" ").replace(/\s+/g, " ").trim();
}
