import { COMPOUND_FOODS } from "./lexicon/compound-foods.js";
import { LABEL_NUTRIENTS } from "./lexicon/describer-words.js";
import { FOOD_SHORTHAND } from "./lexicon/food-shorthand.js";
import { FRACTION_GLYPHS, NUMBER_WORDS, PRICE_WORDS, SHARED_WITH } from "./lexicon/number-words.js";
import { withCorrectionsApplied } from "./self-corrections.js";
import { digitsForSpelledNumbers } from "./spelled-numbers.js";
import { numbersForHomophones } from "./number-homophones.js";
import { drinkBeforeWhatWentIn } from "./put-into.js";
import { HOLDING_COUNT, MULTI_WORD_UNITS, UNIT_BY_WORD } from "./lexicon/unit-words.js";
import { escapeRegExp } from "./escape-reg-exp.js";

const GLYPH_SOURCE = [...FRACTION_GLYPHS.keys()].join("");
const MIXED_GLYPH = new RegExp(`(\\d)\\s*([${GLYPH_SOURCE}])`, "g");
const LONE_GLYPH = new RegExp(`[${GLYPH_SOURCE}]`, "g");
const FRACTION_SLASH = /⁄/g;
// Case carries meaning only here: "1 T" is a tablespoon, "1 t" a teaspoon.
const CAPITAL_T = /(\d\s*|\b(?:a|an|one|two|three|half)\s+)T\b(?![.'’-])/g;
const SMALL_T = /(\d\s*|\b(?:a|an|one|two|three|half)\s+)t\b(?![.'’-])/g;
const SMART_QUOTES = /[‘’ʼ`´]/g;
const DOUBLE_QUOTES = /[“”"«»]/g;
// A double quote or prime straight after a number is the inch mark ('subway 6" meatball', '12″ pizza').
const INCH_MARK = /(\d)\s?["”″](?=\s|$|[,.;])/g;
const DASHES = /[–—]/g;
/** "fried chicken—175 g of breast and 110 g of thigh—both from…": an em dash between words sets a clause apart. */
const CLAUSE_DASH = /(?<=[a-z])\s*—\s*(?=[a-z\d])|(?<=\d)\s*—\s*(?=[a-z])/gi;
const DECIMAL_COMMA = /(\d),(\d{1,2})(?!\d)/g;
// "1,000,000": every group of a number with thousands separators, not only the first.
const THOUSANDS = /\d(?:,\d{3})+(?!\d)/g;
const AM_PM = /\b([ap])\.\s?m\.?(?=\s|$|[,;!?])/g;
const WITHOUT_SLASH = /\bw\/o\b\.?\s*|\bwo\/\s*|\bw\/?\s?out\b\s*/g;
const WITH_SLASH = /\bw\/\s*/g;
/**
 * "eggs/toast/coffee": a slash between words that each end an item lists foods, as a comma does; one between words
 * of a phrase offers alternatives ("a fun/snack size bar", "a child/senior drink"), and "and/or" is "or".
 */
const AND_OR = /\band\s*\/\s*or\b/g;
/** "~2 cookies", "~ 150g": a tilde before a number is "about". */
const TILDE_ABOUT = /~\s*(?=\d)/g;
const WORD_SLASH = /(?<=[a-z])\s*\/\s*(?=[a-z]+\s*(?:\/|[,.;!?]|$))/g;
/** A note typed over several lines ("breakfast: eggs\nlunch: soup") ends an item at each line, as a semicolon does. */
const LINE_BREAKS = /\s*[\r\n]+\s*/g;
/** "a Chips Ahoy! cookie": an exclamation mark before a word in lower case is part of a name, not a sentence's end. */
const BANG_IN_NAME = /!(?=\s+[a-z])/g;
/** "1) oatmeal 2) banana": a list's numbers are no amounts. */
const ENUMERATION = /(^|[\s;,])\d{1,2}\)\s+/g;
const AMPERSAND = /\s*&\s*/g;
// "soup + grilled cheese": a plus between words ends an item, as a semicolon does: "burger w cheese + fries" is no
// burger with cheese fries; one opening a line is a list's bullet ("+ 2 eggs").
const PLUS = /(?:^|\s+)\+\s+/g;
const PROTECTED_AMPERSANDS = /\b(m&m|a&w|h&h|pb&j|pbj&)\b/g;
// "Hot Pockets Beef & Cheddar": an ampersand between capitalised words is inside a product's name.
const NAME_AMPERSAND = /(\b[A-Z][\w']*) & (?=[A-Z])/g;
const MIXED_FRACTION = /\b(\d+)\s+(\d+)\/(\d+)\b/g;
const SIMPLE_FRACTION = /(^|[^\d/.])(\d+)\/(\d+)(?![\d/])/g;
const PERCENT = 100;
/** Ground meat is sold from 70% lean ("70/30") up; "similac 60/40" is a product's name. */
const LEANEST_SOLD = 70;
/** "a bowl and a half of cereal": one and a half of the unit. */
const UNIT_AND_HALF = /\b(?:a|an|one)\s+([a-z]+)\s+and\s+a\s+half\b/g;
const WORD_AND_HALF = new RegExp(
  // "half and half" is cream, not one.
  `\\b(\\d+(?:\\.\\d+)?|${[...NUMBER_WORDS.keys()].filter((w) => w !== "half").join("|")})\\s+and\\s+(?:a\\s+)?(half|quarter|1/2|1/4|0\\.5|0\\.25)\\b`,
  "g",
);
const NUMBER_THEN_LETTERS = /(\d)(?=[a-z])/g;
/** "3d energy": a brand's word that opens with a number (compound-foods.json) stays one word, not "3 d". */
const NUMBERED_NAMES = new Set(COMPOUND_FOODS.flatMap((c) => c.split(" ")).filter((w) => /^\d+[a-z]/.test(w)));
const splitNumberThenLetters = (w: string): string =>
  NUMBERED_NAMES.has(w) ? w : w.replace(NUMBER_THEN_LETTERS, "$1 ");
// ".5 oz": a decimal point with no leading zero is still a number, not sentence punctuation.
const BARE_DECIMAL = /(^|[^\d.])\.(\d)/g;
// "three-quarters of a cup", "two thirds", "one-fourth": spelled fractions become decimals.
const SPELLED_FRACTION = /\b(one|two|three)[- ](quarters?|thirds?|fourths?|halves)\b/g;
const FRACTION_PARTS: Record<string, number> = { quarter: 4, fourth: 4, third: 3, half: 2, halve: 2 };
// "a quarter-cup", "a half-ounce slice": the fraction and its unit are two words.
const GLUED_FRACTION_UNIT = /\b(half|quarter|third)-(?!and-)(?=[a-z])/g;
const HALF_AND_HALF = /\bhalf-and-half\b/g;
// "a side of one cup of rice": "a side of" before an amount only introduces it.
const SIDE_OF_AMOUNT = /\ba side of (?=(?:a|an|one|two|three|half|\d)\b)/g;
/** "protein shake 30g protein", "bar w 20 g of protein": what a food holds, said by its label, is no amount of it. */
const NUTRIENT_CLAIM = new RegExp(
  `(?<=[a-z]\\s+)\\d+(?:\\.\\d+)?\\s*(?:g|grams?)\\s+(?:of\\s+)?(?:${LABEL_NUTRIENTS.join("|")})\\b(?=\\s*(?:$|[,;.)]|and\\b|with\\b|w\\b))`,
  "g",
);
/** "a package containing two breakfast tarts" is two breakfast tarts; "pancakes stack of 3" three pancakes. */
const PACKAGE_CONTAINING = new RegExp(
  `\\b(?:(?:a|an|one) )?(?:${HOLDING_COUNT.join("|")}) (?:containing|that contained|that had|with|holding|of) (?=(?:two|three|four|five|six|\\d+)\\b(?![%.]))`,
  "g",
);
/** "leaving the skin behind", "skipping the skin and coating": parts of a food left uneaten, said as "without". */
const LEFT_UNEATEN =
  /\b(?:(?:making sure|being sure|careful) to )?(?:leaving|left|skip|skipping|skipped|avoiding|avoided|avoid|sans|discarding|discarded|removing|forgoing|unaccompanied by) (?:off |out )?(?:the )?(skin|coating|breading)((?: and (?:the )?(?:skin|coating|breading))?)(?: (?:behind|off|aside|out|entirely))?\b/g;
/** "the juice of one lime" is freshly squeezed lime juice, counted by the fruit (USDA's "Juice of 1 lime"). */
const JUICE_OF_FRUIT =
  /\b(?:the )?juice (?:of|from) (a|an|one|two|three|half a|\d+(?:\.\d+)?) (?:freshly squeezed |fresh |ripe |juicy )?(lemon|lime|orange|grapefruit)s?(?: (slice|wedge)s?)?\b/g;
/** "a drumstick of fried chicken" is a fried chicken drumstick: USDA names the bird's parts after the bird. */
const POULTRY_PART_OF = /\b(drumsticks?|thighs?|wings?|breasts?|legs?) of ((?:[a-z-]+ ){0,2}?)(chicken|turkey|duck)\b/g;
const NUMBER_HYPHEN_LETTERS = /(\d)-(?=[a-z])/g;
// "a 90 calorie granola bar", "100-calorie pack": a number said of "calorie" names the product, it counts nothing.
const CALORIE_KIND = /\b(\d+)[\s-]calorie\b/g;
const TIMES_BEFORE_NUMBER = /(^|\s)x(?=\d)/g;
const SIZED = /\b(small|medium|large|big|extra_large|jumbo|regular|mid|average)-(sized?|ish)\b/g;
const SIZE_COMPOUNDS =
  /\b(snack|fun|bun|king|bite|family|party|kid|child|single[- ]serv(?:e|ing))[\s-]+(size|sized)\b/g;
const PERCENT_WORD = /(\d)\s*(?:percent|per cent)\b/g;
const SPACES = /\s+/g;
const ODD_SYMBOLS = /[*#_=<>|{}[\]]+/g;
/** "jersey mikes #13", "whataburger #1": a menu's number names an item, it counts nothing. */
const MENU_NUMBER = /#\s*\d+\b/g;
/** "tacos (3)", "wings (6)": a count in brackets after a food is how many ("tacos x3"). */
const COUNT_IN_PARENS = /(?<=[a-z])\s*\((\d{1,2})\)/g;
const PARENS = /[()]/g;
/** "the 25 cent pack", "$5 footlong": a price names no amount. */
const PRICE = new RegExp(
  `\\$\\s?\\d+(?:\\.\\d{1,2})?|\\b\\d+(?:\\.\\d+)?\\s?(?:${PRICE_WORDS.map(escapeRegExp).join("|")})(?![a-z])`,
  "g",
);
/**
 * "shared a large pizza w 2 friends", "split a dessert with my wife": each person it was shared with is one more
 * eater, so the food's amount is the user's share, said as "ate" the way "a large pizza, ate half" is read.
 */
const SHARED = new RegExp(
  `\\b(?:${SHARED_WITH.verbs.join("|")})\\s+(.+?)\\s+(?:with|w/?)\\s+(?:(my|a|the|${[...NUMBER_WORDS.keys()].join("|")}|\\d+)\\s+)?(?:\\w+\\s+)?(${[...SHARED_WITH.one, ...SHARED_WITH.many].join("|")})\\b`,
  "g",
);
/** "split a slice of cheesecake", "shared a pizza": shared with nobody named, it was shared by two. */
const SHARED_BY_TWO = new RegExp(
  `\\b(?:${SHARED_WITH.verbs.join("|")})\\s+((?:a|an|one|the|\\d+)\\s.+?)(?=\\s*(?:[,;.!?]|\\band\\b|\\+|$))`,
  "g",
);
function shared(_m: string, food: string, count: string | undefined, who: string): string {
  const others = SHARED_WITH.one.includes(who) ? 1 : count === undefined ? undefined : numberValue(count);
  return others === undefined || !(others >= 1) ? `${food}` : `${food}, ate ${round(1 / (others + 1))}`;
}

const SHORTHAND_KEYS = [...FOOD_SHORTHAND.keys()].sort((a, b) => b.length - a.length);
const SHORTHAND = new RegExp(`(?<![a-z0-9&'])(?:${SHORTHAND_KEYS.map(escapeRegExp).join("|")})(?![a-z0-9&'])`, "g");

/**
 * The shorthand's spelling out, unless the words it adds are said right after it already: "a glass of red" is red
 * wine, "a glass of red table wine" says so itself.
 */
function expandShorthand(said: string, after: string): string {
  const full = FOOD_SHORTHAND.get(said) ?? said;
  // "pb&j sandwich": the word the spelling out ends in, said next, is said once.
  const last = full.split(" ").at(-1) ?? "";
  if (full.includes(" ") && /^\s*([a-z]+)/.exec(after)?.[1] === last) return full.slice(0, -last.length - 1);
  if (!full.startsWith(`${said} `)) return full;
  const added = full.slice(said.length + 1).split(" ");
  const next = (after.match(/[a-z]+/g) ?? []).slice(0, 3);
  return added.some((w) => next.includes(w)) ? said : full;
}

function numberValue(word: string): number {
  return NUMBER_WORDS.get(word) ?? Number(word);
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/**
 * One lowercase spelling for everything the readers look at: fraction glyphs and "1 1/2" become decimals,
 * glued units come apart ("200g" → "200 g", "12-oz" → "12 oz"), shorthand and misspellings are expanded,
 * "fl oz" and "extra large" become single tokens. Sentence punctuation is kept for the splitters.
 */
export function normalizeText(text: string): string {
  let s = text
    .replace(LINE_BREAKS, "; ")
    .replace(BANG_IN_NAME, "")
    .replace(ENUMERATION, "$1; ")
    .replace(NAME_AMPERSAND, "$1 \uE000 ")
    .replace(FRACTION_SLASH, "/")
    .replace(
      MIXED_GLYPH,
      (_m, whole: string, glyph: string) => `${round(Number(whole) + (FRACTION_GLYPHS.get(glyph) ?? 0))}`,
    )
    .replace(LONE_GLYPH, (glyph) => ` ${round(FRACTION_GLYPHS.get(glyph) ?? 0)}`)
    .replace(CAPITAL_T, "$1tbsp")
    .replace(SMALL_T, "$1tsp")
    .toLowerCase()
    .replace(SMART_QUOTES, "'")
    .replace(INCH_MARK, "$1 inch")
    .replace(DOUBLE_QUOTES, " ")
    .replace(CLAUSE_DASH, ", ")
    .replace(DASHES, "-")
    .replace(THOUSANDS, (number) => number.replaceAll(",", ""))
    .replace(DECIMAL_COMMA, "$1.$2")
    .replace(BARE_DECIMAL, (_m, pre: string, digit: string) => `${pre}0.${digit}`)
    .replace(AM_PM, "$1m")
    .replace(WITHOUT_SLASH, "without ")
    .replace(WITH_SLASH, "with ")
    .replace(AND_OR, "or")
    .replace(TILDE_ABOUT, " about ")
    .replace(WORD_SLASH, ", ");
  s = drinkBeforeWhatWentIn(withCorrectionsApplied(digitsForSpelledNumbers(numbersForHomophones(s))));
  s = s.replace(SHORTHAND, (m: string, at: number, all: string) => expandShorthand(m, all.slice(at + m.length)));
  s = s
    .replace(PROTECTED_AMPERSANDS, (m) => m.replace("&", "\uE000"))
    .replace(AMPERSAND, " and ")
    .replace(PLUS, "; ")
    .replace(/\uE000/g, "&")
    .replace(MIXED_FRACTION, (_m, w: string, n: string, d: string) => `${round(Number(w) + Number(n) / Number(d))}`)
    .replace(SIMPLE_FRACTION, (_m, pre: string, n: string, d: string) =>
      // "93/7 ground turkey", "80/20 beef": a lean-to-fat ratio, as USDA names ground meat ("80% lean meat / 20% fat").
      Number(n) + Number(d) === PERCENT && Number(n) >= LEANEST_SOLD
        ? `${pre}${n}% lean`
        : `${pre}${Number(d) === 0 ? n : round(Number(n) / Number(d))}`,
    )
    .replace(UNIT_AND_HALF, (m, unit: string) => (UNIT_BY_WORD.has(unit) ? `1.5 ${unit}` : m))
    .replace(WORD_AND_HALF, (_m, w: string, frac: string) => {
      const part = frac === "quarter" || frac === "1/4" || frac === "0.25" ? 0.25 : 0.5;
      return `${round(numberValue(w) + part)}`;
    })
    .replace(SPELLED_FRACTION, (_m, n: string, part: string) => {
      const parts = FRACTION_PARTS[part.replace(/s$/, "")] ?? 1;
      return `${round((NUMBER_WORDS.get(n) ?? 1) / parts)}`;
    })
    .replace(HALF_AND_HALF, "half and half")
    .replace(GLUED_FRACTION_UNIT, "$1 ")
    .replace(PRICE, " ")
    .replace(SHARED, shared)
    .replace(SHARED_BY_TWO, "$1, ate 0.5")
    .replace(SIDE_OF_AMOUNT, "")
    .replace(NUTRIENT_CLAIM, " ")
    .replace(PACKAGE_CONTAINING, "")
    .replace(LEFT_UNEATEN, "without the $1$2")
    .replace(POULTRY_PART_OF, "$2$3 $1")
    .replace(JUICE_OF_FRUIT, (_m, n: string, fruit: string, cut?: string) =>
      cut ? `${n} ${cut} of freshly squeezed ${fruit} juice` : `${n} freshly squeezed ${fruit} juice`,
    )
    .replace(PERCENT_WORD, "$1%")
    .replace(SIZE_COMPOUNDS, (_m, w: string) => `${w.replace(/\s/g, "-")}-size`)
    .replace(CALORIE_KIND, "$1-calorie")
    .replace(MENU_NUMBER, " ")
    .replace(COUNT_IN_PARENS, " x$1")
    .replace(TIMES_BEFORE_NUMBER, "$1x ")
    .replace(NUMBER_HYPHEN_LETTERS, (m, digit: string, at: number, all: string) =>
      all.startsWith("-calorie", at + 1) ? m : `${digit} `,
    )
    .replace(/\d+[a-z]\w*/g, splitNumberThenLetters)
    .replace(PARENS, " ")
    .replace(ODD_SYMBOLS, " ");
  for (const [pattern, token] of MULTI_WORD_UNITS) s = s.replace(pattern, token);
  return s.replace(SIZED, "$1").replace(SPACES, " ").trim();
}
