import type { Food } from "../db/food-types.js";
import { namingPhrase, phraseFood, phraseWords } from "./food-phrases.js";
import { NON_FOOD_WORDS } from "../parse/lexicon/describer-words.js";
import { COOKING_VERBS } from "../parse/lexicon/extra-words.js";
import { DISH_NOUNS } from "../parse/lexicon/compound-foods.js";
import { escapeRegExp } from "../parse/escape-reg-exp.js";
import { isChainName, joinChainNames } from "../parse/lexicon/chain-names.js";
import { cutsAtParts, PART_JOINERS, partBeforeJoiner } from "../parse/lexicon/part-joiners.js";
import { SPLIT_WORDS } from "../parse/lexicon/split-words.js";
import { UNIT_BY_WORD } from "../parse/lexicon/unit-words.js";
import { applyFoodSynonyms } from "./apply-synonyms.js";
import { BABY_MARKERS, wantsBabyFood } from "./food-prior.js";
import { COOKED, CUT_WORDS, extraWeight, extraWeightOf, MEATS, NO_WORDS } from "./food-details.js";
import { bestHeadNounScore, largestExtraShare, type MatcherWeights } from "./matcher-weights.js";
import type { IndexedFood } from "./indexed-food.js";
import type { SearchIndex } from "./search-index.js";
import { queryWords, queryWordsOf, stem, words } from "./tokenize.js";
import { correctToken, splitCompound } from "./typo.js";
import { kindInWord } from "./open-vocabulary.js";
import {
  anyWordPattern,
  DISHES_TYPED_FIRST,
  isMixedDish,
  isProteinFood,
  MEAT,
  RED_MEATS,
  USER_WORDS as SAID,
} from "./match-words.js";

export interface FoodMatch {
  food: Food;
  score: number;
  /** 0-1: how much of the phrase the food explains and how clearly it beat the runner-up. */
  confidence: number;
  /** True when no word of the phrase was found and the food is only a guess. */
  guessed: boolean;
}

/** A source word in USDA's extra notes says where a food is handed out, not what it is. */
const SOURCE_WORDS = new Set(SAID.sourceWords);
/** Words naming a serving, not a food ("a spicy deluxe MEAL", "a combo"): split-words.json `servingWords`. */
const SERVING_WORDS = new Set(SPLIT_WORDS.servingWords.words.map(stem));
/** What a said word also says in USDA's words: "decaf" is "decaffeinated". */
const ALSO_SAID = new Map(Object.entries(SAID.alsoSaid));

const BREAKFAST_MEATS = SAID.breakfastMeats;
/** WWEIA mixed dishes (meat, poultry, fish mixtures; Mexican, pizza, sandwiches, pasta, rice, soups). */
const MIXED_DISH = /^3[0-9]\d\d$/;

/** Words that rule each other out in a food's name. */
const OPPOSITES: readonly [string, string][] = SAID.opposites;
/** A variant said that a food must name: "diet lemonade" is no regular lemonade. */
const KEPT_VARIANTS: readonly string[] = SAID.keptVariants;

/** Words that describe a food but never name one alone: "a sweet", "light", "the skin", "fast food". */
const NEVER_ALONE = new Set(SAID.neverAlone);
/** The user's head noun should be the food's head too ("sweet POTATO" is a potato, not a potato-chip snack). */
function headNounScore(
  e: IndexedFood,
  head: string | undefined,
  synFull: ReadonlySet<string>,
  w: MatcherWeights,
): number {
  if (!head) return 0;
  if (synFull.has(head)) return w.headNounNamed;
  if (e.head.has(head)) return e.headLast === head ? w.headNounNamed : w.headNounInHead;
  // "crisp APPLE" is an apple; "Crisp, apple" (a dessert) only mentions apples.
  if (e.desc.has(head) || e.syn.has(head)) return -w.headNounMentionedPenalty;
  return -w.headNounAbsentPenalty;
}

/** Foods that are made to go on or with a dish and are named after it ("Enchilada sauce", "Hot dog bun"). */
const DISH_PARTS = new Set(SAID.dishParts);

const PACKAGE_WORDS = new Set(SAID.packages);
/** Shapes a food is cut or sold in ("carrot STICKS", "lemon WEDGE"), part of a few foods' names ("Fish, stick"). */
const SHAPE_WORDS = new Set(SAID.shapes.map(stem));
const CLASS_HEADS = new Set(SAID.classHeads);

// English puts the head noun last, before any "with …" / "in …" tail: "crisp raw APPLE", "chicken QUESADILLA with beans".
// "turkey and provolone SANDWICH on sourdough": an "and" that lists what a dish named after it holds is no tail.
const LISTED_IN_DISH = `\\band\\b(?=(?:\\s+\\S+){1,3}?\\s+(?:${SAID.handheldDishes.join("|")})\\b)`;
const TAIL = new RegExp(`(?!${LISTED_IN_DISH})${anyWordPattern(SAID.headBefore).source}.*$`);

/**
 * A phrase's words, read once: the text in USDA's words (the synonym table applied), its words, and its query words
 * (stemmed, no stopwords) in all, before its tail ("with …", "in …") and before what it is served on or with.
 */
interface PhraseWords {
  said: string[];
  query: string[];
  beforeTail: string[];
  beforeServedOn: string[];
  beforeOn: string[];
}

/** The text with each chain's name of several words joined by "_", same length: "in" of "jack in the box" is no tail. */
function chainNamesJoined(text: string): string {
  const said = text.split(" ");
  const joined = joinChainNames(said);
  return joined.length === said.length ? text : joined.join(" ");
}

/** The query words of the text before `cut` matches, or all of them when it does not. */
function queryWordsBefore(text: string, cut: RegExp, all: string[]): string[] {
  const joined = chainNamesJoined(text);
  // Read from the text before the cut, not cut from `all`: a rewrite of `words` ("non with" → "nonwith") can span it.
  // A cut with no word before it opens the phrase ("cooked rice with peas"): the next one is the cut.
  for (let from = 0; from < joined.length;) {
    const found = cut.exec(joined.slice(from));
    if (!found) return all;
    const at = from + found.index;
    const before = queryWordsOf(words(text.slice(0, at)));
    if (before.length > 0) return before;
    from = at + (/^\S+/.exec(found[0])?.[0].length ?? 1);
  }
  return all;
}

function readPhraseWords(foodText: string, index: SearchIndex): PhraseWords {
  const text = applyFoodSynonyms(foodText, index.dishNames);
  const said = words(text);
  const query = queryWordsOf(said);
  return {
    said,
    query,
    beforeTail: queryWordsBefore(text, TAIL, query),
    beforeServedOn: queryWordsBefore(text, SERVED_ON, query),
    beforeOn: queryWordsBefore(text, ON, query),
  };
}

const togetherCache = new WeakMap<SearchIndex, Map<string, boolean>>();
/** Whether some food's name or synonyms hold both words. */
function namedTogether(a: string, b: string, index: SearchIndex): boolean {
  let cache = togetherCache.get(index);
  if (!cache) togetherCache.set(index, (cache = new Map()));
  const key = `${a} ${b}`;
  let both = cache.get(key);
  if (both === undefined) {
    const withB = new Set(index.postings.get(b) ?? []);
    both = (index.postings.get(a) ?? []).some((i) => withB.has(i));
    cache.set(key, both);
  }
  return both;
}

export function headNoun(foodText: string, index: SearchIndex): string | undefined {
  return headNounOf(readPhraseWords(foodText, index), index);
}

function headNounOf(phrase: PhraseWords, index: SearchIndex): string | undefined {
  const front = phrase.beforeTail.filter((t) => index.foodNouns.has(t) && !NEVER_ALONE.has(t));
  // Prefer the last real noun ("fruit-flavored soft DRINK"); fall back to the last food word.
  const nounsOnly = front.filter((t) => index.nouns.has(t));
  let last = nounsOnly[nounsOnly.length - 1] ?? front[front.length - 1];
  // "pizza pepperoni", "burrito chicken": typed dish first, what it holds after; the dish is the head.
  const first = nounsOnly[0];
  // After the chain's name it was ordered at: "qdoba burrito steak".
  // Or after a brand's name, a word that names no food: "quest bar peanut butter", "chobani yogurt strawberry".
  const opening = joinChainNames(phrase.said).find(
    (w) => !w.includes("_") && !isChainName(w) && !SOURCE_WORDS.has(w) && index.foodNouns.has(stem(w)),
  );
  const saidFirst = opening === undefined ? undefined : stem(opening);
  if (
    first &&
    last &&
    first !== last &&
    DISHES_TYPED_FIRST.has(first) &&
    !DISHES_TYPED_FIRST.has(last) &&
    saidFirst === first
  )
    last = first;
  // "a raw orange FRUIT", "white FISH fillet of cod": a class word after a named food is that food.
  if (last && CLASS_HEADS.has(last) && nounsOnly.length > 1) last = nounsOnly[nounsOnly.length - 2];
  // A cut or shape names no food: a "salmon FILLET" is salmon, a "turkey PATTY" turkey, so the noun before it decides.
  // So does the package it came in: a "capri sun POUCH" is Capri Sun, not a yogurt pouch.
  if (last && (CUT_WORDS.has(last) || PACKAGE_WORDS.has(last))) {
    const before = front.slice(0, front.lastIndexOf(last)).filter((t) => !CUT_WORDS.has(t));
    return before[before.length - 1] ?? last;
  }
  // A shape no USDA food is named with, with the noun before it, names no food: "carrot sticks" are carrots, while
  // "fish sticks" and "onion rings" are foods of their own.
  if (last && SHAPE_WORDS.has(last)) {
    const noun = front[front.lastIndexOf(last) - 1];
    if (noun !== undefined && !namedTogether(noun, last, index)) return noun;
  }
  return last;
}

/** What the scoring needs to know about one phrase, read once per phrase. */
interface ReadQuery {
  /** The index's matcher weights (`engine-params.json`). */
  matcher: MatcherWeights;
  /** The most a said description word can refund per idf: extraPenalty × largestExtraShare. */
  extraCeiling: number;
  query: string[];
  /** idf of each query token, in query order. */
  weights: number[];
  queryWeight: number;
  qset: Set<string>;
  head: string | undefined;
  said: Set<string>;
  wantsBaby: boolean;
  without: string[];
  tailOnly: ReadonlySet<string>;
  /** Query words of the chains' names said. */
  fromChain: ReadonlySet<string>;
  /** Query words said only after "on": what the food was served on. */
  onlyAfterOn: ReadonlySet<string>;
  state: "raw" | "cooked" | undefined;
  saidMeat: boolean;
  /** The size the user said ("a large milkshake"), if any. */
  size: string | undefined;
  /** Every run of two to four words said together ("snack cake"), joined by spaces. */
  runs: Set<string>;
  /** Each said word of OPPOSITES with its opposite, [said, opposite], in OPPOSITES order. */
  saidOpposites: [string, string][];
  /** The words of KEPT_VARIANTS said. */
  saidVariants: string[];
  saidMeatWord: boolean;
  /** What "meat" said of a mixed dish can add to a food's matched weight (see scoreEntry). */
  meatKindWeight: number;
  saidRawOrHomemade: boolean;
  saidFrozen: boolean;
  saidMeatless: boolean;
  /** The head noun's bit in `held` (see scoreCeiling); 0 when there is no head noun or it is past the masked tokens. */
  headBit: number;
  /** The most headNounScore can give a food whose words may hold the head noun: 0 when the phrase has none. */
  headCeiling: number;
}

/** The score of one food and how much of the phrase it matched; one object reused for every candidate. */
interface Scored {
  score: number;
  matched: number;
}

/** Bit k set: the food's description or synonyms hold query token k (tokens past the 30th are always looked up). */
const MASKED_TOKENS = 30;
/** Every token looked up: for scoring a food without the candidate search's mask. */
const ALL_HELD = -1;

/**
 * Per-index work arrays reused by every phrase (a phrase used to allocate ~70 KB, a cost paid again in garbage
 * collection): an entry's mask and seen mark count only when stamped with the current phrase's number.
 */
interface ScoringArrays {
  phrase: number;
  maskStamp: Int32Array;
  mask: Int32Array;
  seen: Int32Array;
}
const scoringArrays = new WeakMap<SearchIndex, ScoringArrays>();

function nextPhraseArrays(index: SearchIndex): ScoringArrays {
  let arrays = scoringArrays.get(index);
  if (!arrays || arrays.phrase >= 0x3fffffff) {
    const n = index.entries.length;
    arrays = { phrase: 0, maskStamp: new Int32Array(n), mask: new Int32Array(n), seen: new Int32Array(n) };
    scoringArrays.set(index, arrays);
  }
  arrays.phrase += 1;
  return arrays;
}

/** For each food, which query tokens its description or synonyms hold, from the postings: most foods hold few. */
function markQueryTokens(read: ReadQuery, index: SearchIndex, arrays: ScoringArrays): void {
  const { phrase, maskStamp, mask } = arrays;
  const n = Math.min(read.query.length, MASKED_TOKENS);
  for (let k = 0; k < n; k++) {
    const bit = 1 << k;
    for (const i of index.postings.get(read.query[k] as string) ?? []) {
      if (maskStamp[i] !== phrase) {
        maskStamp[i] = phrase;
        mask[i] = 0;
      }
      mask[i] = (mask[i] as number) | bit;
    }
  }
}

/** Query tokens to look up in every food: those past MASKED_TOKENS and those the postings miss for some foods. */
function alwaysLookedUp(read: ReadQuery, index: SearchIndex): number {
  let bits = 0;
  for (let k = 0; k < Math.min(read.query.length, MASKED_TOKENS); k++)
    if (index.unpostedWords.has(read.query[k] as string)) bits |= 1 << k;
  return bits;
}

/** Whether some of the phrase's words were said only after "on" and some before. */
function straddles(phrase: readonly string[], afterOn: ReadonlySet<string>): boolean {
  if (afterOn.size === 0) return false;
  const inTail = phrase.filter((t) => afterOn.has(t)).length;
  return inTail > 0 && inTail < phrase.length;
}

/** The food's name holds the chain, or one of its other names that does holds a word said the name lacks. */
function namesChainProduct(e: IndexedFood, fromChain: ReadonlySet<string>, qset: ReadonlySet<string>): boolean {
  for (const t of fromChain) if (e.desc.has(t)) return true;
  return e.synPhrases.some(
    (ph) => ph.some((t) => fromChain.has(t)) && ph.some((t) => qset.has(t) && !fromChain.has(t) && !e.desc.has(t)),
  );
}

function allSaid(phrase: readonly string[], qset: ReadonlySet<string>): boolean {
  for (const t of phrase) if (!qset.has(t)) return false;
  return true;
}

/** `held`: bit k set when the food's description or synonyms may hold query token k (see markQueryTokens). */
function scoreEntry(e: IndexedFood, idf: Map<string, number>, q: ReadQuery, held: number, out: Scored): Scored {
  const { query, weights, qset, head, said, wantsBaby, without, tailOnly, fromChain } = q;
  const W = q.matcher;
  // A synonym phrase said in full ("chalupa", "frosted mini wheats") names this food as surely as its description.
  let synFull: ReadonlySet<string> = NO_WORDS;
  for (const ph of e.synPhrases) {
    // Only a synonym that names the user's head noun names the food ("sour cream" on a baked potato is not a burrito).
    // Nor one said across what the food is served on: an "egg on a bagel" is no "egg bagel".
    if (allSaid(ph, qset) && (!head || ph.includes(head)) && !straddles(ph, q.onlyAfterOn))
      synFull = new Set([...synFull, ...ph]);
  }
  // The synonym only names the food differently when it says something the description does not ("chalupa").
  let renamed = false;
  if (synFull.size > 0) for (const t of synFull) if (!e.desc.has(t)) renamed = true;
  let matched = 0;
  let saidExtra = 0;
  // A chain's name says where the food came from: it names that chain's food only with the dish the user named
  // ("chick fil a cool wrap" is no Chick-fil-A chicken sandwich).
  // Nor does one named only beside another product of the chain's ("dunkin coffee" is no "Frozen coffee drink" for
  // its other name "Dunkin Donut's Coffee Coolatta"; "dunkin coolatta" is).
  const chainOnly =
    head !== undefined &&
    fromChain.size > 0 &&
    ((!e.desc.has(head) && !e.syn.has(head)) || !namesChainProduct(e, fromChain, qset));
  for (let k = 0; k < query.length; k++) {
    const q = query[k] as string;
    const w = (chainOnly && fromChain.has(q) ? W.chainOnlyWeight : 1) * (weights[k] as number);
    // Not in the description nor the synonyms (so not in a synonym phrase either): only the cut can match.
    if (k < MASKED_TOKENS && (held & (1 << k)) === 0) {
      if (e.servedAs.has(q)) matched += w;
      continue;
    }
    if (e.desc.has(q) && !e.unspecified.has(q)) {
      matched += w;
      if (!e.freeWords.has(q)) saidExtra += extraWeightOf(q, w, e, W);
    } else if (synFull.has(q)) matched += w;
    // "a sausage patty": a food USDA weighs by the patty comes in that shape, whatever its name says.
    else if (e.servedAs.has(q)) matched += w;
    // "fast food" in USDA's extra notes ("Taco Bell packets") says where a sauce is handed out, not what the food is;
    // a chain among them ("Dunkin Donut's Coffee Coolatta") sells more than that one food.
    else if (e.syn.has(q) && !SOURCE_WORDS.has(q) && !isChainName(q)) matched += W.synonymWeight * w;
  }
  // "macaroni and cheese" names "Macaroni or noodles with cheese": the unsaid alternative is not an extra word.
  let excused: Set<string> | undefined;
  for (const group of e.alternatives) {
    if (!group.some((t) => qset.has(t))) continue;
    for (const t of group) {
      if (qset.has(t) || excused?.has(t)) continue;
      (excused ??= new Set()).add(t);
      if (e.desc.has(t) && !e.unspecified.has(t)) saidExtra += extraWeight(t, idf, e, W);
    }
  }
  // "strained peas" asked for baby food: "Baby Toddler peas, Stage 1" says nothing more.
  if (wantsBaby && e.babyPenalty > 0)
    for (const t of BABY_MARKERS) if (e.desc.has(t) && !qset.has(t)) saidExtra += extraWeight(t, idf, e, W);
  // USDA's "meat" in mixed dishes is beef or pork: "nachos with meat" are "Nachos, beef or pork".
  // "Breakfast meat" is USDA's sausage, bacon or ham: "a burrito with egg and breakfast meat" is a sausage burrito.
  if (q.saidMeatWord && !e.desc.has(MEAT)) {
    const kinds = (qset.has("breakfast") ? BREAKFAST_MEATS : RED_MEATS).filter((t) => e.desc.has(t) && !qset.has(t));
    if (kinds.length > 0) {
      matched += W.meatKindWeight * (idf.get(MEAT) ?? 0);
      for (const t of kinds) {
        saidExtra += extraWeight(t, idf, e, W);
        (excused ??= new Set()).add(t);
      }
    }
  }
  if (e.defaultPresent.length > 0 && !e.defaultPresent.some((t) => qset.has(t)))
    for (const t of e.defaultPresent) saidExtra += extraWeight(t, idf, e, W);
  const extra = e.extraTotal - saidExtra;
  // An unasked-for noun in the food's head makes it a different food ("COCONUT water", "sardine SANDWICH").
  let headNounsExtra = 0;
  if (!renamed)
    for (const t of e.headNouns)
      if (!qset.has(t) && !excused?.has(t) && !(wantsBaby && BABY_MARKERS.has(t))) headNounsExtra += 1;
  let headHit = renamed;
  if (!headHit)
    for (const t of e.head)
      if (qset.has(t)) {
        headHit = true;
        break;
      }
  const unmatched = q.queryWeight - matched;
  // "Caffeine free", "meatless", "no topping": only when the user said so too.
  let negationPenalty = 0;
  let plainRefund = 0;
  for (let i = 0; i < e.negations.length; i++) {
    const w = e.negations[i] as string;
    if (said.has(w)) continue;
    const subject = e.negatedSubjects[i];
    // "grilled without sauce", "no cheese" when the user never mentioned the sauce is the plain food itself.
    // "Pizza with meat other than pepperoni" is the plain meat pizza when pepperoni never came up.
    if (subject && !said.has(subject) && (w === "without" || w === "no" || w === "than")) {
      plainRefund +=
        extraWeight(w, idf, e, W) + (e.desc.has(stem(subject)) ? extraWeight(stem(subject), idf, e, W) : 0);
      continue;
    }
    // "caffeine free" when caffeine never came up is just a variant; when the user said caffeine it contradicts them.
    negationPenalty += subject && !said.has(subject) ? W.negationPenalty * W.variantNegationShare : W.negationPenalty;
  }
  // "chocolate-covered coconut candy bar" is not "Candies, coconut bar, not chocolate covered": no match, but contradiction.
  for (const t of e.notWords) {
    if (!qset.has(t)) continue;
    matched -= idf.get(t) ?? 0;
    negationPenalty += W.negationPenalty;
  }
  // "hard shell crab" is not "Crab, soft shell".
  for (const [a, b] of q.saidOpposites) if (e.desc.has(b) && !e.desc.has(a)) negationPenalty += W.negationPenalty;
  for (const t of q.saidVariants) if (!e.desc.has(t) && !e.syn.has(t)) negationPenalty += W.keptVariantPenalty;
  // "fresh raw carrots" are not "Carrots, fresh, cooked", nor "boiled" ones raw.
  if (e.state && q.state && e.state !== q.state) negationPenalty += W.negationPenalty;
  // Fried chicken people eat is mostly bought ready: "…, from raw" (cooked at home from raw) only when they say so.
  if (e.fromRaw && !q.saidRawOrHomemade) negationPenalty += W.fromRawPenalty;
  // Pizza people report is mostly bought ready: "…, from frozen" (heated at home) only when they say frozen.
  if (e.fromFrozen && !q.saidFrozen) negationPenalty += W.fromFrozenPenalty;
  // "a fajita filled with meat and vegetables" is not "Fajita, vegetable": a dish of no meat when the user named one.
  if (!e.hasMeat && q.saidMeat && e.food.source === "fndds" && MIXED_DISH.test(e.food.category))
    negationPenalty += W.negationPenalty;
  // "meatless burrito" is not "Burrito, meat".
  if (e.hasMeat && q.saidMeatless && !e.negatedSubjects.some((t) => t === MEAT)) negationPenalty += W.negationPenalty;
  // Left out ("without the skin"): prefer "skin not eaten", avoid "skin eaten".
  for (const t of without) {
    if (!e.desc.has(t)) continue;
    negationPenalty += e.negations.length > 0 || e.hasNot ? -W.withoutRefund : W.negationPenalty;
  }
  const score =
    matched -
    W.unmatchedPenalty * unmatched -
    W.extraPenalty * (extra - plainRefund) -
    W.headNounExtraPenalty * headNounsExtra -
    (headHit ? 0 : W.headMissPenalty) +
    headNounScore(e, head, synFull, W) -
    // "a hamburger on a white BUN" is the hamburger: a food that IS what the tail only mentions loses.
    // "enchilada smothered in green-chile SAUCE" is not "Enchilada SAUCE, green": a part named after the user's dish.
    (e.headLast && tailOnly.has(e.headLast) && e.headLast !== head
      ? W.tailHeadPenalty * (head && e.head.has(head) && DISH_PARTS.has(e.headLast) ? 2 : 1)
      : 0) -
    negationPenalty +
    e.prior -
    // "strained applesauce", "baby food peas": a food for grown-ups is not what was asked for.
    (wantsBaby ? (e.babyPenalty > 0 ? 0 : W.adultFoodPenalty) : e.babyPenalty) +
    // "a large chocolate milkshake": a size said is one the food is sold in (fast food's large, not a home recipe).
    (q.size && e.soldSizes.has(q.size) ? W.soldSizeBonus : 0) +
    // "chocolate snack cake" is a snack cake before it is a chocolate cake: a compound name said whole.
    (e.headName && e.classWords.length === 0 && q.runs.has(e.headName) ? W.headNameBonus : 0);
  out.score = score;
  out.matched = matched;
  return out;
}

/** What a food is served on, in or with ("on a white bun", "with red-chile sauce"): words said only there. */
const SERVED_ON = /\b(?:on|in|inside|between|with)\b.*$/;
const ON = /\bon\b.*$/;
function onlyAfterOn(phrase: PhraseWords): Set<string> {
  const front = new Set(phrase.beforeOn);
  return new Set(phrase.query.filter((t) => !front.has(t)));
}

function tailOnlyWords(phrase: PhraseWords): Set<string> {
  const front = new Set(phrase.beforeServedOn);
  return new Set(phrase.query.filter((t) => !front.has(t)));
}

function saidState(foodText: string): "raw" | "cooked" | undefined {
  const text = foodText.toLowerCase();
  if (/\braw\b/.test(text)) return COOKED.test(text) ? undefined : "raw";
  return COOKED.test(text) ? "cooked" : undefined;
}

function saidWords(phrase: PhraseWords): Set<string> {
  const ws = new Set(phrase.said);
  for (const w of phrase.said) for (const also of ALSO_SAID.get(w) ?? []) ws.add(also);
  return ws;
}

// "a frankfurter on a white bun" is a hot dog sandwich, not the bun nor the bare frankfurter.
const IN_BUN =
  /\b(frankfurters?|hot ?dogs?|sausages?|bratwursts?)\s+(?:links?\s+)?(?:made (?:from|with) \w+\s+)?(?:(?:served|nestled|tucked)\s+)?(?:on|in)\s+(?=(?:an?\s+)?(?:[\w-]+\s+){0,6}(?:bun|roll|bread)s?\b)/g;

// "a hot dog bun filled with a pork sausage link": the sausage on its bun, not the bun alone.
const BUN_FILLED =
  /^(.*?\bbuns?)\s+(?:filled|stuffed|loaded)\s+with\s+(?:an?\s+)?(.*\b(?:sausages?|frankfurters?|hot ?dogs?|bratwursts?|patt(?:y|ies))\b.*)$/;

// "a ground chicken patty nestled in a wheat bun" is a burger, not the bare patty.
const PATTY_IN_BUN =
  /\bpatt(?:y|ies)\s+(?:(?:served|nestled|tucked|sandwiched|placed)\s+)?(?:on|in|inside|between)\s+(?=(?:an?\s+|two\s+)?(?:[a-z-]+\s+){0,3}(?:bun|roll)s?\b)/g;

// "on a soft white bun", "in a toasted wheat hamburger bun": USDA's burgers are "on white bun" / "on wheat bun".
const ON_BUN =
  /\b(?:on|in)\s+(?:an?\s+|the\s+)?(?:[a-z-]+\s+){0,3}?(?:(white|wheat)\s+)?(?:hamburger\s+|burger\s+)?buns?\b/g;

// "turkey on wheat", "pb on sourdough": a filling said on a sandwich bread, in a phrase naming no dish, is USDA's
// sandwich of it ("Turkey sandwich on wheat"); the bread is not a food of its own.
const ON_SANDWICH_BREAD = new RegExp(
  `^(?!.*\\b(?:${[...DISH_NOUNS, ...SAID.handheldDishes, ...SAID.breadDishes].join("|")})\\b)(.+?)\\s+on\\s+(?:an?\\s+)?(${SAID.sandwichBreads.join("|")})(?:\\s+bread)?\\b(?!\\s+(?:buns?|rolls?)\\b)`,
);

// "fresh carrots" are raw carrots unless the words say how they were cooked or made.
const COOKED_OR_MADE = anyWordPattern(SAID.freshIsRawUnless);
// "a bagel topped with egg, cheese and ham" is USDA's "Egg sandwich on bagel, with ham".
const EGG_BREADS = SAID.eggSandwichBreads.map(escapeRegExp).join("|");
const EGG_ON_BREAD = new RegExp(
  `^(?:(.*?)\\s)?(${EGG_BREADS})s?\\s+(?:(?:topped|filled|stuffed|loaded|packed|made)\\s+)?with\\s+(?=(?:\\w+\\s+){0,3}eggs?\\b)`,
);
// Typed without "with": "bacon egg cheese bagel", "bagel egg and cheese".
const EGG_BEFORE_BREAD = new RegExp(
  `^((?:\\w+\\s+){0,3}?eggs?\\b(?:\\s+\\w+){0,3}?)\\s+(${EGG_BREADS})s?((?:\\s+from\\b.*)?)$`,
);
const BREAD_BEFORE_EGG = new RegExp(`^(${EGG_BREADS})s?\\s+(?=(?:\\w+\\s+){0,3}eggs?\\b)`);
// A "bun-size" link is no bun: hidden from the bun patterns below.
const BUN_SIZE = /\bbun-size\b/g;
function withDish(foodText: string): string {
  const text = foodText
    .toLowerCase()
    .replace(BUN_SIZE, "bun_size")
    .replace(BUN_FILLED, "$2 in $1")
    .replace(IN_BUN, "$1 sandwich on ")
    .replace(PATTY_IN_BUN, "burger on ")
    .replace(ON_BUN, (_m, kind: string | undefined) => (kind ? `on ${kind} bun` : "on bun"))
    .replace(
      EGG_ON_BREAD,
      (_m, before: string | undefined, bread: string) => `${before ?? ""} egg sandwich on ${bread} with `,
    )
    // An "egg bagel" is a bagel made with egg: one more filling makes it a sandwich.
    .replace(EGG_BEFORE_BREAD, (said: string, fillings: string, bread: string, from: string) =>
      fillings.includes(" ") ? `egg sandwich on ${bread} with ${fillings}${from}` : said,
    )
    .replace(BREAD_BEFORE_EGG, "egg sandwich on $1 with ")
    .replace(/\bbun_size\b/g, "bun-size")
    .replace(ON_SANDWICH_BREAD, "$1 sandwich on $2");
  return /\bfresh\b/.test(text) && !COOKED_OR_MADE.test(text) ? `${text} raw` : text;
}

/** The query's content tokens that the database knows, typos corrected against its vocabulary. */
export function queryTokens(foodText: string, index: SearchIndex): string[] {
  return queryTokensOf(readPhraseWords(foodText, index), index);
}

const stemOf = (word: string | undefined): string | undefined => (word === undefined ? undefined : stem(word));

function queryTokensOf(phrase: PhraseWords, index: SearchIndex): string[] {
  const out: string[] = [];
  for (const t of phrase.query) {
    if (t.length < 2 || /^\d+(\.\d+)?$/.test(t)) continue; // amounts and stray letters are not food words
    const known = index.idf.has(t)
      ? [t]
      : (splitCompound(t, index) ?? [correctToken(t, index) ?? stemOf(kindInWord(t))]);
    for (const k of known) if (k && !out.includes(k)) out.push(k);
  }
  return out;
}

/**
 * Which postings to score: foods without the head noun lose anyway unless a rare word names them,
 * so with a head noun only its foods and those sharing a rare word are scored (keeps a meal near 1 ms).
 */
function candidateTokens(query: string[], head: string | undefined, index: SearchIndex): string[] {
  if (!head || !index.postings.has(head)) return query;
  const rare = index.weights.rareIdf;
  return query.filter((q) => q === head || (index.idf.get(q) ?? 0) >= rare);
}

const MATCH_CACHE_SIZE = 5000;
const matchCache = new WeakMap<SearchIndex, Map<string, FoodMatch | undefined>>();

/**
 * Best food for a phrase. Never returns nothing for a non-empty database: unknown words fall back to a generic guess.
 * Remembered per index: the refining steps ask about the same phrases several times per meal.
 */
export function matchFood(
  foodText: string,
  index: SearchIndex,
  withoutWords: string[] = [],
  size?: string,
): FoodMatch | undefined {
  let cache = matchCache.get(index);
  if (!cache) matchCache.set(index, (cache = new Map()));
  const key = `${foodText}\u0000${size ?? ""}\u0000${withoutWords.join("\u0000")}`;
  if (cache.has(key)) return cache.get(key);
  const found = findFood(foodText, index, withoutWords, size);
  if (cache.size >= MATCH_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(key, found);
  return found;
}

/** The phrase read once for scoring, or nothing when its words name no food ("crispy coating", "a perfect day"). */
function readQuery(
  foodText: string,
  index: SearchIndex,
  withoutWords: string[],
  size: string | undefined,
): ReadQuery | undefined {
  foodText = withDish(foodText);
  const phrase = readPhraseWords(foodText, index);
  const query = queryTokensOf(phrase, index);
  const namesFood =
    query.some((q) => index.foodNouns.has(q) && !NEVER_ALONE.has(q) && !NON_FOOD_WORDS.has(q)) ||
    // "snack mix": words that name nothing alone still name the food whose whole name they are.
    index.headNames.has(query.join(" "));
  if (!namesFood) return undefined;
  const qset = new Set(query);
  const said = saidWords(phrase);
  const saidOpposites: [string, string][] = [];
  for (const [a, b] of OPPOSITES) {
    if (said.has(a)) saidOpposites.push([a, b]);
    if (said.has(b)) saidOpposites.push([b, a]);
  }
  const head = headNounOf(phrase, index);
  const headAt = head === undefined ? -1 : query.indexOf(head);
  const fromChain = chainWords(phrase.said);
  return {
    matcher: index.weights,
    extraCeiling: index.weights.extraPenalty * largestExtraShare(index.weights),
    query,
    weights: query.map((q) => index.idf.get(q) ?? 0),
    fromChain,
    queryWeight: query.reduce((s, q) => s + (index.idf.get(q) ?? 0), 0),
    qset,
    head,
    said,
    wantsBaby: wantsBabyFood(qset),
    without: withoutWords.flatMap((w) => queryWords(w)),
    tailOnly: tailOnlyWords(phrase),
    onlyAfterOn: onlyAfterOn(phrase),
    state: saidState(foodText),
    saidMeat: query.some((t) => MEATS.has(t)),
    size,
    runs: wordRuns(query),
    saidOpposites,
    saidVariants: KEPT_VARIANTS.filter((t) => qset.has(t)),
    saidMeatWord: qset.has(MEAT),
    meatKindWeight: qset.has(MEAT) ? index.weights.meatKindWeight * (index.idf.get(MEAT) ?? 0) : 0,
    saidRawOrHomemade: said.has("raw") || said.has("homemade"),
    saidFrozen: said.has("frozen"),
    saidMeatless: said.has("meatless"),
    headBit: headAt >= 0 && headAt < MASKED_TOKENS ? 1 << headAt : 0,
    headCeiling: head === undefined ? 0 : bestHeadNounScore(index.weights),
  };
}

/** The query words of the chains' names said ("wendy" of "wendy's son of baconator"). */
function chainWords(said: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const t of joinChainNames(said))
    if (t.includes("_") || isChainName(t)) for (const w of queryWordsOf(words(t.replace(/_/g, " ")))) out.add(w);
  return out;
}

function wordRuns(query: readonly string[]): Set<string> {
  const runs = new Set<string>();
  for (let i = 0; i < query.length; i++)
    for (let n = 2; n <= 4 && i + n <= query.length; n++) runs.add(query.slice(i, i + n).join(" "));
  return runs;
}

/** The candidate foods of a phrase in postings order, each with the query tokens its words may hold (`held`). */
function candidates(read: ReadQuery, index: SearchIndex): { entries: number[]; held: number[] } {
  const arrays = nextPhraseArrays(index);
  const { phrase, maskStamp, mask, seen } = arrays;
  markQueryTokens(read, index, arrays);
  const always = alwaysLookedUp(read, index);
  const entries: number[] = [];
  const held: number[] = [];
  for (const q of candidateTokens(read.query, read.head, index)) {
    const list = index.postings.get(q);
    if (!list) continue;
    for (const i of list) {
      if (seen[i] === phrase) continue;
      seen[i] = phrase;
      entries.push(i);
      held.push((maskStamp[i] === phrase ? (mask[i] as number) : 0) | always);
    }
  }
  return { entries, held };
}

/** Scores every candidate food once, in postings order; `visit` gets a scratch result it must copy to keep. */
function scoreCandidates(
  read: ReadQuery,
  index: SearchIndex,
  visit: (e: IndexedFood, score: number, matched: number) => void,
): void {
  const found = candidates(read, index);
  const scratch: Scored = { score: 0, matched: 0 };
  for (let c = 0; c < found.entries.length; c++) {
    const e = index.entries[found.entries[c] as number];
    if (!e) continue;
    scoreEntry(e, index.idf, read, found.held[c] as number, scratch);
    visit(e, scratch.score, scratch.matched);
  }
}

/**
 * Each food's ceiling (see foodCeiling), NaN until the food is first a candidate, and its baby-food penalty. Both
 * in arrays by entry number: bounding ~400 candidates per phrase then never reads their entries (which are spread
 * over the heap: reading each one's penalty was 5% of a meal's time), only those of the ~50 that are scored.
 */
interface Ceilings {
  ceiling: Float64Array;
  babyPenalty: Float64Array;
  /** What refinedCeiling reads of a food to apply some of scoreEntry's terms exactly (the FOOD_* bits). */
  flags: Uint8Array;
  /** The food's head nouns that no said word can excuse (see scoreEntry): each one unsaid costs the extra penalty. */
  unexcusableHeadNouns: Uint8Array;
}
/** The food has synonym phrases that name it: a phrase saying one in full may rename it (see scoreEntry). */
const FOOD_NAMING_SYNONYMS = 1;
const FOOD_FROM_RAW = 2;
const FOOD_FROM_FROZEN = 4;
const FOOD_RAW = 8;
const FOOD_COOKED = 16;
const ceilingsByIndex = new WeakMap<SearchIndex, Ceilings>();

function foodCeilings(index: SearchIndex): Ceilings {
  let out = ceilingsByIndex.get(index);
  if (!out) {
    const n = index.entries.length;
    out = {
      ceiling: new Float64Array(n).fill(Number.NaN),
      babyPenalty: new Float64Array(n),
      flags: new Uint8Array(n),
      unexcusableHeadNouns: new Uint8Array(n),
    };
    ceilingsByIndex.set(index, out);
  }
  return out;
}

/**
 * What scoreEntry can add for a food whatever the phrase: every refund of an unsaid word at its largest weight and
 * the bonuses (the head-noun score depends on the phrase: scoreCeiling adds it). Keep in step with scoreEntry (score-ceiling.test.ts checks it on many phrases).
 * Worked out the first time the food is a candidate, like the rest of its entry.
 */
function foodCeiling(index: SearchIndex, out: Ceilings, i: number): number {
  const known = out.ceiling[i] as number;
  if (!Number.isNaN(known)) return known;
  const W = index.weights;
  const largest = largestExtraShare(W);
  const most = (t: string): number => largest * (index.idf.get(t) ?? 0);
  const e = index.entries[i] as IndexedFood;
  let refunds = 0;
  for (const group of e.alternatives) for (const t of group) refunds += most(t);
  if (e.babyPenalty > 0) for (const t of BABY_MARKERS) refunds += most(t);
  for (const t of BREAKFAST_MEATS) if (e.desc.has(t)) refunds += most(t);
  for (const t of e.defaultPresent) refunds += most(t);
  for (let k = 0; k < e.negations.length; k++) {
    const subject = e.negatedSubjects[k];
    refunds += most(e.negations[k] as string) + (subject ? most(stem(subject)) : 0);
  }
  const ceiling =
    W.extraPenalty * (refunds - e.extraTotal) +
    e.prior +
    (e.headName && e.classWords.length === 0 ? W.headNameBonus : 0);
  out.ceiling[i] = ceiling;
  out.babyPenalty[i] = e.babyPenalty;
  let unexcusable = 0;
  for (const t of e.headNouns)
    if (
      !BABY_MARKERS.has(t) &&
      !RED_MEATS.includes(t) &&
      !BREAKFAST_MEATS.includes(t) &&
      !inAnyGroup(t, e.alternatives)
    )
      unexcusable += 1;
  out.unexcusableHeadNouns[i] = Math.min(unexcusable, 255);
  out.flags[i] =
    (e.synPhrases.length > 0 ? FOOD_NAMING_SYNONYMS : 0) |
    (e.fromRaw ? FOOD_FROM_RAW : 0) |
    (e.fromFrozen ? FOOD_FROM_FROZEN : 0) |
    (e.state === "raw" ? FOOD_RAW : e.state === "cooked" ? FOOD_COOKED : 0);
  return ceiling;
}

/**
 * An upper bound of scoreEntry's score for a food: every query token its words may hold counted as matched (and as a
 * said description word at its largest weight), plus the food's ceiling. A food whose bound is below the runner-up's
 * score can change neither the winner nor the margin, so it need not be scored.
 */
function scoreCeiling(i: number, q: ReadQuery, held: number, index: SearchIndex, ceilings: Ceilings): number {
  const ceiling = foodCeiling(index, ceilings, i);
  const babyPenalty = ceilings.babyPenalty[i] as number;
  let heldWeight = 0;
  let cutWeight = 0;
  for (let k = 0; k < q.query.length; k++) {
    const w = q.weights[k] as number;
    if (k >= MASKED_TOKENS || (held & (1 << k)) !== 0) heldWeight += w;
    else if (CUT_WORDS.has(q.query[k] as string)) cutWeight += w;
  }
  const matched = heldWeight + cutWeight + q.meatKindWeight;
  const W = q.matcher;
  const baby = q.wantsBaby ? (babyPenalty > 0 ? 0 : W.adultFoodPenalty) : babyPenalty;
  // A food whose words do not hold the head noun scores headNounScore's "absent" (its head and naming synonyms are
  // among its words); most candidates of a phrase come from its other words' postings.
  const headScore = q.headBit !== 0 && (held & q.headBit) === 0 ? -W.headNounAbsentPenalty : q.headCeiling;
  return (
    (1 + W.unmatchedPenalty) * matched -
    W.unmatchedPenalty * q.queryWeight +
    q.extraCeiling * heldWeight +
    W.withoutRefund * q.without.length +
    (q.size ? W.soldSizeBonus : 0) -
    baby +
    headScore +
    ceiling
  );
}

/**
 * scoreCeiling's bound less what scoreEntry surely takes off, read from the food's head: worked out only for the
 * foods that scoreCeiling leaves in (a few dozen per phrase), as reading every candidate's entry would cost more than
 * it saves. Without naming synonyms nothing renames the food, so a head holding no said word misses, a head noun in
 * the food's words but not its head is only mentioned, and each head noun not said and not excusable costs.
 */
function refinedCeiling(
  e: IndexedFood,
  i: number,
  q: ReadQuery,
  held: number,
  bound: number,
  ceilings: Ceilings,
): number {
  const W = q.matcher;
  const flags = ceilings.flags[i] as number;
  let taken = 0;
  if ((flags & FOOD_FROM_RAW) !== 0 && !q.saidRawOrHomemade) taken += W.fromRawPenalty;
  if ((flags & FOOD_FROM_FROZEN) !== 0 && !q.saidFrozen) taken += W.fromFrozenPenalty;
  if ((q.state === "raw" && (flags & FOOD_COOKED) !== 0) || (q.state === "cooked" && (flags & FOOD_RAW) !== 0))
    taken += W.negationPenalty;
  if ((flags & FOOD_NAMING_SYNONYMS) !== 0) return bound - taken;
  let saidInHead = 0;
  for (const t of e.head) if (q.qset.has(t)) saidInHead += 1;
  if (saidInHead === 0) taken += W.headMissPenalty;
  const headAbsent = q.headBit !== 0 && (held & q.headBit) === 0;
  if (q.head !== undefined && !headAbsent && !e.head.has(q.head))
    taken += q.headCeiling - Math.max(-W.headNounMentionedPenalty, -W.headNounAbsentPenalty);
  // A packaged meal's words are head nouns outside its head ("…, frozen meal"): said, they cost nothing either.
  let saidHeadNouns = saidInHead;
  for (const t of e.headNouns) if (!e.head.has(t) && q.qset.has(t)) saidHeadNouns += 1;
  const unsaidHeadNouns = (ceilings.unexcusableHeadNouns[i] as number) - saidHeadNouns;
  if (unsaidHeadNouns > 0) taken += Math.max(0, W.headNounExtraPenalty) * unsaidHeadNouns;
  return bound - taken;
}

function inAnyGroup(t: string, groups: readonly (readonly string[])[]): boolean {
  for (const group of groups) if (group.includes(t)) return true;
  return false;
}

/** Every candidate food of a phrase with its score and its bound: the bound must never be below the score. */
export function scoresWithCeilings(
  foodText: string,
  index: SearchIndex,
  withoutWords: string[] = [],
  size?: string,
): { food: Food; score: number; ceiling: number }[] {
  const read = readQuery(foodText, index, withoutWords, size);
  if (!read) return [];
  const found = candidates(read, index);
  const ceilings = foodCeilings(index);
  const scratch: Scored = { score: 0, matched: 0 };
  return found.entries.map((i, c) => {
    const e = index.entries[i] as IndexedFood;
    const held = found.held[c] as number;
    return {
      food: e.food,
      score: scoreEntry(e, index.idf, read, held, scratch).score,
      ceiling: refinedCeiling(e, i, read, held, scoreCeiling(i, read, held, index, ceilings), ceilings),
    };
  });
}

/** Rounding slack between the bound and the score, which sum the same numbers in another order. */
const CEILING_SLACK = 1e-6;
/** How many of the highest bounds are scored before the rest: enough to find the winner and the runner-up early. */
const SCORED_FIRST = 12;

/** The positions of the `n` highest bounds, highest first (a full sort of hundreds of candidates costs more). */
function highestBounds(bounds: Float64Array, n: number): number[] {
  const top: number[] = [];
  for (let c = 0; c < bounds.length; c++) {
    const b = bounds[c] as number;
    if (top.length === n && b <= (bounds[top[n - 1] as number] as number)) continue;
    let at = top.length;
    while (at > 0 && (bounds[top[at - 1] as number] as number) < b) at--;
    top.splice(at, 0, c);
    if (top.length > n) top.pop();
  }
  return top;
}

/** The best-scoring foods for a phrase, best first: for `npm run explain`, to see why a food won. */
export function rankFoods(
  foodText: string,
  index: SearchIndex,
  withoutWords: string[] = [],
  size?: string,
  count = 8,
): { food: Food; score: number }[] {
  const read = readQuery(foodText, index, withoutWords, size);
  if (!read) return [];
  const scored: { e: IndexedFood; score: number }[] = [];
  scoreCandidates(read, index, (e, score) => scored.push({ e, score }));
  return scored
    .sort((a, b) => b.score - a.score || (a.e.food.id < b.e.food.id ? -1 : 1))
    .slice(0, count)
    .map((c) => ({ food: c.e.food, score: Math.round(c.score * 100) / 100 }));
}

const entriesByFood = new WeakMap<SearchIndex, Map<Food, IndexedFood>>();

/**
 * True when the item names nothing beyond the phrase's food: each of its food nouns is in the phrase, in the food's
 * own name or synonyms, or only says where it came from (a place word or a chain's name: "dunkin glazed donut").
 */
function entryOf(food: Food, index: SearchIndex): IndexedFood | undefined {
  let byFood = entriesByFood.get(index);
  if (!byFood) entriesByFood.set(index, (byFood = new Map(index.entries.map((e) => [e.food, e]))));
  return byFood.get(food);
}

/** The words a USDA list of alternatives is joined by: "red wine, balsamic, OR raspberry vinegar dressing". */
const LISTING_OR = new Set(PART_JOINERS.alternativesInUsdaNames);

/** The words are one of the food's synonyms, or one listed in it: "balsamic" of "red wine, balsamic, or … dressing". */
export function synonymSaid(food: Food, said: readonly string[]): boolean {
  const key = said.join(" ");
  return food.synonyms.some((syn) => syn.split(",").some((listed) => alternativesOf(listed).includes(key)));
}

/**
 * A synonym's words, stemmed, and each alternative it lists with the words they share: "basmati or jasmine rice" is
 * also "basmati rice" and "jasmine rice".
 */
function alternativesOf(listed: string): string[] {
  const said = words(listed).map(stem);
  const whole = said.filter((w) => !LISTING_OR.has(w));
  if (whole.length === said.length) return [whole.join(" ")];
  const choices: string[][] = [[]];
  for (const w of words(listed)) {
    if (LISTING_OR.has(w)) choices.push([]);
    else choices.at(-1)?.push(stem(w));
  }
  const shared = (choices.at(-1) ?? []).slice(1);
  if (shared.length === 0 || choices.some((c) => c.length === 0)) return [whole.join(" ")];
  return [whole.join(" "), ...choices.map((c) => (c.length === 1 ? [...c, ...shared] : c).join(" "))];
}

/** "penne": a word the synonym table spells as a food's noun ("pasta") names that food. */
function renamedFood(token: string, index: SearchIndex): boolean {
  const spelled = applyFoodSynonyms(token, index.dishNames);
  return spelled !== token && words(spelled).some((w) => index.foodNouns.has(stem(w)));
}

const namedBySynonymCache = new WeakMap<SearchIndex, Map<string, boolean>>();
/** A word that is no food noun but names a food as one of its other names: "balsamic" (an Italian dressing). */
function namesBySynonym(token: string, index: SearchIndex): boolean {
  let cache = namedBySynonymCache.get(index);
  if (!cache) namedBySynonymCache.set(index, (cache = new Map()));
  let named = cache.get(token);
  if (named === undefined) {
    cache.set(token, false); // matchFood asks the same of its own words
    const found = matchFood(token, index);
    named = found !== undefined && !found.guessed && synonymSaid(found.food, [token]);
    cache.set(token, named);
  }
  return named;
}

function explainsAll(food: Food, foodText: string, index: SearchIndex): boolean {
  const entry = entryOf(food, index);
  if (!entry) return false;
  const phrase = new Set(index.phrases.filter((p) => p.food === food).flatMap((p) => p.explained));
  // The words as typed too: "a frankfurter hot dog" names the sausage, though the synonyms read it as "hot dog".
  // A chain's name of several words ("shake shack") says where the food came from, whatever words it holds.
  const typed = joinChainNames(queryWords(foodText));
  const chain = chainWords(words(foodText));
  // "vanilla yogurt cup": a word typed last that one of the food's own USDA portions is named by is what it came in.
  const last = typed.at(-1);
  const container =
    last !== undefined && UNIT_BY_WORD.has(last) && food.portions.some((p) => words(p.description).includes(last));
  return [...queryTokens(foodText, index), ...typed].every(
    (t) =>
      (container && (t === last || t === stem(last ?? ""))) ||
      (!index.foodNouns.has(t) && !namesBySynonym(t, index) && !renamedFood(t, index)) ||
      // "sausage pizza cold": a word that never names a food alone asks nothing of the food named, unless it is a
      // variant the food must name ("diet mtn dew") or how it was cooked ("fried cheese sticks").
      (NEVER_ALONE.has(t) && !KEPT_VARIANTS.includes(t) && !COOKED.test(t) && !COOKING_VERBS.has(t)) ||
      chain.has(t) ||
      phrase.has(t) ||
      entry.desc.has(t) ||
      entry.syn.has(t) ||
      SOURCE_WORDS.has(t) ||
      SERVING_WORDS.has(t) ||
      isChainName(t),
  );
}

const entriesByKind = new WeakMap<SearchIndex, Map<string, IndexedFood[]>>();

/** A food's kind: its name before the first comma ("Burrito bowl" of "Burrito bowl, chicken, with rice"). */
const kindOf = (food: Food): string => (food.description.split(",")[0] ?? "").toLowerCase();

/** The foods of one kind, in index order. */
function entriesOfKind(kind: string, index: SearchIndex): IndexedFood[] {
  let byKind = entriesByKind.get(index);
  if (!byKind) {
    byKind = new Map();
    for (const e of index.entries) {
      const list = byKind.get(kindOf(e.food));
      if (list) list.push(e);
      else byKind.set(kindOf(e.food), [e]);
    }
    entriesByKind.set(index, byKind);
  }
  return byKind.get(kind) ?? [];
}

/**
 * Of a kind's foods, one whose name holds more of the words after the dish than the phrase's own food does and that
 * scores better ("chicken burrito bowl with rice and beans"); else the phrase's food ("chicken katsu with rice": no
 * breaded chicken fillet is with rice).
 */
function bestOfKind(
  named: Food,
  tail: string,
  read: ReadQuery,
  index: SearchIndex,
  withoutWords: readonly string[] = [],
): Food | undefined {
  const foods = entriesOfKind(kindOf(named), index);
  const own = entryOf(named, index);
  if (foods.length < 2 || !own) return undefined;
  const said = queryTokens(tail, index);
  const holds = (e: IndexedFood): number => said.filter((t) => e.desc.has(t)).length;
  // "chipotle steak bowl no rice": the phrase's bowl holds the rice left out; the best of its kind that does not.
  const leftOut = (e: IndexedFood): boolean => holdsLeftOut(e.food, withoutWords, index);
  const ownHolds = leftOut(own) ? -1 : holds(own);
  const scratch: Scored = { score: 0, matched: 0 };
  let best: { food: Food | undefined; score: number } = leftOut(own)
    ? { food: undefined, score: -Infinity }
    : { food: named, score: scoreEntry(own, index.idf, read, ALL_HELD, scratch).score };
  for (const e of foods) {
    if (holds(e) <= ownHolds || leftOut(e)) continue;
    const { score } = scoreEntry(e, index.idf, read, ALL_HELD, scratch);
    if (score > best.score) best = { food: e.food, score };
  }
  return best.food;
}

/**
 * The product the phrase table names at the start of the words, when all the words after it name how it tastes:
 * foods of match-words.json `tastesAfterProduct` ("caramel cashew", "chocolate sea salt", "peanut butter").
 */
export function flavouredProduct(
  foodText: string,
  index: SearchIndex,
): { food: Food; said: string; flavour: string } | undefined {
  const product = namingPhrase(foodText, index.phrases);
  const said = phraseWords(foodText);
  if (!product || product.words.length >= said.length) return undefined;
  // Meats and mixed dishes are no products tasting of what follows: "sirloin broccoli" is a steak and broccoli; a
  // spice flavours what follows it ("cinnamon apples"), never the other way round.
  if (isProteinFood(product.food.category) || isMixedDish(product.food.category) || isSpice(product.food.category))
    return undefined;
  if (said.slice(0, product.words.length).join(" ") !== product.words.join(" ")) return undefined;
  const rest = said.slice(product.words.length);
  const tastes = (w: string): boolean => {
    const found = matchFood(w, index);
    const category = found?.food.category ?? "";
    return found !== undefined && !found.guessed && TASTES.some((c) => category.startsWith(c));
  };
  // Words naming no food say the flavour too ("sea" of "sea salt"); the foods said may be one food ("peanut butter").
  const foods = rest.filter((w) => index.foodNouns.has(w));
  if (foods.length === 0 || !(foods.every(tastes) || tastes(foods.join(" ")))) return undefined;
  return { food: product.food, said: product.words.join(" "), flavour: rest.join(" ") };
}
const TASTES: readonly string[] = SAID.tastesAfterProduct;
/** SR's "Spices and Herbs" (category sr0200). */
const isSpice = (category: string): boolean => category === "sr0200";

/** Every word of the text is in the food's name or synonyms (a word the database lacks is in none). */
function namesAll(entry: IndexedFood, text: string, index: SearchIndex): boolean {
  const said = words(text);
  const known = queryTokens(text, index);
  return known.length === said.length && known.every((t) => entry.desc.has(t) || entry.syn.has(t));
}

/** What a food is put on, in USDA's words and as said (match-words.json `putOnBreads`): cheese on a pizza is pizza. */
const BREADS: ReadonlySet<string> = new Set(SAID.putOnBreads);

/**
 * "egg on toast": the best food is the bread the head was said on, and holds the head only as its kind ("Bread, egg,
 * toasted"), not in its first words.
 */
function kindOfWhatItIsOn(entry: IndexedFood, head: string, read: ReadQuery): boolean {
  if (entry.headLast === undefined || !read.onlyAfterOn.has(entry.headLast) || !BREADS.has(entry.headLast))
    return false;
  const opening = entry.food.description.split(",")[0] ?? "";
  return !queryWordsOf(words(opening)).includes(head);
}

/** The dish a phrase of two words or more names after a meat said first, of the kind that meat says. */
function ledDish(
  foodText: string,
  index: SearchIndex,
  read: ReadQuery,
  withoutWords: readonly string[],
): { food: Food; dish: string } | undefined {
  const dish = namingPhrase(foodText, index.phrases);
  const all = phraseWords(foodText);
  // "pad see ew chicken": on a phone the meat is typed after the dish as often as before it.
  const [meat = "", ...said] = MEATS.has(all[0] ?? "") ? all : [all.at(-1) ?? "", ...all.slice(0, -1)];
  if (!dish || dish.food.source !== "fndds" || dish.words.length < 2 || !MEATS.has(meat)) return undefined;
  if (said.join(" ") !== dish.words.join(" ")) return undefined;
  const found = bestOfKind(dish.food, meat, read, index, withoutWords) ?? dish.food;
  return holdsLeftOut(found, withoutWords, index) ? undefined : { food: found, dish: said.join(" ") };
}

/** "a hot dog, no bun": a phrase's food whose name holds what was left out is not what was eaten. */
function holdsLeftOut(food: Food, withoutWords: readonly string[], index: SearchIndex): boolean {
  const entry = entryOf(food, index);
  return entry !== undefined && withoutWords.some((w) => queryTokens(w, index).some((t) => entry.desc.has(t)));
}

/** "Burrito bowl, chicken, with beans and rice" less the rice: a part the food's name says it is with was left out. */
function withLeftOut(food: Food, withoutWords: readonly string[], index: SearchIndex): boolean {
  if (withoutWords.length === 0) return false;
  const parts = food.description.toLowerCase().split(/\bwith\b/)[1];
  if (!parts) return false;
  const said = new Set(words(parts).flatMap((w) => queryTokens(w, index)));
  return withoutWords.some((w) => queryTokens(w, index).some((t) => said.has(t)));
}

/** Whether the food's name or synonyms hold one of the food nouns of some words ("lo mein, shrimp" for "shrimp"). */
function namesAny(entry: IndexedFood, text: string, index: SearchIndex): boolean {
  return queryTokens(text, index).some(
    (t) => (index.foodNouns.has(t) || namesBySynonym(t, index)) && (entry.desc.has(t) || entry.syn.has(t)),
  );
}

/**
 * "lemon vinaigrette", "kale salad": no food is both, and the best names only the describing food (a lemon) or
 * another food of the kind (a beef salad); the food the phrase table names for the head noun is the nearest of its
 * kind. Undefined when the best food is of the kind said.
 */
function nearestOfKind(
  e: IndexedFood,
  head: string,
  read: ReadQuery,
  withoutWords: string[],
  index: SearchIndex,
): Food | undefined {
  const lacksHead = !e.desc.has(head) && !e.syn.has(head);
  const unsaidKind = [...e.head].some((t) => t !== head && !read.qset.has(t) && index.nouns.has(t));
  const kindWord = read.query[read.query.indexOf(head) - 1];
  const kindUnfound =
    kindWord !== undefined && index.nouns.has(kindWord) && !e.desc.has(kindWord) && !e.syn.has(kindWord);
  if (read.fromChain.has(head) || !(lacksHead || (unsaidKind && kindUnfound))) return undefined;
  const kind = phraseFood(head, index.phrases);
  return kind && kind !== e.food && explainsAll(kind, head, index) && !holdsLeftOut(kind, withoutWords, index)
    ? kind
    : undefined;
}

function findFood(
  foodText: string,
  index: SearchIndex,
  withoutWords: string[],
  size: string | undefined,
): FoodMatch | undefined {
  // A product or dish the phrase table names beats its ingredients ("sausage mcmuffin" is not sausage), unless the
  // item names more than the product ("lo mein with shrimp", "taco bell taco salad"): then the words decide.
  const named = phraseFood(foodText, index.phrases);
  if (named && explainsAll(named, foodText, index) && !holdsLeftOut(named, withoutWords, index))
    return { food: named, score: Infinity, confidence: 0.9, guessed: false };
  const read = readQuery(foodText, index, withoutWords, size);
  // "a whole pint of halo top": words that name no food of their own leave the food the phrase table names.
  if (!read)
    return named && !holdsLeftOut(named, withoutWords, index)
      ? { food: named, score: Infinity, confidence: 0.7, guessed: false }
      : undefined;
  // "chipotle chicken bowl no rice": the phrase's dish holds what was left out; the best of its kind that does not.
  if (named && explainsAll(named, foodText, index) && withLeftOut(named, withoutWords, index)) {
    const lacking = bestOfKind(named, "", read, index, withoutWords);
    if (lacking) return { food: lacking, score: Infinity, confidence: 0.8, guessed: false };
  }
  // "chicken burrito bowl with rice and beans": the phrase names the dish said before "with", and what follows says
  // which one of that kind of dish it is.
  // A chain's product is its own kind; so is a dish named in one word ("dressing").
  const before = partBeforeJoiner(foodText);
  const kind = before.tail ? namingPhrase(before.head, index.phrases) : undefined;
  const ofKind =
    kind && kind.words.length > 1 && kind.food.source === "fndds" && explainsAll(kind.food, before.head, index)
      ? bestOfKind(kind.food, before.tail, read, index, withoutWords)
      : undefined;
  if (ofKind && !holdsLeftOut(ofKind, withoutWords, index))
    return { food: ofKind, score: Infinity, confidence: 0.85, guessed: false };
  let best: { e: IndexedFood; score: number; matched: number } | undefined;
  let second = -Infinity;
  // The highest bounds first, so the runner-up's score is high early; then every other food whose bound reaches it.
  const found = candidates(read, index);
  const ceilings = foodCeilings(index);
  const count = found.entries.length;
  const bounds = new Float64Array(count);
  for (let c = 0; c < count; c++) {
    const i = found.entries[c] as number;
    bounds[c] = scoreCeiling(i, read, found.held[c] as number, index, ceilings);
  }
  const first = highestBounds(bounds, SCORED_FIRST);
  const scratch: Scored = { score: 0, matched: 0 };
  const consider = (c: number): void => {
    const bound = bounds[c] as number;
    if (bound < second - CEILING_SLACK) return;
    const i = found.entries[c] as number;
    const e = index.entries[i] as IndexedFood;
    const held = found.held[c] as number;
    if (refinedCeiling(e, i, read, held, bound, ceilings) < second - CEILING_SLACK) return;
    const { score, matched } = scoreEntry(e, index.idf, read, held, scratch);
    if (!best || score > best.score || (score === best.score && e.food.id < best.e.food.id)) {
      if (best) second = Math.max(second, best.score);
      best = { e, score, matched };
    } else second = Math.max(second, score);
  };
  for (const c of first) consider(c);
  const isFirst = new Uint8Array(count);
  for (const c of first) isFirst[c] = 1;
  for (let c = 0; c < count; c++) if (isFirst[c] === 0) consider(c);
  if (!best) return undefined;
  // "rxbar chocolate sea salt", "muscle milk chocolate": a product the phrase table names, then only how it tastes.
  const product = named ? flavouredProduct(foodText, index) : undefined;
  // "queso fresco" is a cheese of its own (the best food names the product's words), not queso tasting of something.
  if (product && !namesAll(best.e, product.said, index)) {
    const kind = bestOfKind(product.food, product.flavour, read, index, withoutWords) ?? product.food;
    if (!holdsLeftOut(kind, withoutWords, index))
      return { food: kind, score: Infinity, confidence: 0.8, guessed: false };
  }
  // "chicken pad see ew", "shrimp pad thai", "pad see ew chicken": the phrase names the dish, and the meat said before
  // or after it which one of that kind of dish it is, when the best food for all the words is that meat alone.
  const led = !before.tail && named ? ledDish(foodText, index, read, withoutWords) : undefined;
  if (led && !namesAny(best.e, led.dish, index))
    return { food: led.food, score: Infinity, confidence: 0.8, guessed: false };
  // "chicken burrito bowl with guac": the phrase table names the dish before "with" and the best food for all the
  // words names nothing after it either, or not the dish itself ("spinach salad with grilled chicken" is no chicken
  // salad), so the dish is the phrase's food and the rest is a part of its own.
  // The longest such head: "salad with grilled salmon and vinaigrette" is the phrase's salad and a vinaigrette.
  for (const { head, tail } of cutsAtParts(foodText)) {
    const dish = phraseFood(head, index.phrases);
    if (!dish || !explainsAll(dish, head, index)) continue;
    if (
      !holdsLeftOut(dish, withoutWords, index) &&
      (!namesAny(best.e, tail, index) || !explainsAll(best.e.food, head, index))
    )
      return { food: dish, score: Infinity, confidence: 0.9, guessed: false };
    break;
  }
  // "jerk chicken w rice n peas & fried plantains": a food that is not what the phrase names
  // before its parts (its head noun) is one of the parts; the head is the phrase's food and the parts are items.
  const head = read.head;
  if (
    head !== undefined &&
    before.tail &&
    index.nouns.has(head) &&
    !read.fromChain.has(head) &&
    best.e.headLast !== undefined &&
    read.tailOnly.has(best.e.headLast) &&
    ((!best.e.desc.has(head) && !best.e.syn.has(head)) || kindOfWhatItIsOn(best.e, head, read))
  ) {
    const own = matchFood(before.head, index, withoutWords, size);
    const ownEntry = own && entryOf(own.food, index);
    if (own && ownEntry && (ownEntry.desc.has(head) || ownEntry.syn.has(head))) return own;
  }
  // The nearest food of the kind said, when the best is of another kind, is said to be a guess.
  const nearest = head === undefined ? undefined : nearestOfKind(best.e, head, read, withoutWords, index);
  if (nearest) return { food: nearest, score: best.score, confidence: 0.4, guessed: true };
  // A chain's name the food does not hold says where it came from, not what it is: it leaves nothing unexplained.
  let where = 0;
  for (const t of read.fromChain) if (!best.e.desc.has(t) && !best.e.syn.has(t)) where += index.idf.get(t) ?? 0;
  const said = read.queryWeight - where;
  const coverage = said > 0 ? Math.min(1, best.matched / said) : 0;
  const margin = Number.isFinite(second) ? Math.min(1, Math.max(0, (best.score - second) / 3)) : 1;
  const confidence = Math.max(0.05, Math.min(0.98, 0.25 + 0.55 * coverage + 0.2 * margin));
  return { food: best.e.food, score: best.score, confidence, guessed: coverage < 0.3 };
}
