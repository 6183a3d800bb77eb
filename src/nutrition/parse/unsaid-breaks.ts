import { isFoodNameWord, isFoodWord, isOtherWord } from "../match/open-vocabulary.js";
import { isStopword } from "../match/tokenize.js";
import { BEFORE_A_VERB, JOINING_WORDS } from "./lexicon/break-words.js";
import { endsChainName } from "./lexicon/chain-names.js";
import { FILLER_WORDS, LEAD_FILLER_WORDS } from "./lexicon/filler-words.js";
import { COOKING_VERBS } from "./lexicon/extra-words.js";
import { APIECE, NUMBER_WORDS, TIMES_WORDS } from "./lexicon/number-words.js";
import { PART_JOINERS } from "./lexicon/part-joiners.js";
import { MEASURES_WHAT_FOLLOWS, SIZE_BY_WORD, UNIT_BY_WORD } from "./lexicon/unit-words.js";
import { isDigits, readQuantityAt } from "./quantity-reader.js";
import { countOfLast, fractionOfLast } from "./fraction-of-last.js";

const APIECE_WORDS: ReadonlySet<string> = new Set(APIECE);
/** The words that list foods ("and"). */
const LISTED: ReadonlySet<string> = new Set(PART_JOINERS.listing);

/** No amount, size, praise or joining word. */
const namesNoAmountOrTalk = (word: string): boolean =>
  !JOINING_WORDS.has(word) &&
  !isStopword(word) &&
  !FILLER_WORDS.has(word) &&
  !SIZE_BY_WORD.has(word) &&
  !NUMBER_WORDS.has(word);

/** A word that can end a food's name, and no amount, unit, size or joining word. */
const endsFood = (word: string): boolean =>
  isFoodNameWord(word) && namesNoAmountOrTalk(word) && !UNIT_BY_WORD.has(word);

/**
 * A word that can end a food before "a"/"an": any food word, units that name foods included ("… fruit leather a
 * brownie", "… a nutrition bar a slice of bread").
 */
const endsFoodBeforeArticle = (word: string): boolean => isFoodWord(word) && namesNoAmountOrTalk(word);

/** Whether the words from `i` on open another item: an article, or a count or size followed by food words. */
function opensItem(tokens: readonly string[], i: number): boolean {
  const t = tokens[i] ?? "";
  // "chicken thigh x 2 air fried": a count after "x" is how many of the food before it.
  if (TIMES_WORDS.has(tokens[i - 1] ?? "")) return false;
  if (t === "a" || t === "an") return tokens[i + 1] !== "la";
  if (!/^\d+(?:\.\d+)?$/.test(t) && !NUMBER_WORDS.has(t) && !SIZE_BY_WORD.has(t)) return false;
  let j = i + 1;
  if (UNIT_BY_WORD.has(tokens[j] ?? "")) j += 1;
  // "… pop tart 1 fl oz of fat-free milk": a count and its unit said "of" something open an item, whatever follows.
  if (j === i + 2 && tokens[j] === "of") return true;
  if (tokens[j] === "of") j += 1;
  // "one perfectly boiled egg": praise between the count and the food.
  while (j < i + 4 && (FILLER_WORDS.has(tokens[j] ?? "") || isOtherWord(tokens[j] ?? ""))) j += 1;
  const next = tokens[j];
  // "two boiled eggs": the words after a count may open with how the food was made.
  return next !== undefined && (endsFood(next) || (isFoodWord(next) && !isStopword(next) && !UNIT_BY_WORD.has(next)));
}

const PRONOUNS = new Set(["i", "we"]);
/** Words that already join "I …" to what came before ("as I savored", "and then we had"). */
const CLAUSE_JOINERS = new Set([
  "and",
  "or",
  "as",
  "then",
  "while",
  "when",
  "so",
  "but",
  "because",
  "since",
  "also",
  "that",
  "which",
  "where",
]);
/** Talk between two foods: words that name no food ("enjoyed", "relished"), pronouns and the small words of talk. */
const isTalk = (t: string) => isOtherWord(t) || PRONOUNS.has(t) || isStopword(t) || LEAD_FILLER_WORDS.has(t);

/**
 * Whether the words from `i` on are a clause of talk that opens another item: "… water enjoyed a bag of chips",
 * "… my meal i sipped on a can of cola". It starts with a word that names no food or with "I"/"we".
 */
function talkOpensItem(tokens: readonly string[], i: number): boolean {
  const first = tokens[i] ?? "";
  if (!isOtherWord(first) && !PRONOUNS.has(first)) return false;
  for (let j = i + 1; j <= i + 4 && j < tokens.length; j++) {
    if (opensItem(tokens, j)) return true;
    if (!isTalk(tokens[j] ?? "")) return false;
  }
  return false;
}

/**
 * Marks where one item ends and the next begins when nothing says so, as in text typed without commas: "a cup of
 * milk a slice of toast", "big mac large fries large coke", "2 eggs 2 slices toast". A comma goes before an article,
 * count or size that follows a word ending a food's name, and before a clause of talk that leads to another item
 * ("… bottled water enjoyed a bag of chips", "… to round off my meal i sipped a can of cola"); "coffee 16 oz" keeps its
 * amount. Text that uses commas is left as it is.
 */
export function markUnsaidBreaks(text: string): string {
  // Text with commas already says where its items end; counts inside names ("Fiber One muffin") stay whole there.
  if (/[,;]/.test(text)) return text;
  const tokens = timesEndItems(text.split(" "));
  const typed = amountsTypedAfter(tokens);
  if (typed) return breaksAfterAmounts(tokens, typed);
  const out: string[] = [];
  let opened = 0;
  const endsAmount = amountsBeforeAmounts(tokens);
  tokens.forEach((t, i) => {
    const prev = tokens[i - 1];
    if (endsAmount.has(i)) {
      out.push(t, `${tokens[i + 1]},`);
      return;
    }
    if (endsAmount.has(i - 1)) return;
    const article = t === "a" || t === "an";
    const afterFood =
      prev !== undefined &&
      /^[a-z]+$/.test(prev) &&
      !BEFORE_A_VERB.has(tokens[i - 2] ?? "") &&
      (endsFood(prev) || (article && endsFoodBeforeArticle(prev)) || afterCountedFood(tokens, opened, i)) &&
      !endsChainName(tokens, i - 1); // "taco bell 3 soft tacos": the tacos are Taco Bell's
    // "to unwind i had a drink", "as a treat i savored a box of raisins": "I" after any word but a joining one.
    const clause =
      PRONOUNS.has(t) &&
      prev !== undefined &&
      /^[a-z'-]+$/.test(prev) &&
      !CLAUSE_JOINERS.has(prev) &&
      !PRONOUNS.has(prev) &&
      (talkOpensItem(tokens, i) ||
        fractionOfLast(tokens.slice(i).join(" ")) !== undefined ||
        countOfLast(tokens.slice(i).join(" ")) !== undefined);
    const listApiece = apiece(tokens, i) && tokens.slice(opened, i).some((w) => LISTED.has(w));
    if (clause || (afterFood && !listApiece && (opensItem(tokens, i) || talkOpensItem(tokens, i)))) {
      out[out.length - 1] = `${prev},`;
      opened = i;
    }
    out.push(t);
  });
  return out.join(" ");
}

/** "broccoli and cauliflower 1 c each": an amount said each after a list is the list's, no item of its own. */
function apiece(tokens: readonly string[], i: number): boolean {
  const end = readQuantityAt(tokens, i, false)?.end ?? i + 1;
  return APIECE_WORDS.has(tokens[end] ?? "");
}

/**
 * "spaghetti w meat sauce 2c 2 pc garlic bread": a measure typed straight after a food and straight before another
 * amount is that food's; the next amount opens the next item. Returns where each such measure's number is.
 */
function amountsBeforeAmounts(tokens: readonly string[]): Set<number> {
  const out = new Set<number>();
  tokens.forEach((t, i) => {
    const unit = UNIT_BY_WORD.get(tokens[i + 1] ?? "");
    if (
      isDigits(t) &&
      unit !== undefined &&
      !MEASURES_WHAT_FOLLOWS.has(unit) &&
      isDigits(tokens[i + 2] ?? "") &&
      endsFood(tokens[i - 1] ?? "")
    )
      out.add(i);
  });
  return out;
}

/**
 * "2 turkey sausage links 1 slice toast", "2 eggs over easy 2 sausage links": an item opened by a count and holding a
 * food word ends before the next count said in digits, whatever its last word ("links", "easy").
 */
function afterCountedFood(tokens: readonly string[], from: number, i: number): boolean {
  const prev = tokens[i - 1] ?? "";
  return (
    isDigits(tokens[i] ?? "") &&
    isDigits(tokens[from] ?? "") &&
    i - from >= 3 &&
    tokens.slice(from + 1, i).some((t) => isFoodToken(t) && !UNIT_BY_WORD.has(t)) &&
    !isDigits(tokens[i - 2] ?? "") &&
    !JOINING_WORDS.has(prev) &&
    !isStopword(prev) &&
    !FILLER_WORDS.has(prev)
  );
}

/**
 * "cheeseburger x2 fries": a multiplier typed after a food is that food's and ends its item, when more foods follow
 * ("tequila soda lime x2", typed last, is the list's).
 */
function timesEndItems(tokens: readonly string[]): string[] {
  return tokens.map((t, i) =>
    isDigits(t) &&
    TIMES_WORDS.has(tokens[i - 1] ?? "") &&
    isFoodToken(tokens[i - 2] ?? "") &&
    isFoodToken(tokens[i + 1] ?? "")
      ? `${t},`
      : t,
  );
}

/** How "with" is typed short ("w", "w/"). */
const WITH_TYPED = new Set(PART_JOINERS.withTyped);
/** Words that join foods: a note that says any is no bare list. */
const JOINED = new Set([...PART_JOINERS.joiners, ...PART_JOINERS.listing, ...JOINING_WORDS]);
const isFoodToken = (t: string): boolean => /^[a-z]+$/.test(t) && (endsFood(t) || isFoodWord(t));

/**
 * "chicken 150 g rice 200 g", "eggs 3 toast 2 slices": a note that opens with a food and ends with an amount says
 * each food's amount after it ("every"). "french toast 2 slices syrup", "dumplings 8 soy sauce": in a bare list that
 * opens with a food and its amount, that amount is the food's ("first"), and the others are read as said.
 */
function amountsTypedAfter(tokens: readonly string[]): "every" | "first" | "firstOnly" | undefined {
  if (!isFoodToken(tokens[0] ?? "")) return undefined;
  const last = tokens.length - 1;
  const endsInAmount =
    isDigits(tokens[last] ?? "") || (UNIT_BY_WORD.has(tokens[last] ?? "") && isDigits(tokens[last - 1] ?? ""));
  // Two amounts at least: "coffee 16 oz" is one food with its amount.
  if (endsInAmount && tokens.filter((t) => isDigits(t)).length >= 2) return "every";
  // The first amount follows the first food's words, not a chain's name ("taco bell 2 tacos"), and more words follow.
  const first = tokens.findIndex((t) => !isFoodToken(t) || !namesNoAmountOrTalk(t));
  // A joining word before it makes the amount the joined dish's ("chicken and rice 2 cups").
  if (tokens.slice(0, Math.max(first, 0)).some((t) => JOINED.has(t))) return undefined;
  // One after it joins what follows: the amount ends the first food only when another food follows it straight
  // ("pork chop 8oz applesauce and corn"), not its own food again ("tofu stir fry 6 oz tofu w bok choy") nor a joining
  // word, and the amounts after it are read as said ("cheesy bread 4 pieces and a 20oz coke").
  const joinedAfter = tokens.slice(first).some((t) => JOINED.has(t) || WITH_TYPED.has(t));
  if (joinedAfter) {
    const after = tokens[first < 0 ? 0 : (readQuantityAt(tokens, first, false)?.end ?? first + 1)] ?? "";
    if (!isFoodToken(after) || tokens.slice(0, first).includes(after)) return undefined;
  }
  const opens =
    first > 0 &&
    first < last &&
    isDigits(tokens[first] ?? "") &&
    endsFood(tokens[first - 1] ?? "") &&
    !COOKING_VERBS.has(tokens[first - 1] ?? "") && // "grilled 2 chicken breasts"
    !endsChainName(tokens, first - 1);
  return opens && typedAfter(tokens, first) ? (joinedAfter ? "firstOnly" : "first") : undefined;
}

/**
 * Whether the amount at `i`, between two foods, is the one before it: a measure is ("oatmeal 1 cup banana"), unless
 * one that measures what follows it (units.json `measuresWhatFollows`: "coffee 1 tbsp coffee mate"); a bare count only
 * of a food said in the plural ("dumplings 8 soy sauce", "dumplings pork 8 steamed", not "lo mein 2 crab rangoon" nor
 * "burger 2 tacos").
 */
function typedAfter(tokens: readonly string[], i: number): boolean {
  const unit = readQuantityAt(tokens, i, false)?.quantity.unit;
  if (unit) return !MEASURES_WHAT_FOLLOWS.has(unit);
  if (isPlural(tokens[i - 1] ?? "")) return true;
  // "dumplings pork 8 steamed": a word of the food since the amount before in the plural, then how it was made.
  const from = tokens.slice(0, i).findLastIndex((t) => isDigits(t)) + 1;
  return COOKING_VERBS.has(tokens[i + 1] ?? "") && tokens.slice(from, i).some((t) => isPlural(t) && isFoodToken(t));
}

/**
 * A comma after each amount that follows a food's word and is followed by more words; in a bare list ("first"), an
 * amount that is not the food's before it opens the next item instead ("butter chicken 1 cup rice 1 naan").
 */
function breaksAfterAmounts(tokens: readonly string[], which: "every" | "first" | "firstOnly"): string {
  const out: string[] = [];
  let broken = false;
  for (let i = 0; i < tokens.length; i++) {
    out.push(tokens[i] as string);
    const prev = tokens[i - 1] ?? "";
    // "chicken 6 oz 1 cup rice": an amount after another's unit opens its own item.
    const afterFood = isFoodToken(prev) && !UNIT_BY_WORD.has(prev);
    if (!isDigits(tokens[i] ?? "") || !afterFood || (which === "firstOnly" && broken)) continue;
    broken = true;
    if (which === "first" && !typedAfter(tokens, i)) {
      out[out.length - 2] = `${prev},`;
      continue;
    }
    const measure = readQuantityAt(tokens, i, false);
    const end = Math.max(measure?.end ?? i + 1, i + 1);
    for (let j = i + 1; j < end; j++) out.push(tokens[j] as string);
    i = end - 1;
    if (end < tokens.length) out[out.length - 1] = `${out[out.length - 1]},`;
  }
  return out.join(" ");
}

const isPlural = (word: string): boolean => /[^s]s$/.test(word);
