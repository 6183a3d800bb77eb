import { ROUGHLY, WHOLE_NUMBER_WORDS } from "./lexicon/number-words.js";
import { isFoodWord } from "../match/open-vocabulary.js";
import { isStopword } from "../match/tokenize.js";
import { UNIT_BY_WORD } from "./lexicon/unit-words.js";

const WHOLE = WHOLE_NUMBER_WORDS;
const ONES = new Map([...WHOLE].filter(([, n]) => n >= 1 && n <= 9));
const TENS = new Map([...WHOLE].filter(([, n]) => n >= 20 && n < 100 && n % 10 === 0));
/** Minutes said after an hour: "twelve thirty", "seven forty five". */
const QUARTER_HOURS = new Set([15, 30, 45]);

/** One spelled whole number at `i` ("thirty two", "a hundred and fifty", "two hundred"), with where it ends. */
function readWhole(tokens: readonly string[], i: number): { value: number; end: number } | undefined {
  const aHundred = tokens[i] === "a" && tokens[i + 1] === "hundred";
  const lead = aHundred ? { value: 1, end: i + 1 } : readTens(tokens, i);
  if (!lead) return undefined;
  if (tokens[lead.end] !== "hundred" || lead.value >= 10) return lead;
  // "two hundred", "a hundred and fifty", "one hundred fifty"
  const and = tokens[lead.end + 1] === "and" ? 1 : 0;
  const rest = readTens(tokens, lead.end + 1 + and);
  return { value: lead.value * 100 + (rest?.value ?? 0), end: rest?.end ?? lead.end + 1 };
}

/** "fifty", "thirty two", "twelve": a whole number under a hundred. */
function readTens(tokens: readonly string[], i: number): { value: number; end: number } | undefined {
  const word = tokens[i] ?? "";
  const value = WHOLE.get(word);
  if (value === undefined || value >= 100) return undefined;
  if (TENS.has(word) && ONES.has(tokens[i + 1] ?? ""))
    return { value: value + (ONES.get(tokens[i + 1] ?? "") as number), end: i + 2 };
  return { value, end: i + 1 };
}

/** "point five", "point two five": the decimals after a whole number. */
function readDecimals(tokens: readonly string[], i: number): { digits: string; end: number } | undefined {
  if (tokens[i] !== "point") return undefined;
  let at = i + 1;
  let digits = "";
  while (at < tokens.length) {
    const d = WHOLE.get(tokens[at] ?? "");
    if (d === undefined || d > 9) break;
    digits += String(d);
    at += 1;
  }
  return digits ? { digits, end: at } : undefined;
}

const CLOCK_WORDS = new Set(["at", "around", "by"]);
const MERIDIEM = /^(?:am|pm)$/;

/** "at seven", "around twelve thirty", "at six pm": a clock time said in words, as the time reader reads digits. */
function readClock(tokens: readonly string[], i: number): { text: string; end: number } | undefined {
  if (!CLOCK_WORDS.has(tokens[i] ?? "")) return undefined;
  let at = i + 1;
  while (ROUGHLY.has(tokens[at] ?? "")) at += 1;
  const hour = WHOLE.get(tokens[at] ?? "");
  if (hour === undefined || hour < 1 || hour > 12) return undefined;
  at += 1;
  let minute = 0;
  const minutes = readTens(tokens, at);
  if (minutes && QUARTER_HOURS.has(minutes.value)) {
    minute = minutes.value;
    at = minutes.end;
  } else if (tokens[at] === "o'clock") at += 1;
  const meridiem = MERIDIEM.test(tokens[at] ?? "") ? (tokens[at++] as string) : "";
  // "around two cups of rice", "i had around two eggs": a number said before a unit, an amount or a food is an amount.
  const next = tokens[at] ?? "";
  const food = isFoodWord(next) && !isStopword(next);
  if (UNIT_BY_WORD.has(next) || next === "of" || (food && !meridiem && !minute)) return undefined;
  const clock = minute ? `${hour}:${String(minute).padStart(2, "0")}` : String(hour);
  return { text: `${tokens[i]} ${clock}${meridiem}`, end: at };
}

/**
 * Numbers said in words the way a speech recogniser writes them become digits, where one word would not say them:
 * "a hundred and fifty grams" → "150 grams", "thirty two ounce" → "32 ounce", "one point five cups" → "1.5 cups", a
 * number sizing what is counted ("two twelve ounce beers" → "two 12 ounce beers", "an eight piece nugget" → "an 8
 * piece nugget") and a clock time ("at twelve thirty" → "at 12:30", "around seven" → "around 7"). A number said alone
 * ("two eggs") stays a word for the quantity reader.
 */
export function digitsForSpelledNumbers(text: string): string {
  // "at seven, i had": punctuation after a word ends the number; it is kept after the digits.
  const typed = text.split(" ");
  const tokens = typed.map((t) => t.replace(TRAILING_MARK, ""));
  const marks = typed.map((t, i) => t.slice((tokens[i] as string).length));
  const out: string[] = [];
  for (let i = 0; i < tokens.length;) {
    // A word a mark ends is the last a number may take: "two, twelve ounce" is two numbers.
    const stop = marks.findIndex((m, j) => j >= i && m !== "");
    const upTo = stop < 0 ? tokens : tokens.slice(0, stop + 1);
    const clock = readClock(upTo, i);
    const whole = clock ? undefined : readWhole(upTo, i);
    const decimals = whole && readDecimals(upTo, whole.end);
    const end = clock?.end ?? decimals?.end ?? whole?.end ?? i;
    const said =
      clock?.text ??
      (whole && (end - i > 1 || (UNIT_BY_WORD.has(tokens[end] ?? "") && COUNTED_BEFORE.has(tokens[i - 1] ?? "")))
        ? decimals
          ? `${whole.value}.${decimals.digits}`
          : String(whole.value)
        : undefined);
    if (said !== undefined) {
      out.push(`${said}${marks[end - 1] ?? ""}`);
      i = end;
      continue;
    }
    out.push(typed[i] as string);
    i += 1;
  }
  return out.join(" ");
}

const TRAILING_MARK = /[,;.!?:]+$/;
/** Before these, one number word and a unit size what is counted ("two twelve ounce beers", "an eight piece"). */
const COUNTED_BEFORE = new Set(["a", "an", ...WHOLE.keys()]);
