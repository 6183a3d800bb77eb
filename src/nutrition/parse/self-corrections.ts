import { escapeRegExp } from "./escape-reg-exp.js";
import { TAKE_BACK_WORDS } from "./lexicon/filler-words.js";
import { COUNT_DENIED, WHOLE_NUMBER_WORDS } from "./lexicon/number-words.js";
import { PART_JOINERS } from "./lexicon/part-joiners.js";
import { SIZE_BY_WORD, UNIT_BY_WORD } from "./lexicon/unit-words.js";

/** What a speaker says to take back the words just before it (filler-words.json `takeBack`). */
const TAKE_BACK = `(?:${TAKE_BACK_WORDS.map(escapeRegExp).join("|")})`;
const NUMBER = String.raw`(?:\d+(?:\.\d+)?|${[...WHOLE_NUMBER_WORDS.keys()].join("|")})`;

const SIZE = `(?:${[...SIZE_BY_WORD.keys()].map(escapeRegExp).join("|")})`;
const UNIT = `(?:${[...UNIT_BY_WORD.keys()].map(escapeRegExp).join("|")})`;
/** Only a new count or size, no food: "actually make that four", "no actually it was a large". */
const AMOUNT_ONLY = String.raw`(?:(?:a|an|${NUMBER})\s+)?${SIZE}|${NUMBER}(?:\s+${UNIT})?`;

/** "two no three slices", "2 sorry 3 tacos": a count said again replaces the one before. */
const COUNT_AGAIN = new RegExp(String.raw`\b${NUMBER}(?:,)?\s+(?:no|${TAKE_BACK})(?:,)?\s+(?=${NUMBER}\b)`, "g");

/** What opens the words a speaker says instead: "no wait IT WAS onion rings", "actually MAKE IT a grande". */
const SAID_INSTEAD = String.raw`(?:it was|it's|make it|that was|i had)`;
/** A take-back, with the "no" said around it: "no actually", "actually no", "no wait". */
const MARK = String.raw`(?:no\s+)?${TAKE_BACK}(?:\s+no)?(?:\s+make that)?`;
/** A take-back that can only be one, whatever follows it: "no wait it was …", "scratch that". */
const STRONG_MARK = String.raw`(?:${MARK}|no)(?:,)?\s+${SAID_INSTEAD}|(?:no\s+)?(?:no wait|wait no|scratch that)(?:\s+no)?`;

/**
 * "a burger no wait a cheeseburger", "a latte sorry a cappuccino", "two eggs no three eggs", "a coffee actually make
 * that two coffees", "a burger and fries no wait it was onion rings": the food said before a take-back is replaced by
 * what follows it. An item starts after a comma, a semicolon, "and" or "then". Only before an article, a count, "make
 * that" or "it was" is "actually" a take-back ("i actually had a salad" says nothing of the words before it).
 */
const ITEM_AGAIN = new RegExp(
  String.raw`(^|[,;]\s*|\band\s+|\bthen\s+)(?:(?!\band\s|\bthen\s)[^,;])*?[^\s,;]\s(?:${STRONG_MARK}|${MARK}(?=(?:,)?\s+(?:a|an|the|${NUMBER})\b)|no(?=\s+${NUMBER}\b))(?:,)?\s+(?!(?:${AMOUNT_ONLY})(?:$|[,;.]|\s+(?:and|then)\b))`,
  "g",
);

const MARKER = new RegExp(String.raw`\s(?:${STRONG_MARK}|${MARK}|no)(?:,)?\s+$`);
const OPENER = new RegExp(String.raw`\b(?:a|an|the|some|${NUMBER})\b`, "g");

/**
 * What a take-back takes back: from the last article or count before it ("um at 12:30 i had [a burrito no wait]"),
 * so the time and the telling stay; the whole item when none opens the food said.
 */
function takenBack(match: string, start: string): string {
  const body = match.slice(start.length);
  const marker = body.search(MARKER);
  const openers = [...body.matchAll(OPENER)].filter((m) => (m.index ?? 0) < marker);
  const opener = openers.at(-1)?.index;
  return `${start}${opener === undefined ? "" : body.slice(0, opener)}`;
}

/** "three tacos actually make that four", "a small coke no actually it was a large": only the amount said again. */
const AMOUNT_AGAIN = new RegExp(
  String.raw`(?:,)?\s(?:${STRONG_MARK}|${MARK})(?:,)?\s+(${AMOUNT_ONLY})(?=$|[,;.]|\s+(?:and|then)\b)`,
  "g",
);
const ITEM_START = /(?:[,;]|\band|\bthen)\s*(?=[^,;]*$)/;
const COUNT_SAID = new RegExp(String.raw`\b(?:a|an|${NUMBER})\b(?!.*\b(?:a|an|${NUMBER})\b)`);
const SIZE_SAID = new RegExp(String.raw`\b${SIZE}\b(?!.*\b${SIZE}\b)`);
const COUNT_IN = new RegExp(String.raw`\b${NUMBER}\b`);
const SIZE_IN = new RegExp(String.raw`\b${SIZE}\b`);

/** The item before a correction of its amount, with the count and the size said again in place of the old ones. */
function amountSaidAgain(before: string, said: string): string {
  const start = ITEM_START.exec(before);
  const at = start ? start.index + start[0].length : 0;
  let item = before.slice(at);
  const count = COUNT_IN.exec(said)?.[0];
  const size = SIZE_IN.exec(said)?.[0];
  if (count) item = COUNT_SAID.test(item) ? item.replace(COUNT_SAID, count) : `${count} ${item}`;
  if (size)
    item = SIZE_SAID.test(item)
      ? item.replace(SIZE_SAID, size)
      : item.replace(/\b(?:a|an|\d+)\s|^/, (m) => `${m}${size} `);
  return `${before.slice(0, at)}${item}`;
}

/**
 * "two cups of rice not one", "3 tacos not 2": a count said after "not" denies another count; the one said stands.
 * ("2 eggs, not 3" after a comma is an edit's new amount, read by the edit parser.)
 */
const DENIED = `(?:${COUNT_DENIED.map(escapeRegExp).join("|")})`;
const JOINED_NEXT = `(?:${[...PART_JOINERS.listing, ...PART_JOINERS.joiners].map(escapeRegExp).join("|")})`;
const NOT_THAT_COUNT = new RegExp(
  String.raw`(?<!,)\s+${DENIED}\s+${NUMBER}(?=\s*(?:$|[,;.]|\s${JOINED_NEXT}(?=\s|$)))`,
  "g",
);

/** A dictated message as the speaker meant it: each correction said aloud replaces what it corrects. */
export function withCorrectionsApplied(text: string): string {
  let out = text.replace(COUNT_AGAIN, "").replace(NOT_THAT_COUNT, "");
  for (let m = AMOUNT_AGAIN.exec(out); m; m = AMOUNT_AGAIN.exec(out)) {
    const before = amountSaidAgain(out.slice(0, m.index), m[1] ?? "");
    out = `${before}${out.slice(m.index + m[0].length)}`;
    AMOUNT_AGAIN.lastIndex = before.length;
  }
  return out.replace(ITEM_AGAIN, (m: string, start: string) => takenBack(m, start));
}
