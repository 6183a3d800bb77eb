import {
  FILLER_WORDS,
  LEAD_FILLER_WORDS,
  LEAD_VERBS_AFTER_PRONOUN,
  LEAD_VERBS_BEFORE_AMOUNT,
  MODALS,
} from "./lexicon/filler-words.js";
import { PART_JOINERS } from "./lexicon/part-joiners.js";
import {
  findTrailingMeasure,
  findTrailingUnit,
  isDigits,
  isGrams,
  isMassOrVolume,
  readQuantityAt,
  readTrailingMultiplier,
  saysOnlySize,
} from "./quantity-reader.js";
import { TRAILING_CLAUSE } from "./lexicon/clause-words.js";
import { chainNameLength, isChainName, joinChainNames } from "./lexicon/chain-names.js";
import { COOKING_VERBS } from "./lexicon/extra-words.js";
import { KEPT_LY_WORDS, LIGHT_VARIANT_FOODS, NON_FOOD_WORDS } from "./lexicon/describer-words.js";
import { APPROXIMATE_UNITS, SIZE_BY_WORD, SIZE_TAIL_WORDS } from "./lexicon/unit-words.js";
import { textWords } from "./spans.js";
import type { ParsedQuantity } from "./types.js";
import { isEnglishWord } from "../match/english-words.js";
import { isFoodNameWord, isFoodWord as isFoodVocabulary, isOtherWord } from "../match/open-vocabulary.js";
import { isStopword, stem } from "../match/tokenize.js";

/** What one fragment of a message turned out to hold. */
export interface FragmentReading {
  foodText: string;
  quantity?: ParsedQuantity;
  without: string[];
  /** Food words only, in order, for the splitter's rules. */
  foodWords: string[];
  /** A comment clause was cut off its end ("baked to bring out its flavor"). */
  commented?: boolean;
  /** Words after the amount that are neither food vocabulary nor talk ("160 g of gen spirits"). */
  unplaced?: string[];
}

// "not too sweet" grades the food; "not chocolate flavored" leaves the chocolate out.
const NOT_DEGREE = new Set(["too", "very", "so", "quite", "overly", "as", "that", "much", "only", "just", "a", "my"]);
const WITHOUT_WORDS = new Set(["without", "no", "minus", "sans", "hold", "skip", "skipped", "except", "excluding"]);
/** "hold the mayo", "skipped the gravy": these leave out only what "the" points at. */
const LEAVE_OUT_VERBS = new Set(["hold", "skip", "skipped"]);
const WITHOUT_SPLIT = new Set(["and", "or", "nor", "the", "any", "a", "an", "with", "extra", "added", "plus"]);
const PRONOUNS = new Set(["i", "we"]);
const ADVERB = /^[a-z]{3,}ly$/;

export const restoreSpaces = (s: string) => s.replace(/_/g, " ");

// The words of a fragment come from the one tokenizer (`spans.ts`), punctuation left out.
const tokenize = textWords;

const IRREGULAR_TALK = new Set([
  "took",
  "chose",
  "ate",
  "got",
  "brought",
  "bought",
  "grabbed",
  "sat",
  "began",
  "drank",
]);
/** "treating (myself to) a piece of", "took a tablespoon of": a verb of the telling, not a cooking word. */
const talkVerb = (t: string) =>
  (/^[a-z]{3,}(?:ing|ed)$/.test(t) && !COOKING_VERBS.has(t) && !LEAD_VERBS_AFTER_PRONOUN.has(t)) ||
  IRREGULAR_TALK.has(t);

/** Whether an amount follows, past "myself to" and the like. */

const MAX_UNKNOWN_PLACE_WORDS = 2;

/**
 * How many words before a count in digits of a food said in the plural are neither food vocabulary nor an amount: an
 * unknown place's name ("bonchon 6 wings"; but "route 44 diet coke" is a cup's name).
 */
function unknownPlaceLength(tokens: readonly string[]): number {
  for (let n = 1; n <= MAX_UNKNOWN_PLACE_WORDS && n < tokens.length; n++) {
    const word = tokens[n - 1] as string;
    if (/\d/.test(word) || isFoodVocabulary(word) || readQuantityAt(tokens, n - 1)) return 0;
    if (!/^\d/.test(tokens[n] ?? "")) continue;
    const plural = tokens.slice(n + 1).some((t) => t !== stem(t) && isFoodVocabulary(t));
    if (plural && readQuantityAt(tokens, n, true)) return n;
  }
  return 0;
}

function amountFollows(tokens: readonly string[], from: number): boolean {
  let j = from;
  while (/^(?:myself|ourselves|me|us|to|on|in|into|up|out|down|off|by)$/.test(tokens[j] ?? "")) j += 1;
  return readQuantityAt(tokens, j) !== undefined;
}

const ARTICLES = new Set(["a", "an", "the"]);
function dropLeadFiller(tokens: string[]): string[] {
  let i = 0;
  let afterPronoun = false;
  let verbSaid = false;
  while (i < tokens.length) {
    const t = tokens[i] as string;
    if (PRONOUNS.has(t)) {
      afterPronoun = true;
      verbSaid = false;
    }
    // "I made …", "we grilled …": the one verb after "I"; "i had fried chicken", "i made scrambled eggs": a word
    // after that verb says how the food was made.
    // "i skipped the gravy" leaves the gravy out: no verb of eating.
    else if (LEAVE_OUT_VERBS.has(t)) break;
    else if (afterPronoun && !verbSaid && (LEAD_VERBS_AFTER_PRONOUN.has(t) || (t.endsWith("ed") && t.length > 4)))
      verbSaid = !MODALS.has(t); // "I couldn't resist …": the verb comes after the modal
    // "I popped open a can of pasta", "I tore open a bag of chips"
    else if (afterPronoun && t === "open") afterPronoun = true;
    else if ((LEAD_VERBS_BEFORE_AMOUNT.has(t) || talkVerb(t)) && amountFollows(tokens, i + 1)) afterPronoun = false;
    else if (!LEAD_FILLER_WORDS.has(t)) break;
    else if (afterPronoun && !isStopword(t)) verbSaid = true;
    i += 1;
  }
  return tokens.slice(i);
}

function cutTrailingClause(tokens: string[]): {
  kept: string[];
  dropped: string[];
} {
  const joined = tokens.join(" ");
  const match = TRAILING_CLAUSE.exec(joined);
  if (!match) return { kept: tokens, dropped: [] };
  return {
    kept: tokenize(joined.slice(0, match.index)),
    dropped: tokenize(joined.slice(match.index)),
  };
}

/** "a delightful mix of meat, beans and rice", "a quick treat of two tarts": the collective word weighs nothing. */
const COLLECTIVE = new Set([
  "mix",
  "mixture",
  "variety",
  "assortment",
  "combination",
  "medley",
  "selection",
  "blend",
  "treat",
  "combo",
]);
function dropCollective(tokens: string[]): string[] {
  let i = tokens[0] === "a" || tokens[0] === "an" ? 1 : 0;
  if (i === 0) return tokens;
  while (i < tokens.length - 2 && FILLER_WORDS.has(tokens[i] as string) && !COLLECTIVE.has(tokens[i] as string)) i++;
  return COLLECTIVE.has(tokens[i] as string) && tokens[i + 1] === "of" ? tokens.slice(i + 2) : tokens;
}

function splitWithout(tokens: string[]): { kept: string[]; without: string[] } {
  const at = tokens.findIndex(
    (t, i) =>
      (WITHOUT_WORDS.has(t) ||
        // "free of any frosting"; "sugar free" is a kind of food.
        (t === "free" && tokens[i + 1] === "of") ||
        (t === "not" && !NOT_DEGREE.has(tokens[i + 1] ?? "") && !/(?:ed|en)$/.test(tokens[i + 1] ?? ""))) &&
      (!LEAVE_OUT_VERBS.has(t) || tokens[i + 1] === "the") &&
      i < tokens.length - 1,
  );
  if (at < 0) return { kept: tokens, without: [] };
  // "steak bowl no rice with black beans": what it was with is said again after what it was without.
  // ("without any added fat" is read "without any with fat": nothing was said left out before that "with").
  const withAgain = tokens.findIndex(
    (t, i) => WITH_AGAIN.has(t) && tokens.slice(at + 1, i).some((w) => !isStopword(w) && !FILLER_WORDS.has(w)),
  );
  const end = withAgain < 0 ? tokens.length : withAgain;
  const without: string[] = [];
  let current: string[] = [];
  for (const t of tokens.slice(tokens[at + 1] === "of" ? at + 2 : at + 1, end)) {
    if (WITHOUT_SPLIT.has(t)) {
      if (current.length) without.push(restoreSpaces(current.join(" ")));
      current = [];
    } else current.push(t);
  }
  if (current.length) without.push(restoreSpaces(current.join(" ")));
  // "no rice extra chicken": what is said extra is what the food was with.
  const again = tokens.slice(end).map((t, i) => (i === 0 && WITH_AGAIN.has(t) ? "with" : t));
  return { kept: [...tokens.slice(0, at), ...again], without };
}
/** Words saying again what a food was with after what it was without: part-joiners.json `saidAgain`. */
const WITH_AGAIN = new Set(PART_JOINERS.saidAgain);

/**
 * "light beer", "light cheese-flavored popcorn": a food sold light within the next words, before "of"/"with", or
 * before it when "light" ends the words.
 */
function namesLightVariant(tokens: readonly string[], at: number): boolean {
  // "beer 2 cans light": said last, after the food.
  if (at === tokens.length - 1 && tokens.slice(0, at).some((t) => LIGHT_VARIANT_FOODS.has(t))) return true;
  for (const t of tokens.slice(at + 1, at + 4)) {
    if (/^(?:of|with|and|or|for|to|in|on)$/.test(t)) return false;
    if (LIGHT_VARIANT_FOODS.has(t)) return true;
  }
  return false;
}

/** "bubly", "oatly": a name ending in -ly that no dictionary has but a food or phrase uses is no adverb. */
const isBrandLy = (t: string) => !isEnglishWord(t) && isFoodVocabulary(t);

// An "other" word (English, used by no food's name) never names a food: "a substantial, reviving bowl of chili".
const isFoodWord = (t: string, i: number, tokens: readonly string[]) =>
  isChainName(t) ||
  ((!FILLER_WORDS.has(t) || (t === "light" && namesLightVariant(tokens, i))) &&
    !isOtherWord(t) &&
    !(ADVERB.test(t) && !KEPT_LY_WORDS.has(t) && !isBrandLy(t)) &&
    t !== "of" &&
    t !== "x" &&
    t !== "&");

/**
 * "…, which consisted of 93 g of pan dulce": a comment clause that goes on to weigh a food names that food; the
 * clause is read from its measured amount. One with no measured food ("which offered a fun mix") stays all comment.
 */
function measuredFoodInClause(raw: readonly string[]): FragmentReading | undefined {
  for (let i = 1; i < raw.length - 1; i++) {
    if (!isDigits(raw[i] as string)) continue;
    const quantity = readQuantityAt(raw, i);
    if (!quantity?.quantity.unit || !isMassOrVolume(quantity.quantity.unit)) continue;
    const reading = readFragment(raw.slice(i).join(" "));
    return reading.foodWords.length > 0 ? reading : undefined;
  }
  return undefined;
}

/**
 * Reads one fragment ("a cup of raw strawberries", "coffee 16 oz", "no sugar") into food words, quantity and
 * left-out foods. Talk around the food ("I treated myself to", "for a sweet finish") is dropped.
 */
/** "sushi - 2 california rolls": a word or two said as a heading, a dash, then an amount and more words. */
const HEADED = /^\s*([a-z][a-z']*(?:\s+[a-z][a-z']*)?)\s+[-–—]\s+(\S.*)$/i;

/** A heading of up to four words before a dash: "on night shift - …". */
const SCENE_HEADED = /^\s*((?:[a-z][a-z']*\s+){0,3}[a-z][a-z']*)\s+[-–—]\s+(\S.*)$/i;

export function readFragment(text: string): FragmentReading {
  // The heading is what the amount's food is, said first: "pizza - 2 slices" is 2 slices of pizza.
  const headed = HEADED.exec(text);
  if (headed && readQuantityAt(tokenize(headed[2] as string), 0))
    return readFragment(`${headed[2] as string} ${headed[1] as string}`);
  // "on night shift - 2 hostess cupcakes", "after the gym - shake": a heading ending in a word that is no food
  // vocabulary says when or where, not what.
  const scene = SCENE_HEADED.exec(text);
  const sceneWords = scene ? tokenize(scene[1] as string) : [];
  if (scene && isOtherWord(sceneWords.at(-1) ?? "") && !readQuantityAt(sceneWords, 0))
    return readFragment(scene[2] as string);
  const raw = tokenize(text);
  // "so for dessert", "so at the party": talk before a comment clause is part of it.
  const talk = raw.findIndex((t) => !FILLER_WORDS.has(t) || ARTICLES.has(t));
  const spoken = talk > 0 && /^(?:for|at)$/.test(raw[talk] ?? "") ? raw.slice(talk) : raw;
  // "To round out the meal, …", "…, which offered a fun mix of flavors", "at a party": a piece that opens with a
  // comment clause is all comment ("which I ate without the skin" still says what was left out).
  const opensClause =
    /^(?:to|for|as|while|at)$/.test(spoken[0] ?? "") ||
    (/^(?:which|that)$/.test(spoken[0] ?? "") && !spoken.some((t) => WITHOUT_WORDS.has(t)));
  if (opensClause && TRAILING_CLAUSE.exec(spoken.join(" "))?.index === 0) {
    // "to start my day i had a bagel", typed without the comma: the clause ends where the telling starts.
    const telling = spoken.findIndex((t, i) => i > 0 && (t === "i" || t === "we"));
    if (telling > 0) return readFragment(spoken.slice(telling).join(" "));
    return measuredFoodInClause(spoken) ?? { foodText: "", without: [], foodWords: [] };
  }
  const clause = cutTrailingClause(dropCollective(dropLeadFiller(joinChainNames(raw))));
  const tokens = clause.kept;
  if (tokens.length === 0) {
    // "…, just the right size at 12 fl oz": a comment that still carries the amount.
    const measure = findTrailingMeasure(clause.dropped, 0);
    return {
      foodText: "",
      quantity: measure?.quantity,
      without: [],
      foodWords: [],
    };
  }
  const { kept, without } = splitWithout(tokens);
  let quantity: ParsedQuantity | undefined;
  let rest = kept;
  let carried: string[] = [];
  // "dunkin 6 munchkins": a chain named before the amount says where the food came from; its name stays a food word.
  // "bonchon 6 wings": a place the vocabulary does not know, named before a count in digits, is where the food came
  // from too; the count is the food's.
  const first = readQuantityAt(kept, 0);
  const place = first ? 0 : chainNameLength(kept) || unknownPlaceLength(kept);
  const leading = first ?? (place ? readQuantityAt(kept, place, true) : undefined);
  if (leading) {
    quantity = leading.quantity;
    carried = leading.carried;
    rest = place && !first ? [...kept.slice(0, place), ...kept.slice(leading.end)] : kept.slice(leading.end);
  }
  const trailing = findTrailingMeasure(rest, 0);
  const trailingWins =
    trailing &&
    (!quantity ||
      (!isMassOrVolume(quantity.unit) && isMassOrVolume(trailing.quantity.unit)) ||
      // "a splash of 1 fl oz of lemon juice": the measure said outright beats the guess for a splash.
      (isMassOrVolume(trailing.quantity.unit) && quantity.raw.split(" ").some((w) => APPROXIMATE_UNITS.has(w))) ||
      (isGrams(trailing.quantity.unit) && !isGrams(quantity.unit)) ||
      // "med pizza 3 slices": the count typed last is of the size said first.
      saysOnlySize(quantity));
  // "one cup (8 fl oz)": a second measure that loses restates the first and names no food either.
  const restates = trailing && quantity && isMassOrVolume(quantity.unit) && isMassOrVolume(trailing.quantity.unit);
  if (trailing && (trailingWins || restates)) {
    if (trailingWins) quantity = quantity?.size ? { ...trailing.quantity, size: quantity.size } : trailing.quantity;
    rest = [...rest.slice(0, trailing.start), ...rest.slice(trailing.end)];
  }
  const alone = quantity ? undefined : findTrailingUnit(rest);
  if (alone) {
    quantity = alone.quantity;
    rest = [...rest.slice(0, alone.start), ...rest.slice(alone.end)];
  }
  // "medium crust pizza" names the crust, not the portion.
  const sizeAt = rest.findIndex((t, i) => SIZE_BY_WORD.has(t) && !/^crust/.test(rest[i + 1] ?? ""));
  if (sizeAt >= 0 && !quantity?.size) {
    const size = SIZE_BY_WORD.get(rest[sizeAt] as string);
    quantity = quantity ? { ...quantity, size } : { amount: 1, size, raw: rest[sizeAt] as string };
    rest = rest.filter((_t, i) => i !== sizeAt && !(i === sizeAt + 1 && SIZE_TAIL_WORDS.has(rest[i] as string)));
  }
  const multiplier = readTrailingMultiplier(rest);
  if (multiplier) {
    quantity = quantity
      ? {
          ...quantity,
          amount: quantity.amount * multiplier.factor,
          raw: `${quantity.raw} x${multiplier.factor}`,
        }
      : {
          amount: multiplier.factor,
          raw: multiplier.unit ? rest.slice(multiplier.start, multiplier.end).join(" ") : `x${multiplier.factor}`,
          ...(multiplier.unit ? { unit: multiplier.unit } : {}),
          ...(multiplier.ouncesOfDrink ? { ouncesOfDrink: true as const } : {}),
        };
    rest = [...rest.slice(0, multiplier.start), ...rest.slice(multiplier.end)];
  }
  const foodWords = [...carried, ...rest.filter(isFoodWord)];
  while (foodWords.length && (foodWords[0] === "and" || foodWords[0] === "with")) foodWords.shift();
  // "chick fil a 4 strips", "cfa 4 ct strips w sauce": at a chain, a piece word that names a food ("strips", "wedges")
  // with nothing else before the parts is the menu item counted, not a measure of the chain's name.
  const pieceWord = quantity?.unit && !isMassOrVolume(quantity.unit) ? quantity.raw.split(" ").pop() : undefined;
  const withAt = foodWords.indexOf("with");
  const ordered = withAt < 0 ? foodWords : foodWords.slice(0, withAt);
  if (pieceWord && isFoodNameWord(pieceWord) && ordered.length > 0 && ordered.every(isChainName) && quantity) {
    foodWords.splice(ordered.length, 0, pieceWord);
    quantity = { amount: quantity.amount, raw: quantity.raw, ...(quantity.size ? { size: quantity.size } : {}) };
  }
  // "drink" is talk only as a verb at the start; after the lead-in it is the food ("an energy drink"). A word of talk
  // that an opening measure was said of, alone, and that can name a food, is the food measured ("a tablespoon of
  // relish"; not "16 fl oz that paired well").
  const measured = leading?.quantity.unit !== undefined && leading.quantity === quantity && foodWords.length === 1;
  const meaningful = foodWords.some(
    (w) => !NON_FOOD_WORDS.has(w) && (!LEAD_FILLER_WORDS.has(w) || w === "drink" || (measured && isFoodNameWord(w))),
  );
  const words = meaningful ? foodWords : [];
  const unplaced = rest.filter((t) => isOtherWord(t) && !FILLER_WORDS.has(t) && !LEAD_FILLER_WORDS.has(t));
  return {
    foodText: restoreSpaces(words.join(" ")),
    quantity,
    without,
    foodWords: words,
    commented: clause.dropped.length > 0,
    ...(unplaced.length > 0 ? { unplaced } : {}),
  };
}
