import { escapeRegExp } from "./escape-reg-exp.js";
import { TAKE_BACK_WORDS } from "./lexicon/filler-words.js";
import { WHOLE_NUMBER_WORDS } from "./lexicon/number-words.js";

/** What a speaker says to take back the words just before it (filler-words.json `takeBack`). */
const TAKE_BACK = `(?:${TAKE_BACK_WORDS.map(escapeRegExp).join("|")})`;
const NUMBER = String.raw`(?:\d+(?:\.\d+)?|${[...WHOLE_NUMBER_WORDS.keys()].join("|")})`;

/** "two no three slices", "2 sorry 3 tacos": a count said again replaces the one before. */
const COUNT_AGAIN = new RegExp(String.raw`\b${NUMBER}(?:,)?\s+(?:no|${TAKE_BACK})(?:,)?\s+(?=${NUMBER}\b)`, "g");

/**
 * "a burger no wait a cheeseburger", "a latte sorry a cappuccino", "two eggs no three eggs", "a coffee actually make that two coffees": the
 * food said before a take-back is replaced by what follows it. An item starts after a comma, a
 * semicolon, "and" or "then". Only before an article, a count or "make that" is "actually" a take-back ("i actually
 * had a salad" says nothing of the words before it).
 */
const ITEM_AGAIN = new RegExp(
  String.raw`(^|[,;]\s*|\band\s+|\bthen\s+)(?:(?!\band\s|\bthen\s)[^,;])*?[^\s,;]\s(?:${TAKE_BACK}(?:\s+make that)?|no(?=\s+${NUMBER}\b))(?:,)?\s+(?=(?:a|an|the|${NUMBER})\b)`,
  "g",
);

const MARKER = new RegExp(String.raw`\s(?:${TAKE_BACK}(?:\s+make that)?|no)(?:,)?\s+$`);
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

/** A dictated message as the speaker meant it: each correction said aloud replaces what it corrects. */
export function withCorrectionsApplied(text: string): string {
  return text.replace(COUNT_AGAIN, "").replace(ITEM_AGAIN, (m: string, start: string) => takenBack(m, start));
}
