import {
  COUNTED_BACK,
  EATING_VERBS,
  FRACTION_OF_LAST_WORDS,
  NUMBER_WORDS,
  ROUGHLY,
  TELLERS,
  VAGUE_COUNT_WORDS,
} from "./lexicon/number-words.js";
import { CUT_UNITS } from "./lexicon/unit-words.js";
import type { FragmentReading } from "./item-reader.js";
import type { ParsedQuantity } from "./types.js";

const singular = (word: string): string => word.replace(/s$/, "");
const amountOf = (word: string): number | undefined =>
  /^\d*\.\d+$|^\d+$/.test(word) ? Number(word) : (NUMBER_WORDS.get(word) ?? NUMBER_WORDS.get(word.replace(/s$/, "")));

/**
 * "a large pizza, ate half", "a bag of chips, only ate half of it", "three quarters of it", "apple pie, 1/4 of the
 * pie": the share of the food just named that a piece says was eaten, when the piece says nothing else but the
 * food's own name again; undefined otherwise.
 */
export function fractionOfLast(text: string, lastText = ""): number | undefined {
  // "apple pie, 1/4 of the pie": the food named again after "of the" is the food just named.
  const again = /\bthe\b/i.test(text)
    ? new Set(
        lastText
          .toLowerCase()
          .split(/[^a-z0-9]+/)
          .map(singular),
      )
    : undefined;
  // "costco rotisserie chicken 1/4 chicken": the food's last word said again after the share is the food too.
  const head = singular(
    lastText
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean)
      .at(-1) ?? "",
  );
  const said = text
    .toLowerCase()
    .split(/[^a-z0-9.]+/)
    .filter(
      (w, i, all) =>
        w !== "" &&
        !FRACTION_OF_LAST_WORDS.has(w) &&
        !(all[i - 1] === "the" && again?.has(singular(w))) &&
        !(i > 0 && i === all.length - 1 && head !== "" && singular(w) === head),
    );
  if (said.length === 0 || said.length > 2) return undefined;
  const [count, part] = said.length === 2 ? said.map(amountOf) : [1, amountOf(said[0] ?? "")];
  if (count === undefined || part === undefined || part >= 1) return undefined;
  const share = count * part;
  return share > 0 && share < 1 ? share : undefined;
}

/**
 * "tacos, had three of them", "cookies, two of those", "stuffed peppers, i had two": a count pointing back at the food
 * just named, said with nothing else, is how many of it were eaten; undefined otherwise.
 */
export function countOfLast(text: string): number | undefined {
  const said = text
    .toLowerCase()
    .split(/[^a-z0-9']+/)
    .filter((w) => w !== "");
  // "stuffed peppers, i had two": a count told after the food, in the words a count of it is told in.
  if (!said.includes("of")) {
    const told = said.filter((w) => !FRACTION_OF_LAST_WORDS.has(w));
    const count = told.length === 1 ? amountOf(told[0] ?? "") : undefined;
    const teller = said.length >= 3 && TELLERS.has(said[0] ?? "") && EATING_VERBS.has(said[1] ?? "");
    return teller && count !== undefined && count >= 2 && Number.isInteger(count) ? count : undefined;
  }
  const back = said.findIndex((w, i) => w === "of" && COUNTED_BACK.has(said[i + 1] ?? ""));
  if (back < 1 || back + 2 !== said.length) return undefined;
  const before = said.slice(0, back).filter((w) => !FRACTION_OF_LAST_WORDS.has(w) || amountOf(w) !== undefined);
  const count = before.length === 1 ? amountOf(before[0] ?? "") : undefined;
  return count !== undefined && count >= 1 && Number.isInteger(count) ? count : undefined;
}

/**
 * "breadsticks, 2", "wings, six", "crackers, like 6": a whole count said alone after a food named in the plural is how
 * many of it were eaten; undefined otherwise.
 */
export function bareCountOfLast(text: string, lastText: string): number | undefined {
  // "crackers, like 6": a rough count is a count.
  const [first = "", ...rest] = text.trim().toLowerCase().split(/\s+/);
  // "chicken tinga tacos, a couple": a vague count said with its article counts too.
  const vague = first === "a" && rest.length === 1 && VAGUE_COUNT_WORDS.has(rest[0] ?? "");
  const said = (ROUGHLY.has(first) || vague) && rest.length === 1 ? (rest[0] ?? "") : text.trim().toLowerCase();
  if (!/^[a-z]+$|^\d+$/.test(said) || !/[^s]s$/i.test(lastText.trim())) return undefined;
  const count = amountOf(said);
  return count !== undefined && count >= 2 && Number.isInteger(count) ? count : undefined;
}

/** The amount of a food of which only a share was eaten: "a large pizza" and "half" is half of one large pizza. */
export function shareOf(quantity: ParsedQuantity | undefined, share: number, said = ""): ParsedQuantity {
  return quantity ? { ...quantity, amount: quantity.amount * share } : { amount: share, raw: said };
}

/** "1/4 of the pie": a share said of the whole food as it was made, not of one serving of it. */
export const OF_THE_WHOLE = /\bof the\b/;

/**
 * "a large pizza, ate 3 slices", "lasagna - 2 pieces": pieces cut from the food just named, said with no
 * food of their own, are how much of it was eaten; the food's size stays (3 slices of a large pizza).
 */
export function cutOfLast(
  text: string,
  reading: FragmentReading,
  last: ParsedQuantity | undefined,
): ParsedQuantity | undefined {
  const cut = reading.quantity;
  // Only of a whole food said by its count or size: "a roll of candy, 15 pieces" says what the roll held; any other
  // measure only of a food said with no amount ("chips all afternoon, prob half a bag").
  if (!cut?.unit || last?.unit !== undefined || (!CUT_UNITS.has(cut.unit) && last !== undefined)) return undefined;
  const rest = text
    .toLowerCase()
    .replace(cut.raw, " ")
    .split(/[^a-z0-9.]+/);
  if (rest.some((w) => w !== "" && !FRACTION_OF_LAST_WORDS.has(w))) return undefined;
  return last?.size ? { ...cut, size: cut.size ?? last.size } : cut;
}
