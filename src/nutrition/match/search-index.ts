import type { FoodDatabase } from "../db/food-types.js";
import { committedMatcherWeights } from "../engine-params.js";
import { loadFoodPhrases, type FoodPhrase } from "./food-phrases.js";
import { CLASS_WORDS, negationsOf, NO_GROUPS, NO_TOKENS, NO_WORDS, phraseKey } from "./food-details.js";
import { IndexEntry, type IndexedFood, type IndexWords } from "./indexed-food.js";
import type { MatcherWeights } from "./matcher-weights.js";
import { CAPITALS_WORD, isStopword, stem, tokens, words } from "./tokenize.js";
import { chainNameLength } from "../parse/lexicon/chain-names.js";
import { anyWordPattern, USDA_NAME_WORDS as NAMES } from "./match-words.js";

/** SR food groups of plain ingredients: fruits, vegetables, nuts and seeds, legumes, fish. */
const SR_PRODUCE_GROUPS = new Set(["sr0900", "sr1100", "sr1200", "sr1600", "sr1500", "sr2000"]);

/** In four foods or fewer of the ~14,000: a word that rare in an FNDDS name is a product's name. */
const RARE_NAME_IDF = 8;
/** Juices that are not simply the fruit's juice: drinks, nectars, concentrates, sauces. */
const JUICE_DRINK = anyWordPattern(NAMES.juiceDrinks, "i");

/** What follows a head and is not part of it: "Pizza WITH fruit", "Chicken IN sauce". */
const HEAD_TAIL = /\s+(?:with|in|on|from)\s+/;

/** Two-word classes that open a name the way a class word does ("Sugar substitute, stevia, powder"). */
const CLASS_PHRASES = new Set(NAMES.classPhrases);

/** Second-level classes after a class word ("Babyfood, dinner, …", "Babyfood, meat, …"). */
const SUBCLASS = new Set(NAMES.subclasses);

/** Ingredient-table classes whose next segment names the food ("Cake, fruitcake", "Candies, fondant"). */
const SR_CLASS = new Set(NAMES.ingredientClasses);

export interface SearchIndex {
  db: FoodDatabase;
  /** The matcher's weights every phrase is scored with (the committed ones, or a fitting script's). */
  weights: MatcherWeights;
  entries: IndexedFood[];
  /** Foods (entry numbers) whose description or synonyms hold each token. */
  postings: Map<string, number[]>;
  /** Tokens added to some descriptions after the postings were built ("100pct"): their postings miss those foods. */
  unpostedWords: ReadonlySet<string>;
  idf: Map<string, number>;
  /** Words that name a food on their own: any token of an FNDDS description's first segment. */
  foodNouns: Set<string>;
  /** Head nouns proper: the last word of an FNDDS head ("water", "potato", "sandwich"), not its adjectives ("classic"). */
  nouns: Set<string>;
  /** Whole FNDDS heads of two or more words ("snack mix"), as query tokens joined by spaces. */
  headNames: Set<string>;
  /** FNDDS dish names of two words or more as USDA writes them ("sloppy joe", "ice cream soda"), stemmed, "X or Y" not. */
  dishNames: Set<string>;
  /** What people type for a product or dish → its food (food-phrases.json), longest first. */
  phrases: FoodPhrase[];
}

/**
 * Builds the token index over descriptions and synonyms: every food's words and postings now, the rest of each
 * food's entry when a meal first needs it (see IndexEntry).
 */
/** The first part of an SR name is a chain's name in capitals ("OLIVE GARDEN", "APPLEBEE'S"). */
const IN_CAPITALS = new RegExp(`^${CAPITALS_WORD}(?:\\s+${CAPITALS_WORD})*$`);
function chainOpens(first: string): boolean {
  if (!IN_CAPITALS.test(first.trim())) return false;
  const said = words(first);
  return said.length > 0 && chainNameLength(said) === said.length;
}

export function buildSearchIndex(db: FoodDatabase, weights: MatcherWeights = committedMatcherWeights()): SearchIndex {
  const postings = new Map<string, number[]>();
  const unpostedWords = new Set<string>();
  const indexWords: IndexWords = {
    weights,
    idf: new Map(),
    foodNouns: new Set(),
    nouns: new Set(),
    namedIn: new Map(),
    headNamedIn: new Map(),
  };
  // Synonym strings repeat a lot ("all flavors", brand lists): tokenize each text once.
  const seen = new Map<string, string[]>();
  const tok = (text: string): string[] => {
    let t = seen.get(text);
    if (!t) seen.set(text, (t = tokens(text)));
    return t;
  };
  const post = (t: string, i: number): void => {
    const list = postings.get(t);
    if (list) list.push(i);
    else postings.set(t, [i]);
  };
  const entries: IndexEntry[] = db.foods.map((food, i) => {
    const descWords = words(food.description);
    const desc = new Set<string>();
    for (const w of descWords) if (!isStopword(w)) desc.add(stem(w));
    // SR writes "Babyfood" as one word; people write "baby food".
    if (desc.has("babyfood")) desc.add("baby").add("food");
    const hasBracket = food.description.includes("(");
    // The head is what the food IS: first comma segment, without "(Brand)" and without its "with …" tail.
    const segments = food.description.split(",");
    if (hasBracket) for (let k = 0; k < segments.length; k++) segments[k] = segments[k]!.replace(/\([^)]*\)/g, " ");
    const first = segments[0] ?? "";
    const tail = HEAD_TAIL.exec(first);
    let headTokens = tok(tail ? first.slice(0, tail.index) : first);
    const headLast = headTokens[headTokens.length - 1];
    // "Fish, sardines", "Cheese, Cheddar": a lone class word is followed by the food's real name.
    // "OLIVE GARDEN, lasagna classico": a chain's name in capitals opening the name says whose food it is, as a class
    // word does; the food is what follows it.
    const classHead =
      (headTokens.length === 1 && CLASS_WORDS.has(headTokens[0] ?? "")) ||
      CLASS_PHRASES.has(headTokens.join(" ")) ||
      chainOpens(first);
    const classWords = classHead ? headTokens : NO_TOKENS;
    if (classHead && segments[1] && !/^\s*(NS as to|NFS)/.test(segments[1])) {
      headTokens = [...headTokens, ...tok(segments[1])];
      // "Babyfood, dinner, chicken noodle": a kind of dish is still a class; the next segment names the food.
      if (SUBCLASS.has(segments[1]?.trim().toLowerCase() ?? "") && segments[2]) headTokens.push(...tok(segments[2]));
    }
    const head = new Set(headTokens);
    // Most foods have no synonyms: they share the empty set and list instead of making their own.
    let syn: Set<string> | undefined;
    let synonymPhrases: string[][] | undefined;
    // "(Cheetos)", "(Burger King)": a bracketed name in the description names the food like a synonym does.
    const names = hasBracket
      ? [...food.synonyms, ...[...food.description.matchAll(/\(([^)]+)\)/g)].map((m) => m[1] ?? "")]
      : food.synonyms;
    for (const name of names) {
      const st = tok(name);
      if (st.length > 0 && st.length <= 4) (synonymPhrases ??= []).push(st);
      const lacks = ABSENT_AFTER_SAID.test(name) ? freeOf(name) : NO_WORD_SET;
      for (const t of st) if (!desc.has(t) && !lacks.has(t)) (syn ??= new Set()).add(t);
    }
    for (const t of desc) post(t, i);
    if (syn) for (const t of syn) post(t, i);
    // A juice is 100% juice unless USDA says drink, nectar or cocktail: "100% fruit juice" is "Fruit juice, NFS" too.
    // Added after the postings so the word's rarity (what it weighs) stays that of the foods that say it.
    const pureJuice = desc.has("juice") && !desc.has("100pct") && !JUICE_DRINK.test(food.description);
    if (pureJuice) {
      desc.add("100pct");
      unpostedWords.add("100pct");
    }
    const { negations, negatedSubjects } = negationsOf(descWords);
    const foodWords = {
      food,
      desc,
      head,
      headLast,
      syn: syn ?? NO_WORDS,
      synonymPhrases: synonymPhrases ?? NO_GROUPS,
      classWords,
      headName: food.source === "fndds" && head.size >= 2 ? [...head].join(" ") : undefined,
      pureJuice,
      negations,
      negatedSubjects,
    };
    return new IndexEntry(foodWords, indexWords);
  });
  const { foodNouns, nouns, idf } = indexWords;
  for (const e of entries) {
    if (e.food.source !== "fndds") continue;
    for (const t of e.head) foodNouns.add(t);
    if (e.headLast) nouns.add(e.headLast);
  }
  // "Cake, fruitcake", "Candies, fondant": a one-word kind named after an ingredient-table class word is a food name.
  for (const e of entries) {
    if (e.food.source === "fndds") continue;
    const comma = e.food.description.indexOf(",");
    if (comma < 0 || !SR_CLASS.has(e.food.description.slice(0, comma).trim().toLowerCase())) continue;
    const [cls, kind, ...rest] = e.food.description.split(",").map((x) => x.trim().toLowerCase());
    if (cls && kind && rest.length <= 2 && SR_CLASS.has(cls) && /^[a-z]+$/.test(kind) && kind.length > 4)
      foodNouns.add(stem(kind));
  }
  // Produce FNDDS never names ("Yam, raw", "Mountain yam"): an SR food whose whole head is one or two plain words.
  for (const e of entries) {
    if (e.food.source === "fndds" || !SR_PRODUCE_GROUPS.has(e.food.category) || !e.headLast) continue;
    if (e.head.size <= 2 && !CLASS_WORDS.has(e.headLast)) foodNouns.add(e.headLast);
  }
  const n = entries.length;
  for (const [t, list] of postings) idf.set(t, Math.log(1 + n / list.length));
  // Rare names USDA gives only as synonyms ("chalupa", "sopes") name foods too.
  for (const e of entries) {
    for (const ph of e.synonymPhrases)
      for (const t of ph)
        // A brand USDA gives as a food's whole other name ("Cheerios") names it, however many SR products share it.
        if ((idf.get(t) ?? 0) >= 7 || (ph.length === 1 && e.food.source === "fndds" && (idf.get(t) ?? 0) >= 5.5))
          foodNouns.add(t);
    // So does a product name FNDDS puts in a description ("Toddler formula, PediaSure") found in a handful of foods.
    if (e.food.source === "fndds")
      for (const t of e.desc) if ((idf.get(t) ?? 0) >= RARE_NAME_IDF && /^[a-z]{5,}$/.test(t)) foodNouns.add(t);
  }
  const headNames = new Set<string>();
  const dishNames = new Set<string>();
  for (const e of entries) {
    for (const phrase of e.synonymPhrases) nameIn(indexWords.namedIn, phraseKey(phrase), e.food.category);
    // A one-word head counts too: "apple" among a fruit fritter's kinds names USDA's apples, not the fritter.
    if (e.headName === undefined) {
      if (e.food.source === "fndds" && e.head.size === 1)
        for (const word of e.head) nameIn(indexWords.headNamedIn, word, e.food.category);
      continue;
    }
    nameIn(indexWords.headNamedIn, e.headName, e.food.category);
    headNames.add(e.headName);
    const name = dishName(e.food.description);
    if (name) dishNames.add(name);
  }
  return {
    db,
    weights,
    entries,
    postings,
    unpostedWords,
    idf,
    foodNouns,
    nouns,
    headNames,
    dishNames,
    phrases: loadFoodPhrases(db),
  };
}

const NO_WORD_SET: ReadonlySet<string> = new Set();
/** Words after a word saying the food is without it ("sugar FREE"): match-words.json `absentAfter`. */
const ABSENT_AFTER = new Set(NAMES.absentAfter);
const ABSENT_AFTER_SAID = anyWordPattern(NAMES.absentAfter, "i");

/** What a synonym says the food is free of ("sugar free", "fat-free"): no word the food is named by. */
function freeOf(name: string): ReadonlySet<string> {
  const said = words(name);
  return new Set(said.filter((_, i) => ABSENT_AFTER.has(said[i + 1] ?? "")).map(stem));
}

/** The dish an FNDDS name opens with, in its own words ("Ice cream soda, chocolate" → "ice cream soda"). */
function dishName(description: string): string | undefined {
  const first = description.split(",")[0] ?? "";
  const tail = HEAD_TAIL.exec(first);
  const said = words(tail ? first.slice(0, tail.index) : first);
  return said.length >= 2 && !said.includes("or") ? said.map(stem).join(" ") : undefined;
}

/** Adds a food's category to the categories of the foods that give this name. */
function nameIn(categoriesByName: Map<string, Set<string>>, name: string, category: string): void {
  const categories = categoriesByName.get(name);
  if (categories) categories.add(category);
  else categoriesByName.set(name, new Set([category]));
}
