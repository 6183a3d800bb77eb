import type { MealType } from "../../contracts/index.js";
import { isFoodWord, isOtherWord } from "../match/open-vocabulary.js";
import { phraseSayings } from "../match/food-phrases.js";
import { isStopword, stem } from "../match/tokenize.js";
import { NUMBER_WORDS, ROUGHLY } from "./lexicon/number-words.js";
import { SIZE_BY_WORD, UNIT_BY_WORD } from "./lexicon/unit-words.js";

export type PartOfDay = "morning" | "afternoon" | "evening" | "night";

/** One time or meal expression found in a normalized message. */
export interface TimeMention {
  start: number;
  end: number;
  mealType?: MealType;
  daysAgo?: number;
  weekday?: number;
  clock?: { hour: number; minute: number; meridiem?: "am" | "pm" };
  partOfDay?: PartOfDay;
}

const MEAL_WORDS: Record<string, MealType> = {
  breakfast: "breakfast",
  brunch: "breakfast",
  breakfasts: "breakfast",
  lunch: "lunch",
  luncheon: "lunch",
  lunches: "lunch",
  lunchtime: "lunch",
  breakfasttime: "breakfast",
  dinnertime: "dinner",
  suppertime: "dinner",
  snacktime: "snack",
  dinner: "dinner",
  supper: "dinner",
  dinners: "dinner",
  snack: "snack",
  snacks: "snack",
  "tea-time": "snack",
  teatime: "snack",
};
/** A word that names a meal ("lunch", "supper", "snacks"). */
export const isMealWord = (word: string): boolean => Object.hasOwn(MEAL_WORDS, word);
const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];
const PARTS: Record<string, PartOfDay> = {
  morning: "morning",
  "mid-morning": "morning",
  midmorning: "morning",
  afternoon: "afternoon",
  "mid-afternoon": "afternoon",
  midafternoon: "afternoon",
  evening: "evening",
  night: "night",
  "late-night": "night",
  midnight: "night",
  tonight: "evening",
};
const MEAL_ADJECTIVES =
  "quick|light|late|early|big|small|healthy|hearty|nutritious|satisfying|delicious|delightful|simple|mid-morning|midmorning|mid-afternoon|midafternoon|afternoon|morning|evening|night|late-night|midnight|little|tasty|lovely|wonderful|fancy|filling|leisurely|lazy|sweet|savory|post-workout|pre-workout|school|work|office|weekend|family|usual|daily|balanced|wholesome|comforting|cozy|relaxing|traditional|classic|special|festive|hurried|proper|full|late-afternoon|midday|mid-day";
const POSSESSIVES =
  "my|our|a|an|the|this|today's|tonight's|yesterday's|this morning's|this evening's|this afternoon's|last night's";
// "fruit snacks" are a candy, "a frozen dinner" a food, not a meal. A meal word followed by one of these names a food ("breakfast sausage", "dinner roll", "lunch meat").
const FOOD_AFTER_MEAL =
  "meats?|rolls?|sausages?|burritos?|sandwich(?:es)?|cereals?|bars?|links?|pastr(?:y|ies)|tacos?|potatoes|casseroles?|biscuits?|salads?|plates?|specials?|combos?|size|sized|cakes?|tarts?|crackers?|mix|packs?|pies?|foods?|items?|strips?|patt(?:y|ies)|pizzas?|bowls?|wraps?|chips?|fruit|kits?|box(?:es)?|blend|tea|muffins?";

const MEAL_WORD_SOURCE = Object.keys(MEAL_WORDS).join("|");
/** A word that may describe a meal: one of MEAL_ADJECTIVES, or any word checked in code to name no food. */
const MEAL_DESCRIBER = `(?!(?:${MEAL_WORD_SOURCE}|${POSSESSIVES}|and|or|of|with|for|at|i|we)\\b)[a-z'-]+`;
const MEAL_ADJECTIVE_SET: ReadonlySet<string> = new Set(MEAL_ADJECTIVES.split("|"));
/** "a speedy snack", "a zippy lunch": praise no list holds still describes the meal when it names no food. */
const describesMeal = (word: string) => MEAL_ADJECTIVE_SET.has(word) || isOtherWord(word);

const MEAL_PATTERN = new RegExp(
  `\\b(?:(?:for|at|during|with|as|over|after|before|in|from)\\s+)?(?:(${POSSESSIVES})\\s+)?((?:${MEAL_DESCRIBER}\\s+){0,2})(?<!\\b(?:fruit|fruity|frozen|tv)[\\s-])(${MEAL_WORD_SOURCE})(?:\\s+(?:time|break|today|tonight|dessert))?\\b(?![-\\s](?:${FOOD_AFTER_MEAL})\\b)`,
  "dg",
);
const NUMBER_WORD_SOURCE = [...NUMBER_WORDS.keys()].join("|");
const DAY_PATTERNS: readonly (readonly [RegExp, (m: RegExpExecArray) => Partial<TimeMention>])[] = [
  [/\b(?:the\s+)?day before yesterday\b/g, () => ({ daysAgo: 2 })],
  [
    /\b(?:(?:on|for|at|from)\s+)?yesterday(?:'s)?(?:\s+(morning|afternoon|evening|night))?\b/g,
    (m) => ({ daysAgo: 1, partOfDay: m[1] ? PARTS[m[1]] : undefined }),
  ],
  [/\blast night(?:'s)?\b/g, () => ({ daysAgo: 1, partOfDay: "night" })],
  [/\btonight(?:'s)?\b/g, () => ({ daysAgo: 0, partOfDay: "evening" })],
  [
    /\b(?:earlier\s+)?(?:this|in the)\s+(morning|afternoon|evening)(?:'s)?\b/g,
    (m) => ({ partOfDay: PARTS[m[1] as string] }),
  ],
  [/\b(?:earlier\s+)?today(?:'s)?\b/g, () => ({ daysAgo: 0 })],
  [
    new RegExp(`\\b(\\d+|${NUMBER_WORD_SOURCE}|a|an)\\s+days?\\s+ago\\b`, "g"),
    (m) => ({ daysAgo: dayCount(m[1] as string) }),
  ],
  [
    new RegExp(
      `\\b(?:(?:on|last|this past|past)\\s+)?(${WEEKDAYS.join("|")})(?:'s)?(?:\\s+(morning|afternoon|evening|night))?\\b`,
      "g",
    ),
    (m) => ({
      weekday: WEEKDAYS.indexOf(m[1] as string),
      partOfDay: m[2] ? PARTS[m[2]] : undefined,
    }),
  ],
];
// "8am, 1230 chicken noodle soup": a clock time typed without its colon, on a 12-hour clock. Not a round hundred, a
// number with a decimal or a calorie count, a weight or a measure ("250 g"), nor a count of a food said in the
// plural ("150 almonds").
const WITHOUT_COLON = /(?:^|(?<=[\s,]))(\d{1,2})([0-5]\d)()(?=[\s,.;!?]|$)(?!\.\d|-)/g;
const CLOCK_PATTERNS: readonly RegExp[] = [
  /(?:\b(?:at|around|about|by|approximately|approx|circa)\s+|@\s*)(\d{1,2})(?::(\d{2}))?\s*(am|pm|o'clock|h)?(?=[\s,.;!?]|$)(?!\.\d|\s*(?:g|kg|mg|ml|l|oz|fl_oz|lbs?|cups?|tbsp|tsp|grams?|ounces?)\b)/g,
  /(?:^|\s)(\d{1,2})(?::(\d{2}))?\s*(am|pm)\b/g,
  /(?:^|\s)(\d{1,2}):(\d{2})()\b/g,
  WITHOUT_COLON,
];
const NAMED_CLOCK = /\b(?:(?:at|around|about|by)\s+)?(noon|midday|midnight)\b(?!\s+snack)/g;

function dayCount(word: string): number {
  if (word === "a" || word === "an") return 1;
  return NUMBER_WORDS.get(word) ?? Number(word);
}

function nextWord(text: string, index: number): string {
  return /^\s*([a-z_]+)/.exec(text.slice(index))?.[1] ?? "";
}

function clockMentions(text: string, out: TimeMention[]): void {
  for (const pattern of CLOCK_PATTERNS) {
    for (const m of text.matchAll(pattern)) {
      const hour = Number(m[1]);
      const minute = m[2] ? Number(m[2]) : 0;
      const marker = m[3];
      if (hour > 23 || minute > 59 || (marker && (marker === "am" || marker === "pm") && hour > 12)) continue;
      // "at 2 cups" is an amount, not a time; so is "about 2 cookies", a guess at how many of a food said in the
      // plural ("around 12 chicken salad" is noon).
      const next = nextWord(text, (m.index ?? 0) + m[0].length);
      const countable = () => next !== stem(next) && !isStopword(next) && isFoodWord(next);
      const amount = m[2] === "00" || hour === 0 || hour > 12 || UNIT_BY_WORD.has(next) || countable();
      if (pattern === WITHOUT_COLON && amount) continue;
      const guessed = ROUGHLY.has(m[0].trim().split(/\s+/)[0] ?? "") && (SIZE_BY_WORD.has(next) || countable());
      if (!marker && !m[2] && (UNIT_BY_WORD.has(next) || guessed)) continue;
      const start = (m.index ?? 0) + (m[0].length - m[0].trimStart().length);
      const meridiem = marker === "am" || marker === "pm" ? marker : undefined;
      out.push({
        start,
        end: (m.index ?? 0) + m[0].length,
        clock: { hour, minute, meridiem },
      });
    }
  }
  for (const m of text.matchAll(NAMED_CLOCK)) {
    const hour = m[1] === "midnight" ? 0 : 12;
    out.push({
      start: m.index ?? 0,
      end: (m.index ?? 0) + m[0].length,
      clock: { hour, minute: 0, meridiem: hour === 0 ? "am" : "pm" },
    });
  }
}

/** Finds every time and meal expression, sorted and with overlapping ones merged. */
export function findTimeMentions(text: string): TimeMention[] {
  const found: TimeMention[] = [];
  for (const m of text.matchAll(MEAL_PATTERN)) {
    const adjectives = (m[2] ?? "").trim().split(/\s+/).filter(Boolean);
    // "mcd big breakfast": a meal word the phrase table names a food by, with the word before it, is that food.
    if (adjectives.length > 0 && phraseSayings().has(`${adjectives.at(-1)} ${m[3] as string}`)) continue;
    // "a banana snack": a food before the meal word leaves only the meal word itself as the mention.
    const describes = adjectives.every(describesMeal);
    const possessive = describes ? (m[1] ?? "") : "";
    const part = describes ? adjectives.map((a) => PARTS[a]).find(Boolean) : undefined;
    const mention: TimeMention = {
      start: describes ? (m.index ?? 0) : (m.indices?.[3]?.[0] ?? m.index ?? 0),
      end: (m.index ?? 0) + m[0].length,
      mealType: MEAL_WORDS[m[3] as string],
    };
    if (part) mention.partOfDay = part;
    if (possessive.startsWith("yesterday") || possessive.startsWith("last night")) mention.daysAgo = 1;
    if (/today|tonight|this /.test(possessive)) mention.daysAgo = 0;
    found.push(mention);
  }
  for (const [pattern, read] of DAY_PATTERNS) {
    for (const m of text.matchAll(pattern)) {
      const info = read(m);
      const mention: TimeMention = {
        start: m.index ?? 0,
        end: (m.index ?? 0) + m[0].length,
      };
      if (info.daysAgo !== undefined) mention.daysAgo = info.daysAgo;
      if (info.weekday !== undefined) mention.weekday = info.weekday;
      if (info.partOfDay) mention.partOfDay = info.partOfDay;
      found.push(mention);
    }
  }
  clockMentions(text, found);
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: TimeMention[] = [];
  for (const mention of found) {
    const last = merged[merged.length - 1];
    if (last && mention.start < last.end) {
      last.end = Math.max(last.end, mention.end);
      last.mealType ??= mention.mealType;
      last.daysAgo ??= mention.daysAgo;
      last.weekday ??= mention.weekday;
      last.clock ??= mention.clock;
      last.partOfDay ??= mention.partOfDay;
    } else merged.push({ ...mention });
  }
  return merged;
}
