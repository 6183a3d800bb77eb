import { readVocabulary } from "../../vocabulary/read-vocabulary.js";

/** Amount words: data in src/nutrition/vocabulary/number-words.json. */
const NUMBERS = readVocabulary("number-words.json");

/** Words people use for amounts: the quantity reader reads nothing else. */
export const NUMBER_WORDS: ReadonlyMap<string, number> = new Map(Object.entries(NUMBERS.numbers));

/** Words that only count when an article precedes them or "of" follows ("a couple of", "a few"). */
export const VAGUE_COUNT_WORDS: ReadonlySet<string> = new Set(NUMBERS.vague);

/** Unicode fraction glyphs, replaced by decimals before anything else reads the text. */
export const FRACTION_GLYPHS: ReadonlyMap<string, number> = new Map(Object.entries(NUMBERS.fractionGlyphs));

/** Words around a fraction said of the food just named ("a large pizza, ate half of it"). */
export const FRACTION_OF_LAST_WORDS: ReadonlySet<string> = new Set(NUMBERS.fractionOfLast);

/** Who a food was shared with: one more eater ("my wife") or several, counted ("2 friends"). */
export const SHARED_WITH = NUMBERS.sharedWith;

/** Number words a speech recogniser writes as other words ("i had to slices", "i eight a bowl"). */
export const HEARD_AS = NUMBERS.heardAs;

/** Who tells what was eaten ("i", "we") and the verbs they tell it with ("had", "ate"). */
export const TELLERS: ReadonlySet<string> = new Set(NUMBERS.tellers);
export const EATING_VERBS: ReadonlySet<string> = new Set(NUMBERS.eatingVerbs);

/** Words before a count said after a food that deny another count ("two cups of rice not one"). */
export const COUNT_DENIED: readonly string[] = NUMBERS.countDenied;

/** Words that say a count said after a food is rough: "nuggets like 4". */
export const ROUGHLY: ReadonlySet<string> = new Set(NUMBERS.roughly);

/** What "of" points back at after a count said after a food: "pancakes three of them". */
export const COUNTED_BACK: ReadonlySet<string> = new Set(NUMBERS.countedBack);

/** Words after an amount that give it to every food of the list said with it ("1 cup each"). */
export const APIECE: readonly string[] = NUMBERS.apiece;

/** Words before a count that say how many of the food before it ("cheeseburger x2"). */
export const TIMES_WORDS: ReadonlySet<string> = new Set(NUMBERS.times);

/** Words that make the number after them a menu item's ("jersey mikes number 13"), no count. */
export const MENU_NUMBERS: ReadonlySet<string> = new Set(NUMBERS.menuNumbers);

/** How a small amount put into a drink or on a food is said ("a little", "a bit"): as good as no amount. */
export const A_LITTLE: ReadonlySet<string> = new Set(NUMBERS.aLittle);

/** What a price is said in after its number ("25 cent"). */
export const PRICE_WORDS: readonly string[] = NUMBERS.priceWords;

/** Whole numbers said as one word ("two", "thirty", "hundred"): no share ("half") and no vague count ("couple"). */
export const WHOLE_NUMBER_WORDS: ReadonlyMap<string, number> = new Map(
  [...NUMBER_WORDS].filter(([w, n]) => Number.isInteger(n) && !VAGUE_COUNT_WORDS.has(w)),
);
