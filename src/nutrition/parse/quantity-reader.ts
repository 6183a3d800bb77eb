import { CARRIED_DESCRIBERS, SKIPPED_PACKAGING } from "./lexicon/describer-words.js";
import { isFoodWord, isOtherWord } from "../match/open-vocabulary.js";
import { COOKING_VERBS } from "./lexicon/extra-words.js";
import { isStopword } from "../match/tokenize.js";
import { FILLER_WORDS } from "./lexicon/filler-words.js";
import { COUNTED_BACK, MENU_NUMBERS, NUMBER_WORDS, ROUGHLY } from "./lexicon/number-words.js";
import {
  APPROXIMATE_UNITS,
  SIZE_BY_WORD,
  SIZE_TAIL_WORDS,
  UNIT_BY_WORD,
  UNIT_WORDS_NEEDING_AMOUNT,
  UNIT_WORDS_NEEDING_DIGITS,
  UNIT_WORDS_NEEDING_OF,
} from "./lexicon/unit-words.js";
import type { ParsedQuantity, SizeWord, UnitId } from "./types.js";
import { UNITS_TABLE, unitIdsOfKind } from "../vocabulary/units.js";

export interface QuantitySpan {
  quantity: ParsedQuantity;
  /** Token indices the quantity was read from: [start, end). */
  start: number;
  end: number;
  /** Words skipped inside the quantity that still describe the food ("a hot cup of tea" → "hot"). */
  carried: string[];
}

const NUMERIC = /^\d+(?:\.\d+)?$/;
/** "93", "2.5": a number written in digits. */
export const isDigits = (token: string): boolean => NUMERIC.test(token);
const GLUED_RANGE = /^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)$/;
const RANGE_JOINERS = new Set(["-", "to", "or"]);
const ARTICLES = new Set(["a", "an", "one"]);
const FRACTION_WORDS = new Set(["half", "quarter", "third"]);
const OF_FOLLOWERS = new Set(["a", "an", "the", "my", "your", "this", "that"]);
/** Measures with exact grams or millilitres ("g", "fl_oz", "cup"), not household units ("bowl") or pinches. */
const MASS_OR_VOLUME: ReadonlySet<UnitId> = new Set(unitIdsOfKind("mass", "volume", "kitchen"));

export const isMassOrVolume = (unit: UnitId | undefined): boolean => unit !== undefined && MASS_OR_VOLUME.has(unit);
/** Weighed in grams ("a shot of 63 g vodka" is 63 g, whatever a shot holds). */
export const isGrams = (unit: UnitId | undefined): boolean => unit === "g" || unit === "kg" || unit === "mg";
/** A size said alone, no count or measure with it ("med"). */
export const saysOnlySize = (quantity: ParsedQuantity): boolean =>
  quantity.size !== undefined && quantity.unit === undefined && !/\d/.test(quantity.raw);

interface Amount {
  value: number;
  next: number;
  numeric: boolean;
}

function numberAt(tokens: readonly string[], i: number): number | undefined {
  const t = tokens[i];
  if (t === undefined) return undefined;
  if (NUMERIC.test(t)) return Number(t);
  const word = NUMBER_WORDS.get(t);
  return word !== undefined && !FRACTION_WORDS.has(t) && t !== "dozen" ? word : undefined;
}

function skipOf(tokens: readonly string[], i: number): number {
  if (tokens[i] !== "of") return i;
  return OF_FOLLOWERS.has(tokens[i + 1] ?? "") ? i + 2 : i + 1;
}

/** Reads a bare amount: digits, ranges, number words, "a couple of", "half a dozen", "a quarter". */
function readAmount(tokens: readonly string[], i: number): Amount | undefined {
  const t = tokens[i];
  if (t === undefined) return undefined;
  const glued = GLUED_RANGE.exec(t);
  if (glued)
    return withDozen(tokens, {
      value: (Number(glued[1]) + Number(glued[2])) / 2,
      next: i + 1,
      numeric: true,
    });
  const n = numberAt(tokens, i);
  if (n !== undefined) {
    const joiner = tokens[i + 1];
    const upper = joiner && RANGE_JOINERS.has(joiner) ? numberAt(tokens, i + 2) : undefined;
    const amount =
      upper !== undefined && upper > n
        ? { value: (n + upper) / 2, next: i + 3, numeric: true }
        : { value: n, next: i + 1, numeric: NUMERIC.test(t) };
    if (tokens[amount.next] === "of" && ["couple", "few", "several", "pair"].includes(t)) amount.next += 1;
    return withDozen(tokens, amount);
  }
  if (
    (t === "quarter" || t === "third") &&
    (ARTICLES.has(tokens[i + 1] ?? "") || tokens[i + 1] === "of" || UNIT_BY_WORD.has(tokens[i + 1] ?? ""))
  )
    return {
      value: NUMBER_WORDS.get(t) ?? 1,
      next: ARTICLES.has(tokens[i + 1] ?? "") ? i + 2 : skipOf(tokens, i + 1),
      numeric: false,
    };
  if (t === "half") {
    if (ARTICLES.has(tokens[i + 1] ?? "") && tokens[i + 2] === "dozen")
      return { value: 6, next: i + 3, numeric: false };
    if (tokens[i + 1] === "dozen") return { value: 6, next: i + 2, numeric: false };
    const next = ARTICLES.has(tokens[i + 1] ?? "") && tokens[i + 1] !== "one" ? i + 2 : skipOf(tokens, i + 1);
    return { value: 0.5, next, numeric: false };
  }
  if (t === "x" && NUMERIC.test(tokens[i + 1] ?? ""))
    return { value: Number(tokens[i + 1]), next: i + 2, numeric: true };
  if (t === "dozen") return { value: 12, next: skipOf(tokens, i + 1), numeric: false };
  if (t === "another") return { value: 1, next: i + 1, numeric: false }; // "another jar of peaches"
  if (t === "a" || t === "an") {
    const following = tokens[i + 1] ?? "";
    // "a Quarter Pounder" is a burger, not a quarter of one.
    if (FRACTION_WORDS.has(following) && tokens[i + 2] !== "pounder") {
      if (following === "half" && tokens[i + 2] === "dozen") return { value: 6, next: i + 3, numeric: false };
      return {
        value: NUMBER_WORDS.get(following) ?? 1,
        next: skipOf(tokens, i + 2),
        numeric: false,
      };
    }
    if (following === "dozen") return { value: 12, next: skipOf(tokens, i + 2), numeric: false };
    if (["couple", "few", "pair"].includes(following))
      return {
        value: NUMBER_WORDS.get(following) ?? 2,
        next: skipOf(tokens, i + 2),
        numeric: false,
      };
    return { value: 1, next: i + 1, numeric: false };
  }
  return undefined;
}

function withDozen(tokens: readonly string[], amount: Amount): Amount {
  if (tokens[amount.next] === "dozen")
    return {
      value: amount.value * 12,
      next: skipOf(tokens, amount.next + 1),
      numeric: false,
    };
  if (tokens[amount.next] === "x" && NUMERIC.test(tokens[amount.next + 1] ?? "")) {
    return {
      value: amount.value * Number(tokens[amount.next + 1]),
      next: amount.next + 2,
      numeric: true,
    };
  }
  if (tokens[amount.next] === "x") return { ...amount, next: amount.next + 1 };
  return amount;
}

interface UnitRead {
  unit: UnitId;
  factor: number;
  next: number;
}

/** What precedes a unit word: digits, some other amount or size ("a", "large"), or nothing. */
type UnitLead = "digits" | "amount" | "none";

function readUnit(tokens: readonly string[], i: number, lead: UnitLead): UnitRead | undefined {
  const t = tokens[i];
  if (t === undefined) return undefined;
  const unit = UNIT_BY_WORD.get(t);
  // "side of fries" opening a phone note is "a side of fries"; inside words ("the side of the plate") it is not.
  const allowed = UNIT_WORDS_NEEDING_OF.has(t)
    ? tokens[i + 1] === "of" && (lead !== "none" || i === 0)
    : UNIT_WORDS_NEEDING_DIGITS.has(t)
      ? lead === "digits"
      : UNIT_WORDS_NEEDING_AMOUNT.has(t)
        ? lead !== "none" || tokens[i + 1] === "of"
        : true;
  if (unit && allowed) return { unit, factor: 1, next: i + 1 };
  const approximate = APPROXIMATE_UNITS.get(t);
  if (approximate) return { unit: approximate.unit, factor: approximate.factor, next: i + 1 };
  return undefined;
}

/** "snack-sized", "medium-sized": the same size as "snack-size", "medium". */
const sizeOf = (t: string): SizeWord | undefined =>
  SIZE_BY_WORD.get(t) ??
  (/-sized?$/.test(t)
    ? (SIZE_BY_WORD.get(t.replace(/d$/, "")) ?? SIZE_BY_WORD.get(t.replace(/-sized?$/, "")))
    : undefined);

function readSize(tokens: readonly string[], i: number): { size: SizeWord; next: number } | undefined {
  const size = sizeOf(tokens[i] ?? "");
  // "medium crust pizza" names the crust, not the portion.
  if (!size || /^crust/.test(tokens[i + 1] ?? "")) return undefined;
  let next = i + 1;
  while (SIZE_TAIL_WORDS.has(tokens[next] ?? "")) next += 1;
  return { size, next };
}

/** A word that names neither a food nor an amount, unit or size ("a splendid cup", "a reviving bottle"). */
const isOther = (t: string): boolean => isOtherWord(t) && !UNIT_BY_WORD.has(t) && !sizeOf(t) && !NUMBER_WORDS.has(t);

/** "a full-flavored cup", "an ice-cold can": a hyphenated describing word, kept with the food's words. */
const HYPHENATED = /^[a-z]+(?:-[a-z]+)+$/;
const isHyphenatedDescriber = (t: string): boolean => HYPHENATED.test(t) && !UNIT_BY_WORD.has(t) && !sizeOf(t);

/** Words a reader steps over between an amount and its unit; "other" words only once an amount was said. */
const skippable = (t: string | undefined, afterAmount = true) =>
  t !== undefined &&
  t !== "a" &&
  t !== "an" &&
  (FILLER_WORDS.has(t) ||
    /^[a-z]{3,}ly$/.test(t) ||
    CARRIED_DESCRIBERS.has(t) ||
    SKIPPED_PACKAGING.has(t) ||
    (afterAmount && (isOther(t) || isHyphenatedDescriber(t))));
const carriedWord = (w: string): boolean => CARRIED_DESCRIBERS.has(w) || isHyphenatedDescriber(w);

/**
 * Reads a quantity starting at token `start`: amount, then optional size, then optional unit (with "of").
 * "a 12 oz can of cola" → 12 oz; "two large eggs" → 2 large; "half a cup" → 0.5 cup; "a cup of" → 1 cup.
 */
export function readQuantityAt(
  tokens: readonly string[],
  start: number,
  leads = start === 0,
): QuantitySpan | undefined {
  let amount = readAmount(tokens, start);
  const carried: string[] = [];
  let i = amount ? amount.next : start;
  let size: SizeWord | undefined;
  let unit: UnitRead | undefined;

  // Skip praise and describers between the amount and what follows, but only if a size or unit comes after.
  let probe = i;
  const skipped: string[] = [];
  while (skippable(tokens[probe], amount !== undefined) && skipped.length < 3) skipped.push(tokens[probe++] as string);
  if (
    skipped.length > 0 &&
    (readSize(tokens, probe) ||
      readUnit(tokens, probe, amount ? "amount" : "none") ||
      readAmount(tokens, probe)?.numeric)
  ) {
    carried.push(...skipped.filter(carriedWord));
    i = probe;
  }

  // "a 12 oz can", "two 8-oz glasses": a count of a measured container.
  const inner = amount && !amount.numeric ? readAmount(tokens, i) : undefined;
  if (amount && inner?.numeric) {
    const innerUnit = readUnit(tokens, inner.next, "digits");
    if (innerUnit)
      amount = {
        value: amount.value * inner.value,
        next: inner.next,
        numeric: true,
      };
    if (innerUnit) i = inner.next;
    // "a 0.25 plantain", "a 1/2 bagel": a fraction after the article is the amount.
    if (!innerUnit && inner.value < 1) {
      amount = inner;
      i = inner.next;
    }
  } else if (!amount && inner === undefined) {
    const leadingNumber = readAmount(tokens, i);
    if (leadingNumber?.numeric) amount = leadingNumber;
    if (leadingNumber?.numeric) i = leadingNumber.next;
  }

  // "0.75 of a cup": an amount, then "of", then its measure.
  if (
    amount &&
    tokens[i] === "of" &&
    (readUnit(tokens, skipOf(tokens, i), "amount") || readSize(tokens, skipOf(tokens, i)))
  )
    i = skipOf(tokens, i);
  const sized = readSize(tokens, i);
  if (sized) ({ size } = sized);
  if (sized) i = sized.next;
  // "a small single serving bag", "a medium individual container": skip words between a size and its unit.
  let after = i;
  while (skippable(tokens[after], amount !== undefined || size !== undefined) && after - i < 3) after += 1;
  if (after > i && readUnit(tokens, after, "amount")) {
    // "a mini microwave bag of popcorn": the describer still says what the food is.
    carried.push(...tokens.slice(i, after).filter(carriedWord));
    i = after;
  }
  unit = readUnit(tokens, i, amount?.numeric && !sized ? "digits" : amount || sized ? "amount" : "none");
  if (unit) {
    i = unit.next;
    // "16 oz bottle", "a single serving bag": keep a measure, but let a container replace a vague unit.
    const container = readUnit(tokens, i, "amount");
    if (container) {
      if (!isMassOrVolume(unit.unit) && unit.unit === "serving") unit = { ...container, factor: unit.factor };
      i = container.next;
    }
    if (!size) {
      const after = readSize(tokens, i);
      if (after && tokens[after.next] === "of") ({ size } = after);
      if (after && tokens[after.next] === "of") i = after.next;
    }
  }
  // Without an amount, a unit needs "of" ("cup of coffee", not "cup noodles") and a size must lead the item.
  // "lasagna, big piece": a sized unit that ends the words is an amount of the food said before.
  if (!amount && unit && tokens[i] !== "of" && !(sized && i === tokens.length)) {
    unit = undefined;
    i = sized ? sized.next : start;
  }
  // A unit or size with no amount only leads an item ("bowl of chili", "panera bowl of mac n cheese").
  if (!amount && (!leads || (!unit && !size))) return undefined;
  const end = skipOf(tokens, i);
  const value = (amount?.value ?? 1) * (unit?.factor ?? 1);
  const quantity: ParsedQuantity = {
    amount: Math.round(value * 1000) / 1000,
    raw: tokens.slice(start, i).join(" "),
  };
  if (unit) quantity.unit = unit.unit;
  if (size) quantity.size = size;
  return { quantity, start, end, carried };
}

/**
 * "x2", "2x", "times 2" at the end of an item or of its food before "with" ("mozz sticks x6 with marinara"): a
 * multiplier for whatever amount came before; `start` and `end` are where it was said.
 */
/** Larger numbers after a food are sizes or names ("route 44"), not counts. */
const MAX_COUNT_AFTER = 24;
/** After a singular word, a few are a count ("burger 2"); more may be a drink's size ("pepsi 20", but "gyoza 8"). */
const MAX_FEW_AFTER = 6;

export function readTrailingMultiplier(
  tokens: readonly string[],
): { factor: number; start: number; end: number; ouncesOfDrink?: true; unit?: UnitId } | undefined {
  const cut = tokens.indexOf("with");
  const said = cut > 0 ? cut : tokens.length;
  // "pancakes three of them", "wings like ten of em": the count is of the food said before it.
  const n = said >= 3 && tokens[said - 2] === "of" && COUNTED_BACK.has(tokens[said - 1] ?? "") ? said - 2 : said;
  const last = tokens[n - 1] ?? "";
  const beforeLast = tokens[n - 2] ?? "";
  if (NUMERIC.test(last) && (beforeLast === "x" || beforeLast === "times"))
    return { factor: Number(last), start: n - 2, end: n };
  if (last === "x" && NUMERIC.test(beforeLast)) return { factor: Number(beforeLast), start: n - 2, end: n };
  const count = /^\d{1,2}$/.test(last) ? Number(last) : NUMBER_WORDS.get(last);
  // "chicken nuggets like 4", "wings about 6", "pistachios about 30": a count said last, roughly (a guess is a count,
  // however many: no size is said "about").
  if (count !== undefined && ROUGHLY.has(beforeLast)) return { factor: count, start: n - 2, end: said };
  // "ritz crackers 5", "wings 6", "pancakes three": a small count typed after a food said in the plural; "samosa 2",
  // "krispy kreme original glazed 3": a count of a few after a food's word in the singular.
  // "beef tacos leftover 2", "tacos homemade 3": a word describing the food, said between, is about the food.
  const aside = CARRIED_DESCRIBERS.has(beforeLast) ? (tokens[n - 3] ?? "") : "";
  const plural = /[^s]s$/.test(beforeLast) || (/[^s]s$/.test(aside) && isFoodWord(aside));
  // "eggo waffle 1": one typed last is a count as well, of one piece rather than the usual amount.
  const few = count !== undefined && count >= 1 && count <= MAX_FEW_AFTER && isFoodWord(beforeLast);
  if (count !== undefined && count <= MAX_COUNT_AFTER && (plural || few))
    return { factor: count, start: n - 1, end: said };
  if (
    /^\d+$/.test(last) &&
    count !== undefined &&
    count > MAX_FEW_AFTER &&
    count <= MAX_COUNT_AFTER &&
    isFoodWord(beforeLast) &&
    !MENU_NUMBERS.has(beforeLast)
  )
    return { factor: count, start: n - 1, end: said, ouncesOfDrink: true };
  // "chicken thigh x2 air fried": the count typed straight after the food, how it was cooked after.
  for (let i = 1; i < n - 2; i++)
    if (tokens[i] === "x" && /^\d{1,2}$/.test(tokens[i + 1] ?? ""))
      return { factor: Number(tokens[i + 1]), start: i, end: i + 2 };
  // "eggs 3 scrambled", "dumplings pork 8 steamed": a count typed after a food said in the plural, then only how it
  // was made, counts it; so does a few after a piece word in the plural, whatever kind follows ("pizza slices 3
  // cheese").
  const isPlural = (w: string) => /[^s]s$/.test(w);
  for (let i = 1; i < n - 1; i++) {
    const count = /^\d{1,2}$/.test(tokens[i] ?? "") ? Number(tokens[i]) : undefined;
    const before = tokens[i - 1] ?? "";
    const after = tokens.slice(i + 1, n);
    if (count === undefined || count < 2 || after.length > 2) continue;
    const madeSo =
      isFoodWord(before) &&
      tokens.slice(0, i).some((w) => isPlural(w) && isFoodWord(w)) &&
      after.every((w) => COOKING_VERBS.has(w) || CARRIED_DESCRIBERS.has(w));
    const ofPieces =
      isPlural(before) && UNIT_BY_WORD.has(before) && after.every((w) => /^[a-z]+$/.test(w)) && count <= MAX_FEW_AFTER;
    // The piece word is the unit counted ("pizza slices 3 cheese" are 3 slices of cheese pizza).
    if (ofPieces) return { factor: count, start: i - 1, end: i + 1, unit: UNIT_BY_WORD.get(before) };
    if (madeSo && count <= MAX_COUNT_AFTER) return { factor: count, start: i, end: i + 1 };
  }
  return undefined;
}

const SAID_LAST_ALONE: ReadonlySet<string> = new Set(UNITS_TABLE.saidLastAlone);

/**
 * "ipa pint", "milk glass": a unit said alone after the food, with no number, is one of it; "frozen pizza half",
 * "rotisserie chicken quarter": a share said last is that share. Only after a food word, and before
 * "with" ("coffee w half and half" holds the cream).
 */
export function findTrailingUnit(tokens: readonly string[]): QuantitySpan | undefined {
  const cut = tokens.indexOf("with");
  const n = cut > 0 ? cut : tokens.length;
  const last = tokens[n - 1] ?? "";
  const share = FRACTION_WORDS.has(tokens[n - 2] ?? "") ? n - 2 : FRACTION_WORDS.has(last) ? n - 1 : -1;
  // Straight after a food's own word: "from the can", "in a glass" say where it was, not how much.
  const afterFood = (i: number): boolean => isFoodWord(tokens[i] ?? "") && !isStopword(tokens[i] ?? "");
  if (share > 0 && afterFood(share - 1) && tokens[share - 1] !== "and") {
    const span = readQuantityAt(tokens.slice(0, n), share);
    if (span && span.end === n) return span;
    const alone = NUMBER_WORDS.get(last);
    if (share === n - 1 && alone !== undefined)
      return { quantity: { amount: alone, raw: last }, start: share, end: n, carried: [] };
  }
  // "pho beef large bowl", "fries large order": a unit said last with its size is one of that size.
  const sized = SIZE_BY_WORD.get(tokens[n - 2] ?? "");
  if (sized && n >= 3 && afterFood(n - 3)) {
    const unit = readQuantityAt(["1", last], 0)?.quantity.unit;
    if (unit && !isMassOrVolume(unit))
      return {
        quantity: { amount: 1, unit, size: sized, raw: `${tokens[n - 2]} ${last}` },
        start: n - 2,
        end: n,
        carried: [],
      };
  }
  if (n < 2 || !afterFood(n - 2)) return undefined;
  const one = readQuantityAt(["1", last], 0);
  const unit = one?.quantity.unit;
  if (!unit || !SAID_LAST_ALONE.has(unit) || one.end !== 2) return undefined;
  return { ...one, quantity: { ...one.quantity, raw: last }, start: n - 1, end: n };
}

/** Finds a measured amount after the food ("coffee 16 oz", "rice, about 200 g", "weighing 1.67 oz"). */
export function findTrailingMeasure(tokens: readonly string[], from: number): QuantitySpan | undefined {
  for (let i = from; i < tokens.length; i++) {
    const t = tokens[i] ?? "";
    // "a serving of two cups of rice", "a package of a cup of nuts": a spelled-out number counts only with a
    // measure ("two eggs" is no weight), or with any unit that ends the words ("beef stew one bowl").
    const spelled = NUMBER_WORDS.has(t);
    if (!NUMERIC.test(t) && !GLUED_RANGE.test(t) && !spelled) continue;
    const span = readQuantityAt(tokens, i);
    const last = span?.end === tokens.length;
    if (span?.quantity.unit && (!spelled || last || isMassOrVolume(span.quantity.unit))) return span;
  }
  return undefined;
}
