import type { Food } from "../db/food-types.js";
import { foodPrior } from "./food-prior.js";
import type { MatcherWeights } from "./matcher-weights.js";
import type { IndexedFood, IndexEntry, IndexWords } from "./indexed-food.js";
import { tokens } from "./tokenize.js";
import { anyWordPattern, USDA_NAME_WORDS as NAMES } from "./match-words.js";
import { UNITS_TABLE } from "../vocabulary/units.js";

/** USDA's words for a food that names none of its kinds: "Pear, canned, NFS", "Milk, NS as to fat". */
export const SAYS_NO_KIND = /\b(NFS|NS as to)\b/;

// What a USDA name says beyond its words (negations, alternatives, sizes, state, prior); the words read for it are
// vocabulary/match-words.json's `usdaNames`.

/** Words USDA puts first as a class ("Fish, sardines", "Cheese, Cheddar"): not a different food when unsaid. */
export const CLASS_WORDS = new Set(NAMES.classWords);

/** Head words that do not make a different food when the user left them out (classes, meats, "fast food"). */
export const HEAD_EXEMPT = new Set(NAMES.headExempt);

/** What a food is when nobody says otherwise: "egg" is a whole, cooked egg; "yogurt" is plain; "soy milk" sweetened. */
export const DEFAULT_STATE = new Set(NAMES.defaultState);
const PRESERVED = new Set(NAMES.preserved);
/** A dish is made at home unless the user says where it came from: USDA's "home recipe" says nothing more. */
const HOME_MADE = new Set(NAMES.homeRecipe);
/** Shapes a food is cut or formed in: "a sausage patty", "a salmon fillet". */
export const CUT_WORDS: ReadonlySet<string> = new Set(NAMES.cuts);
export const MEATS = new Set(NAMES.meats);

/** The empty word set foods without additions or cuts share. */
export const NO_WORDS: ReadonlySet<string> = new Set();
/** The empty token list and group list foods without negations, alternatives and the like share. */
export const NO_TOKENS: readonly string[] = [];
export const NO_GROUPS: readonly (readonly string[])[] = [];

function hasAny(words: ReadonlySet<string>, wanted: ReadonlySet<string>): boolean {
  for (const t of words) if (wanted.has(t)) return true;
  return false;
}

/** Most foods have no such words: they share the one empty set (14,000 empty Sets are a few MB). */
function wordSet(words: Iterable<string>): ReadonlySet<string> {
  const set = new Set(words);
  return set.size > 0 ? set : NO_WORDS;
}

type ExtraShares = Pick<MatcherWeights, "additionWeight" | "homeMadeWeight" | "defaultStateWeight">;

/**
 * How much an unsaid description word of a food costs before the extra penalty: its idf, less for a home-recipe or
 * default-state word, more for a food the name adds with "with" ("Pizza, cheese, WITH FRUIT" is another food).
 */
export function extraWeight(
  t: string,
  idf: Map<string, number>,
  food: { produce: boolean; additions: ReadonlySet<string> },
  shares: ExtraShares,
): number {
  return extraWeightOf(t, idf.get(t) ?? 0, food, shares);
}

/** extraWeight for a word whose idf `w` the caller already holds. */
export function extraWeightOf(
  t: string,
  w: number,
  food: { produce: boolean; additions: ReadonlySet<string> },
  shares: ExtraShares,
): number {
  if (HOME_MADE.has(t)) return w * shares.homeMadeWeight;
  if (DEFAULT_STATE.has(t) || (food.produce && t === "raw")) return w * shares.defaultStateWeight;
  return food.additions.has(t) ? w * shares.additionWeight : w;
}

const ADDED_GROUPS = new Set(NAMES.addedGroups);
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

/** Each cut with the words USDA's portions say it by (units.json `inUsdaPortions`: a strip of bacon is its "slice"). */
const CUT_IN_PORTIONS: ReadonlyMap<string, readonly string[]> = new Map(
  [...CUT_WORDS].map((cut) => {
    const unit = UNITS_TABLE.units.find((u) => u.said.includes(cut));
    return [cut, [...new Set([cut, ...(unit?.inUsdaPortions ?? [])])]];
  }),
);

function servedCuts(food: Food): ReadonlySet<string> {
  let cuts: Set<string> | undefined;
  for (const p of food.portions) {
    const portion = p.description.toLowerCase();
    for (const [cut, said] of CUT_IN_PORTIONS) if (said.some((w) => portion.includes(w))) (cuts ??= new Set()).add(cut);
  }
  return cuts ?? NO_WORDS;
}

/** Fruits and vegetables are eaten raw as often as cooked: "lettuce" or "a cucumber" is not "cooked". */
function isProduce(food: Food): boolean {
  if (food.source === "fndds") return /^fndds:[67]/.test(food.id);
  return food.category === "sr0900" || food.category === "sr1100";
}

/** Words that say something is absent or replaced: "no", "without", "non". */
export const NEGATING: ReadonlySet<string> = new Set(NAMES.negating);

/** The words of a name that say something is absent or replaced, and what each is about; most names have none. */
export function negationsOf(descWords: readonly string[]): {
  negations: readonly string[];
  negatedSubjects: readonly (string | undefined)[];
} {
  let negations: string[] | undefined;
  for (const w of descWords) if (NEGATING.has(w)) (negations ??= []).push(w);
  if (!negations) return { negations: NO_TOKENS, negatedSubjects: NO_TOKENS };
  const negatedSubjects = descWords.flatMap((w, i) =>
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
  return { negations, negatedSubjects };
}

/** Words that cost nothing unsaid: "fast food" after "restaurant or", "100pct" of a pure juice. */
function freeWords(description: string, lower: string, pureJuice: boolean): ReadonlySet<string> {
  const fastFood = lower.includes("restaurant or fast food") && /\brestaurant or fast food\b/i.test(description);
  if (!fastFood && !pureJuice) return NO_WORDS;
  return new Set([...(fastFood ? ["fast", "food"] : []), ...(pureJuice ? ["100pct"] : [])]);
}

/** "skin not eaten", "bone not included": the word after "not" is about what came before it. */
const NOT_ABOUT_BEFORE = new Set(NAMES.notAboutBefore);

/** Words that say a food was cooked, in USDA's names and the user's words alike. */
export const COOKED = anyWordPattern(NAMES.cooked, "i");
const PACKAGED_MEAL = new RegExp(`\\b${NAMES.packagedMeal}\\b`, "i");

const SOLD_SIZE = new RegExp(
  `^1 (${Object.keys(NAMES.soldSizes).join("|")})\\b(?! (?:${NAMES.notSoldSizeBefore.join("|")})\\b)`,
  "i",
);
/** Candy's "1 fun/snack size" is its small, "1 large/king size" its large. */
const SIZE_NAMES: Record<string, string> = NAMES.soldSizes;
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

export const phraseKey = (tokens: readonly string[]) => tokens.join(" ");

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

/** Everything scoring reads of a food beyond its words (see IndexEntry). */
export type FoodDetails = Omit<
  IndexedFood,
  "food" | "desc" | "head" | "headLast" | "syn" | "classWords" | "headName" | "negations" | "negatedSubjects"
>;

/** Everything scoring reads of a food beyond its words; a pure function of the food and the whole index's words. */
export function foodDetails(e: IndexEntry, index: IndexWords): FoodDetails {
  const { food, desc, head } = e;
  const { idf } = index;
  const description = food.description;
  // Most descriptions hold no brackets, "or", "not" or "containing": each pattern below runs only where it can match.
  const lower = description.toLowerCase();
  // "Pear, canned, NFS" is generic among canned pears, not the pear a person means by "a pear".
  const generic =
    (description.includes("NFS") || description.includes("NS as to")) &&
    SAYS_NO_KIND.test(description) &&
    !tokens(description.replace(/NS as to [^,]*/g, " ")).some((t) => PRESERVED.has(t));
  // "fat added, NS as to fat type" says fat: only words the "NS as to" phrase alone holds are unspecified.
  const nsAsTo = description.includes("NS as to");
  const specified = nsAsTo ? new Set(tokens(description.replace(/NS as to [^,]*/g, " "))) : NO_WORDS;
  const unspecified = nsAsTo
    ? wordSet(
        [...description.matchAll(/NS as to ([^,]*)/g)]
          .flatMap((m) => tokens(m[1] ?? ""))
          .filter((t) => !head.has(t) && !specified.has(t)),
      )
    : NO_WORDS;
  // "caffeine containing" is the regular drink: saying nothing about caffeine means it.
  const defaultPresent = lower.includes("containing")
    ? [...description.matchAll(/(\w+) containing/gi)].flatMap((m) => tokens(m[0]))
    : NO_TOKENS;
  const alternatives = lower.includes(" or ")
    ? [
        ...[...description.matchAll(/\b(\w+) or (\w+)\b/gi)].map((m) =>
          [m[1] ?? "", m[2] ?? ""].flatMap((w) => tokens(w)),
        ),
        ...sharedHeadAlternatives(description),
      ]
    : NO_GROUPS;
  const additions =
    lower.includes("with") && NAMES.addedGroups.some((g) => lower.includes(g)) ? additionWords(description) : NO_WORDS;
  const produce = isProduce(food);
  const free = freeWords(description, lower, e.pureJuice);
  let extraTotal = 0;
  for (const t of desc)
    if (!unspecified.has(t) && !free.has(t)) extraTotal += extraWeight(t, idf, { produce, additions }, index.weights);
  let headNouns: string[] | undefined;
  for (const t of head)
    if (index.nouns.has(t) && !HEAD_EXEMPT.has(t) && !e.classWords.includes(t)) (headNouns ??= []).push(t);
  // "Chicken, fried, with potatoes, vegetable, frozen meal" is a packaged meal, another food than fried chicken.
  if (PACKAGED_MEAL.test(description)) (headNouns ??= []).push(...tokens(NAMES.packagedMeal));
  // Only phrases that carry a fairly rare food word name the food ("chalupa"); "cup" or "plain" name nothing.
  const naming = e.synonymPhrases.filter(
    (ph) =>
      ph.some((t) => (idf.get(t) ?? 0) >= 5.5 || (index.foodNouns.has(t) && (idf.get(t) ?? 0) >= 4.5)) &&
      !namesAnotherKind(ph, food.category, index.namedIn, food.source === "fndds" ? index.headNamedIn : undefined),
  );
  const prior = foodPrior({ food, generic }, index.weights);
  return {
    additions,
    servedAs: servedCuts(food),
    synPhrases: naming.length > 0 ? naming : NO_GROUPS,
    unspecified,
    extraTotal,
    headNouns: headNouns ?? NO_TOKENS,
    hasMeat: hasAny(desc, MEATS),
    hasNot: lower.includes("not") && /\bnot\b/i.test(description),
    notWords: lower.includes("not ")
      ? [...description.matchAll(/\bnot ([^,(]+)/gi)].flatMap((m) =>
          tokens(m[1] ?? "").filter((t) => !NOT_ABOUT_BEFORE.has(t)),
        )
      : NO_TOKENS,
    // "…, fried, from raw" was cooked from raw.
    state: COOKED.test(description)
      ? "cooked"
      : lower.includes("raw") && /\braw\b/i.test(description)
        ? "raw"
        : undefined,
    fromRaw: lower.includes("from raw") && /\bfrom raw\b/i.test(description),
    fromFrozen: lower.includes("from frozen") && /\bfrom frozen\b/i.test(description),
    freeWords: free,
    prior: prior.base,
    babyPenalty: prior.baby,
    alternatives,
    produce,
    defaultPresent,
    generic,
    soldSizes: soldSizes(food, lower),
  };
}
