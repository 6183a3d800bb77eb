import type { Food, FoodDatabase } from "../db/food-types.js";
import { loadFoodPhrases, type FoodPhrase } from "./food-phrases.js";
import { foodPrior } from "./food-prior.js";
import { isStopword, stem, tokens, words } from "./tokenize.js";

/** Words USDA puts first as a class ("Fish, sardines", "Cheese, Cheddar"): not a different food when unsaid. */
/** SR food groups of plain ingredients: fruits, vegetables, nuts and seeds, legumes, fish. */
const SR_PRODUCE_GROUPS = new Set(["sr0900", "sr1100", "sr1200", "sr1600", "sr1500", "sr2000"]);

export const CLASS_WORDS = new Set(
  "fish cheese cereal candy cracker cookie soup beverage snack babyfood sauce spice potato bread".split(" "),
);

/** In four foods or fewer of the ~14,000: a word that rare in an FNDDS name is a product's name. */
const RARE_NAME_IDF = 8;
/** Juices that are not simply the fruit's juice: drinks, nectars, concentrates, sauces. */
const JUICE_DRINK = /\b(?:drink|cocktail|beverage|nectar|punch|ade|smoothie|sauce|concentrate|frozen)\b/i;

/** Two-word classes that open a name the way a class word does ("Sugar substitute, stevia, powder"). */
const CLASS_PHRASES = new Set(["sugar substitute"]);

/** Second-level classes after a class word ("Babyfood, dinner, …", "Babyfood, meat, …"). */
const SUBCLASS = new Set(["dinner", "dessert", "meat", "vegetables", "fruit", "juice", "cereal"]);

/** Ingredient-table classes whose next segment names the food ("Cake, fruitcake", "Candies, fondant"). */
const SR_CLASS = new Set([
  "cake",
  "candies",
  "cookies",
  "crackers",
  "pie",
  "bread",
  "rolls",
  "pastry",
  "snacks",
  "desserts",
]);

/** Head words that do not make a different food when the user left them out (classes, meats, "fast food"). */
export const HEAD_EXEMPT = new Set([
  ...[...CLASS_WORDS].filter((w) => w !== "fish"),
  ..."beef pork chicken turkey lamb veal meat fast restaurant food drink vegetable fruit".split(" "),
]);

/** What a food is when nobody says otherwise: "egg" is a whole, cooked egg; "yogurt" is plain; "soy milk" sweetened. */
export const DEFAULT_STATE = new Set(["whole", "plain", "regular", "cooked", "prepared", "sweetened"]);
/** A dish is made at home unless the user says where it came from: USDA's "home recipe" says nothing more. */
const HOME_MADE = new Set(["home", "recipe"]);
/** Shapes a food is cut or formed in: "a sausage patty", "a salmon fillet". */
export const CUT_WORDS: ReadonlySet<string> = new Set(["fillet", "filet", "patty"]);
export const MEATS = new Set("meat beef pork chicken turkey ham bacon sausage fish shrimp chorizo steak".split(" "));

/** An unsaid food USDA's name adds "with" ("Pizza, cheese, WITH FRUIT") makes another food, not a detail. */
export const ADDITION_WEIGHT = 2;
/** The empty word set foods without additions or cuts share. */
export const NO_WORDS: ReadonlySet<string> = new Set();
/** The empty token list and group list foods without negations, alternatives and the like share. */
export const NO_TOKENS: readonly string[] = [];
const NO_GROUPS: readonly (readonly string[])[] = [];

function hasAny(words: ReadonlySet<string>, wanted: ReadonlySet<string>): boolean {
  for (const t of words) if (wanted.has(t)) return true;
  return false;
}

/** Most foods have no such words: they share the one empty set (14,000 empty Sets are a few MB). */
function wordSet(words: Iterable<string>): ReadonlySet<string> {
  const set = new Set(words);
  return set.size > 0 ? set : NO_WORDS;
}

/** How much an unsaid description word of a food costs before EXTRA_PENALTY. */
export function extraWeight(
  t: string,
  idf: Map<string, number>,
  food: { produce: boolean; additions: ReadonlySet<string> } = { produce: false, additions: NO_WORDS },
): number {
  return extraWeightOf(t, idf.get(t) ?? 0, food);
}

/** extraWeight for a word whose idf `w` the caller already holds. */
export function extraWeightOf(
  t: string,
  w: number,
  food: { produce: boolean; additions: ReadonlySet<string> },
): number {
  if (HOME_MADE.has(t)) return w * 0.1;
  if (DEFAULT_STATE.has(t) || (food.produce && t === "raw")) return w * 0.3;
  return food.additions.has(t) ? w * ADDITION_WEIGHT : w;
}

const ADDED_GROUPS = new Set(["fruit", "vegetable"]);
/** "Pizza with meat and fruit", "Pizza, cheese, with fruit": the food groups a name adds with "with" (not "made with"). */
function additionWords(description: string): ReadonlySet<string> {
  const out = description
    .split(",")
    .flatMap((segment) =>
      tokens(/(?<!\b(?:made|prepared|cooked|filled|topped) )\bwith\s+(.*)$/i.exec(segment)?.[1] ?? ""),
    )
    .filter((t) => ADDED_GROUPS.has(t));
  return out.length > 0 ? new Set(out) : NO_WORDS;
}

function servedCuts(food: Food): ReadonlySet<string> {
  let cuts: Set<string> | undefined;
  for (const p of food.portions) {
    const portion = p.description.toLowerCase();
    for (const cut of CUT_WORDS) if (portion.includes(cut)) (cuts ??= new Set()).add(cut);
  }
  return cuts ?? NO_WORDS;
}

/** Fruits and vegetables are eaten raw as often as cooked: "lettuce" or "a cucumber" is not "cooked". */
function isProduce(food: Food): boolean {
  if (food.source === "fndds") return /^fndds:[67]/.test(food.id);
  return food.category === "sr0900" || food.category === "sr1100";
}

const NEGATING = new Set([
  "free",
  "no",
  "without",
  "meatless",
  "imitation",
  "mock",
  "substitute",
  "decaffeinated",
  "nonalcoholic",
  "unsweetened",
  "diet",
  "than",
]);

/** The words of a name that say something is absent or replaced; most names have none. */
function negatingWords(descWords: readonly string[]): readonly string[] {
  let out: string[] | undefined;
  for (const w of descWords) if (NEGATING.has(w)) (out ??= []).push(w);
  return out ?? NO_TOKENS;
}

/** Words that cost nothing unsaid: "fast food" after "restaurant or", "100pct" of a pure juice. */
function freeWords(description: string, lower: string, pureJuice: boolean): ReadonlySet<string> {
  const fastFood = lower.includes("restaurant or fast food") && /\brestaurant or fast food\b/i.test(description);
  if (!fastFood && !pureJuice) return NO_WORDS;
  return new Set([...(fastFood ? ["fast", "food"] : []), ...(pureJuice ? ["100pct"] : [])]);
}

/** "skin not eaten", "bone not included": the word after "not" is about what came before it. */
const NOT_ABOUT_BEFORE = new Set(["eaten", "included", "specified"]);

/** Words that say a food was cooked, in USDA's names and the user's words alike. */
export const COOKED =
  /\b(?:cooked|fried|baked|boiled|steamed|roasted|grilled|sauteed|sautéed|stewed|braised|broiled|toasted|poached|scrambled)\b/i;

export interface IndexedFood {
  food: Food;
  /** Tokens of the main description. */
  desc: Set<string>;
  /** Tokens of the first comma segment: the head noun phrase ("Pizza", "Milk"). */
  head: Set<string>;
  /** Last token of the head phrase ("cake" in "Rice cake"). */
  headLast: string | undefined;
  /** Foods the name adds with "with" ("fruit" in "Pizza, cheese, with fruit"): costlier when unsaid. */
  additions: ReadonlySet<string>;
  /** The cuts USDA weighs this food by ("patty" for "Sausage, NFS", whose portions include "1 patty"). */
  servedAs: ReadonlySet<string>;
  /** Tokens only found in the synonyms ("Additional food description" / SR common names). */
  syn: ReadonlySet<string>;
  /** Each short synonym phrase as tokens ("chalupa", "frosted mini wheat"): a full match names the food as well as its description. */
  synPhrases: readonly (readonly string[])[];
  /** Words in the description that say something is ABSENT or replaced ("caffeine free", "meatless", "no topping"). */
  negations: readonly string[];
  /** What each "free"/"no"/"without" is about ("caffeine" in "caffeine free", "meat" in "no meat"), same order as negations. */
  negatedSubjects: readonly (string | undefined)[];
  /** Words inside "NS as to …" clauses: they say what is NOT specified, so missing them costs nothing. */
  unspecified: ReadonlySet<string>;
  /** Σ idf of description words (default-state words count 0.3): the most a description can say beyond a query. */
  extraTotal: number;
  /** Head nouns that make a different food when the user did not say them. */
  headNouns: readonly string[];
  /** The class a name opens with ("Fish", "Sugar substitute"): says what kind of food, not which. */
  classWords: readonly string[];
  /** An FNDDS head of two or more words ("snack cake", "Fish, tilapia"), as query tokens joined by spaces. */
  headName: string | undefined;
  /** Names a meat (for "meatless"). */
  hasMeat: boolean;
  /** The description says "not" ("skin not eaten"). */
  hasNot: boolean;
  /** What the food is said not to be ("chocolate", "covered" in "coconut bar, not chocolate covered"). */
  notWords: readonly string[];
  /** "raw" or cooked in some way: the user saying the other state rules it out. */
  state: "raw" | "cooked" | undefined;
  /** "…, fried, from raw": cooked at home from raw, not bought ready. */
  fromRaw: boolean;
  /** "…, from frozen": heated at home from a frozen product. */
  fromFrozen: boolean;
  /** Words that cost nothing unsaid: "fast food" after "restaurant or" only repeats where the food came from. */
  freeWords: ReadonlySet<string>;
  /** Query-independent prior (see food-prior.ts) and the extra penalty for baby food when the user did not ask for it. */
  prior: number;
  babyPenalty: number;
  /** "Macaroni or noodles", "fruit or vanilla": saying one alternative says the whole group. */
  alternatives: readonly (readonly string[])[];
  /** A fruit or vegetable (raw is one of its ordinary states). */
  produce: boolean;
  /** "caffeine containing": words that cost nothing when the user said none of them. */
  defaultPresent: readonly string[];
  /** True for USDA's generic entries ("NFS", "NS as to …"), the safe default when the user is vague. */
  generic: boolean;
  /** Sizes USDA sells the food in ("1 small", "1 large drink"): a size said names a food sold in that size. */
  soldSizes: ReadonlySet<string>;
}

const SOLD_SIZE = /^1 (small|medium|large|fun|king)\b(?! (?:or|slice|piece|pizza|breast|thigh|leg|wing|potato)\b)/i;
/** Candy's "1 fun/snack size" is its small, "1 large/king size" its large. */
const SIZE_NAMES: Record<string, string> = { fun: "small", king: "large" };
/** "Cheeseburger, on white bun, 1 medium patty": a medium burger is the one made with the medium patty. */
const PATTY_SIZE = /\b\d (small|medium|large) patt(?:y|ies)\b/i;
function soldSizes(food: Food, lower: string): ReadonlySet<string> {
  let sizes: Set<string> | undefined;
  const patty = lower.includes("patt") ? PATTY_SIZE.exec(food.description)?.[1] : undefined;
  if (patty) (sizes ??= new Set()).add(patty.toLowerCase());
  for (const p of food.portions) {
    if (!p.description.startsWith("1 ")) continue;
    const size = SOLD_SIZE.exec(p.description)?.[1]?.toLowerCase();
    if (size) (sizes ??= new Set()).add(SIZE_NAMES[size] ?? size);
  }
  return sizes ?? NO_WORDS;
}

export interface SearchIndex {
  db: FoodDatabase;
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
  /** What people type for a product or dish → its food (food-phrases.json), longest first. */
  phrases: FoodPhrase[];
}

/** Builds the token index over descriptions and synonyms (a few hundred ms for the full database). */
export function buildSearchIndex(db: FoodDatabase): SearchIndex {
  const postings = new Map<string, number[]>();
  const unpostedWords = new Set<string>();
  // Synonym strings repeat a lot ("all flavors", brand lists): tokenize each text once.
  const seen = new Map<string, string[]>();
  const tok = (text: string): string[] => {
    let t = seen.get(text);
    if (!t) seen.set(text, (t = tokens(text)));
    return t;
  };
  const entries: IndexedFood[] = db.foods.map((food, i) => {
    const descWords = words(food.description);
    const desc = new Set<string>();
    for (const w of descWords) if (!isStopword(w)) desc.add(stem(w));
    // SR writes "Babyfood" as one word; people write "baby food".
    if (desc.has("babyfood")) desc.add("baby").add("food");
    // Most descriptions hold no brackets, "or", "not" or "containing": each pattern below runs only where it can match.
    const lower = food.description.toLowerCase();
    const hasBracket = lower.includes("(");
    // The head is what the food IS: first comma segment, without "(Brand)" and without its "with …" tail.
    const segments = food.description.split(",");
    if (hasBracket) for (let k = 0; k < segments.length; k++) segments[k] = segments[k]!.replace(/\([^)]*\)/g, " ");
    let headTokens = tok(segments[0]?.split(/\s+(?:with|in|on|from)\s+/)[0] ?? "");
    const headLast = headTokens[headTokens.length - 1];
    // "Fish, sardines", "Cheese, Cheddar": a lone class word is followed by the food's real name.
    const classHead =
      (headTokens.length === 1 && CLASS_WORDS.has(headTokens[0] ?? "")) || CLASS_PHRASES.has(headTokens.join(" "));
    const classWords = classHead ? headTokens : NO_TOKENS;
    if (classHead && segments[1] && !/^\s*(NS as to|NFS)/.test(segments[1])) {
      headTokens = [...headTokens, ...tok(segments[1])];
      // "Babyfood, dinner, chicken noodle": a kind of dish is still a class; the next segment names the food.
      if (SUBCLASS.has(segments[1]?.trim().toLowerCase() ?? "") && segments[2]) headTokens.push(...tok(segments[2]));
    }
    const head = new Set(headTokens);
    const syn = new Set<string>();
    const synPhrases: string[][] = [];
    // "(Cheetos)", "(Burger King)": a bracketed name in the description names the food like a synonym does.
    const bracketed = hasBracket ? [...food.description.matchAll(/\(([^)]+)\)/g)].map((m) => m[1] ?? "") : NO_TOKENS;
    for (const names of [food.synonyms, bracketed])
      for (const s of names) {
        const st = tok(s);
        if (st.length > 0 && st.length <= 4) synPhrases.push(st);
        for (const t of st) if (!desc.has(t)) syn.add(t);
      }
    for (const words of [desc, syn])
      for (const t of words) {
        const list = postings.get(t);
        if (list) list.push(i);
        else postings.set(t, [i]);
      }
    // A juice is 100% juice unless USDA says drink, nectar or cocktail: "100% fruit juice" is "Fruit juice, NFS" too.
    // Added after the postings so the word's rarity (what it weighs) stays that of the foods that say it.
    const pureJuice = desc.has("juice") && !desc.has("100pct") && !JUICE_DRINK.test(food.description);
    if (pureJuice) {
      desc.add("100pct");
      unpostedWords.add("100pct");
    }
    const generic =
      (food.description.includes("NFS") || food.description.includes("NS as to")) &&
      /\b(NFS|NS as to)\b/.test(food.description);
    const negations = negatingWords(descWords);
    const negatedSubjects =
      negations.length === 0
        ? NO_TOKENS
        : descWords.flatMap((w, i) =>
            !NEGATING.has(w)
              ? []
              : [
                  w === "free"
                    ? descWords[i - 1]
                    : w === "no" || w === "without" || w === "than"
                      ? // "no added fat" is about the fat
                        descWords[descWords[i + 1] === "added" ? i + 2 : i + 1]
                      : undefined,
                ],
          );
    // "fat added, NS as to fat type" says fat: only words the "NS as to" phrase alone holds are unspecified.
    const nsAsTo = food.description.includes("NS as to");
    const specified = nsAsTo ? new Set(tokens(food.description.replace(/NS as to [^,]*/g, " "))) : NO_WORDS;
    const unspecified = nsAsTo
      ? wordSet(
          [...food.description.matchAll(/NS as to ([^,]*)/g)]
            .flatMap((m) => tokens(m[1] ?? ""))
            .filter((t) => !head.has(t) && !specified.has(t)),
        )
      : NO_WORDS;
    // "caffeine containing" is the regular drink: saying nothing about caffeine means it.
    const defaultPresent = lower.includes("containing")
      ? [...food.description.matchAll(/(\w+) containing/gi)].flatMap((m) => tokens(m[0]))
      : NO_TOKENS;
    const alternatives = lower.includes(" or ")
      ? [
          ...[...food.description.matchAll(/\b(\w+) or (\w+)\b/gi)].map((m) =>
            [m[1] ?? "", m[2] ?? ""].flatMap((w) => tokens(w)),
          ),
          ...sharedHeadAlternatives(food.description),
        ]
      : NO_GROUPS;
    return {
      food,
      desc,
      head,
      headLast,
      additions:
        lower.includes("with") && (lower.includes("fruit") || lower.includes("vegetable"))
          ? additionWords(food.description)
          : NO_WORDS,
      servedAs: servedCuts(food),
      syn: syn.size > 0 ? syn : NO_WORDS,
      synPhrases,
      negations,
      negatedSubjects,
      unspecified,
        generic,
      produce: isProduce(food),
      soldSizes: soldSizes(food, lower),
      alternatives,
      defaultPresent,
      extraTotal: 0,
      headNouns: NO_TOKENS,
      classWords,
      headName: food.source === "fndds" && head.size >= 2 ? [...head].join(" ") : undefined,
      hasMeat: hasAny(desc, MEATS),
      hasNot: lower.includes("not") && /\bnot\b/i.test(food.description),
      notWords: lower.includes("not ")
        ? [...food.description.matchAll(/\bnot ([^,(]+)/gi)].flatMap((m) =>
            tokens(m[1] ?? "").filter((t) => !NOT_ABOUT_BEFORE.has(t)),
          )
        : NO_TOKENS,
      fromRaw: lower.includes("from raw") && /\bfrom raw\b/i.test(food.description),
      fromFrozen: lower.includes("from frozen") && /\bfrom frozen\b/i.test(food.description),
      freeWords: freeWords(food.description, lower, pureJuice),
      // "…, fried, from raw" was cooked from raw.
      state: COOKED.test(food.description)
        ? "cooked"
        : lower.includes("raw") && /\braw\b/i.test(food.description)
          ? "raw"
          : undefined,
      prior: 0,
      babyPenalty: 0,
    };
  });
  const foodNouns = new Set<string>();
  const nouns = new Set<string>();
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
  const idf = new Map<string, number>();
  for (const [t, list] of postings) idf.set(t, Math.log(1 + n / list.length));
  // Rare names USDA gives only as synonyms ("chalupa", "sopes") name foods too.
  for (const e of entries) {
    for (const ph of e.synPhrases)
      for (const t of ph)
        // A brand USDA gives as a food's whole other name ("Cheerios") names it, however many SR products share it.
        if ((idf.get(t) ?? 0) >= 7 || (ph.length === 1 && e.food.source === "fndds" && (idf.get(t) ?? 0) >= 5.5))
          foodNouns.add(t);
    // So does a product name FNDDS puts in a description ("Toddler formula, PediaSure") found in a handful of foods.
    if (e.food.source === "fndds")
      for (const t of e.desc) if ((idf.get(t) ?? 0) >= RARE_NAME_IDF && /^[a-z]{5,}$/.test(t)) foodNouns.add(t);
  }
  // Every synonym phrase, and every compound head name, with the categories of the foods that give it.
  const namedIn = categoriesByName(entries, (e) => e.synPhrases.map(phraseKey));
  const headNamedIn = categoriesByName(entries, (e) => (e.headName ? [e.headName] : []));
  for (const e of entries) {
    // Only phrases that carry a fairly rare food word name the food ("chalupa"); "cup" or "plain" name nothing.
    if (e.synPhrases.length > 0) {
      const naming = e.synPhrases.filter(
        (ph) =>
          ph.some((t) => (idf.get(t) ?? 0) >= 5.5 || (foodNouns.has(t) && (idf.get(t) ?? 0) >= 4.5)) &&
          !namesAnotherKind(ph, e.food.category, namedIn, e.food.source === "fndds" ? headNamedIn : undefined),
      );
      e.synPhrases = naming.length > 0 ? naming : NO_GROUPS;
    }
    e.extraTotal = 0;
    for (const t of e.desc) if (!e.unspecified.has(t) && !e.freeWords.has(t)) e.extraTotal += extraWeight(t, idf, e);
    let headNouns: string[] | undefined;
    for (const t of e.head)
      if (nouns.has(t) && !HEAD_EXEMPT.has(t) && !e.classWords.includes(t)) (headNouns ??= []).push(t);
    e.headNouns = headNouns ?? NO_TOKENS;
    const prior = foodPrior(e);
    e.prior = prior.base;
    e.babyPenalty = prior.baby;
  }
  const headNames = new Set(entries.flatMap((e) => (e.headName ? [e.headName] : [])));
  return { db, entries, postings, unpostedWords, idf, foodNouns, nouns, headNames, phrases: loadFoodPhrases(db) };
}

/**
 * "Nutrition bar or meal replacement bar", "with tomato sauce or meat sauce": two kinds of the same thing, so
 * either side's words say the whole group.
 */
function sharedHeadAlternatives(description: string): string[][] {
  const groups: string[][] = [];
  for (const segment of description.split(",")) {
    const m = /^\s*(.+?)\s+or\s+(.+?)\s*$/i.exec(segment);
    if (!m) continue;
    const left = tokens(m[1] ?? "");
    const right = tokens(m[2] ?? "");
    if (left.length < 2 && right.length < 2) continue;
    if (left[left.length - 1] !== right[right.length - 1]) continue;
    const group = [...left.slice(0, -1), ...right.slice(0, -1)];
    if (group.length >= 2) groups.push(group);
  }
  return groups;
}

const phraseKey = (tokens: readonly string[]) => tokens.join(" ");

/** Each name the foods give (`namesOf`) and the categories of the foods that give it. */
function categoriesByName(
  entries: readonly IndexedFood[],
  namesOf: (e: IndexedFood) => readonly string[],
): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const e of entries) for (const key of namesOf(e)) out.set(key, (out.get(key) ?? new Set()).add(e.food.category));
  return out;
}

/**
 * "Milk 'n Cereal bar" lists "Kellogg's Frosted Flakes" as a flavour; "Frosted flakes" names a cereal of another
 * category. A synonym that ends in another kind of food's name says what the food is made with, not what it is.
 */
function namesAnotherKind(
  ph: readonly string[],
  category: string,
  namedIn: Map<string, Set<string>>,
  headNamedIn: Map<string, Set<string>> | undefined,
): boolean {
  // "Egg salad, made with creamy dressing" lists "sour cream" among its dressings: FNDDS's name of another food.
  const named = headNamedIn?.get(phraseKey(ph));
  if (named && !named.has(category)) return true;
  for (let start = 1; start <= ph.length - 2; start++) {
    const cats = namedIn.get(phraseKey(ph.slice(start)));
    if (cats && [...cats].some((c) => c !== category)) return true;
  }
  return false;
}
