import type { Food } from "../db/food-types.js";
import { foodDetails, type FoodDetails } from "./food-details.js";
import type { MatcherWeights } from "./matcher-weights.js";

export interface IndexedFood {
  readonly food: Food;
  /** Tokens of the main description. */
  readonly desc: Set<string>;
  /** Tokens of the first comma segment: the head noun phrase ("Pizza", "Milk"). */
  readonly head: Set<string>;
  /** Last token of the head phrase ("cake" in "Rice cake"). */
  readonly headLast: string | undefined;
  /** Foods the name adds with "with" ("fruit" in "Pizza, cheese, with fruit"): costlier when unsaid. */
  readonly additions: ReadonlySet<string>;
  /** The cuts USDA weighs this food by ("patty" for "Sausage, NFS", whose portions include "1 patty"). */
  readonly servedAs: ReadonlySet<string>;
  /** Tokens only found in the synonyms ("Additional food description" / SR common names). */
  readonly syn: ReadonlySet<string>;
  /** Each short synonym phrase as tokens ("chalupa", "frosted mini wheat"): a full match names the food as well as its description. */
  readonly synPhrases: readonly (readonly string[])[];
  /** Words in the description that say something is ABSENT or replaced ("caffeine free", "meatless", "no topping"). */
  readonly negations: readonly string[];
  /** What each "free"/"no"/"without" is about ("caffeine" in "caffeine free", "meat" in "no meat"), same order as negations. */
  readonly negatedSubjects: readonly (string | undefined)[];
  /** Words inside "NS as to …" clauses: they say what is NOT specified, so missing them costs nothing. */
  readonly unspecified: ReadonlySet<string>;
  /** Σ idf of description words (default-state words count 0.3): the most a description can say beyond a query. */
  readonly extraTotal: number;
  /** Head nouns that make a different food when the user did not say them. */
  readonly headNouns: readonly string[];
  /** The class a name opens with ("Fish", "Sugar substitute"): says what kind of food, not which. */
  readonly classWords: readonly string[];
  /** An FNDDS head of two or more words ("snack cake", "Fish, tilapia"), as query tokens joined by spaces. */
  readonly headName: string | undefined;
  /** Names a meat (for "meatless"). */
  readonly hasMeat: boolean;
  /** The description says "not" ("skin not eaten"). */
  readonly hasNot: boolean;
  /** What the food is said not to be ("chocolate", "covered" in "coconut bar, not chocolate covered"). */
  readonly notWords: readonly string[];
  /** "raw" or cooked in some way: the user saying the other state rules it out. */
  readonly state: "raw" | "cooked" | undefined;
  /** "…, fried, from raw": cooked at home from raw, not bought ready. */
  readonly fromRaw: boolean;
  /** "…, from frozen": heated at home from a frozen product. */
  readonly fromFrozen: boolean;
  /** Words that cost nothing unsaid: "fast food" after "restaurant or" only repeats where the food came from. */
  readonly freeWords: ReadonlySet<string>;
  /** Query-independent prior (see food-prior.ts) and the extra penalty for baby food when the user did not ask for it. */
  readonly prior: number;
  readonly babyPenalty: number;
  /** "Macaroni or noodles", "fruit or vanilla": saying one alternative says the whole group. */
  readonly alternatives: readonly (readonly string[])[];
  /** A fruit or vegetable (raw is one of its ordinary states). */
  readonly produce: boolean;
  /** "caffeine containing": words that cost nothing when the user said none of them. */
  readonly defaultPresent: readonly string[];
  /** True for USDA's generic entries ("NFS", "NS as to …"), the safe default when the user is vague. */
  readonly generic: boolean;
  /** Sizes USDA sells the food in ("1 small", "1 large drink"): a size said names a food sold in that size. */
  readonly soldSizes: ReadonlySet<string>;
}

/** What the whole index knows that a food's details depend on, complete once every food's words are indexed. */
export interface IndexWords {
  /** The matcher's weights (`engine-params.json`): a food's prior and unsaid-word costs are worked out with them. */
  weights: MatcherWeights;
  idf: Map<string, number>;
  foodNouns: Set<string>;
  nouns: Set<string>;
  /** Every synonym phrase, and every FNDDS head of two or more words, with the categories of the foods that give it. */
  namedIn: Map<string, Set<string>>;
  headNamedIn: Map<string, Set<string>>;
}

/** What the index reads of every food at start-up: its words, its head and its synonym phrases. */
export interface FoodWords {
  food: Food;
  desc: Set<string>;
  head: Set<string>;
  headLast: string | undefined;
  syn: ReadonlySet<string>;
  /** Every short synonym phrase, before the index knows which of them name the food. */
  synonymPhrases: readonly (readonly string[])[];
  classWords: readonly string[];
  headName: string | undefined;
  /** 100% juice: "100pct" was added to `desc`. */
  pureJuice: boolean;
  negations: readonly string[];
  negatedSubjects: readonly (string | undefined)[];
}

/**
 * A food's entry. Its words are read at start-up for every food; the rest of what scoring reads (alternatives,
 * sizes, state, the prior…) is worked out the first time a meal makes the food a candidate. A process that reads a
 * few meals (a script, a test, a server's first request) works out a few thousand foods instead of all ~14,000; after
 * about a hundred meals most foods have been a candidate, and each was worked out once, as before.
 */
export class IndexEntry implements IndexedFood {
  readonly food: Food;
  readonly desc: Set<string>;
  readonly head: Set<string>;
  readonly headLast: string | undefined;
  readonly syn: ReadonlySet<string>;
  readonly synonymPhrases: readonly (readonly string[])[];
  readonly classWords: readonly string[];
  readonly headName: string | undefined;
  readonly pureJuice: boolean;
  readonly negations: readonly string[];
  readonly negatedSubjects: readonly (string | undefined)[];
  private readonly index: IndexWords;
  private details: FoodDetails | undefined;

  constructor(words: FoodWords, index: IndexWords) {
    this.food = words.food;
    this.desc = words.desc;
    this.head = words.head;
    this.headLast = words.headLast;
    this.syn = words.syn;
    this.synonymPhrases = words.synonymPhrases;
    this.classWords = words.classWords;
    this.headName = words.headName;
    this.pureJuice = words.pureJuice;
    this.negations = words.negations;
    this.negatedSubjects = words.negatedSubjects;
    this.index = index;
  }

  private get worked(): FoodDetails {
    return (this.details ??= foodDetails(this, this.index));
  }
  get additions() {
    return this.worked.additions;
  }
  get servedAs() {
    return this.worked.servedAs;
  }
  get synPhrases() {
    return this.worked.synPhrases;
  }
  get unspecified() {
    return this.worked.unspecified;
  }
  get extraTotal() {
    return this.worked.extraTotal;
  }
  get headNouns() {
    return this.worked.headNouns;
  }
  get hasMeat() {
    return this.worked.hasMeat;
  }
  get hasNot() {
    return this.worked.hasNot;
  }
  get notWords() {
    return this.worked.notWords;
  }
  get state() {
    return this.worked.state;
  }
  get fromRaw() {
    return this.worked.fromRaw;
  }
  get fromFrozen() {
    return this.worked.fromFrozen;
  }
  get freeWords() {
    return this.worked.freeWords;
  }
  get prior() {
    return this.worked.prior;
  }
  get babyPenalty() {
    return this.worked.babyPenalty;
  }
  get alternatives() {
    return this.worked.alternatives;
  }
  get produce() {
    return this.worked.produce;
  }
  get defaultPresent() {
    return this.worked.defaultPresent;
  }
  get generic() {
    return this.worked.generic;
  }
  get soldSizes() {
    return this.worked.soldSizes;
  }
}
