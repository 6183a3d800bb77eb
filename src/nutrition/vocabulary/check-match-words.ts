import { stem } from "../match/tokenize.js";
import type { Vocabulary } from "./schemas.js";

/** What the checks need of the food database: its ids, its descriptions, and every word of its names and synonyms. */
export interface FoodDatabaseNames {
  ids: ReadonlySet<string>;
  descriptions: ReadonlySet<string>;
  /** As said and as folded (`stem`). */
  words: ReadonlySet<string>;
}

type MatchWords = Vocabulary<"match-words.json">;

/**
 * match-words.json against the food database and itself: a word said to name a kind of food must be food vocabulary
 * (a word of USDA's names or synonyms, or a phrase of the synonym table), a plain kind must be a USDA description, and
 * no word may sit in two lists that contradict each other.
 */
export function checkMatchWords(
  matchWords: MatchWords,
  foods: FoodDatabaseNames,
  synonymPhrases: ReadonlySet<string>,
  problems: string[],
): void {
  const { usdaNames: names, userWords: said } = matchWords;
  const problem = (text: string) => problems.push(`match-words.json: ${text}`);
  const foodKinds: [string, readonly string[]][] = [
    ["usdaNames.classWords", names.classWords],
    ["usdaNames.classPhrases", names.classPhrases.flatMap((p) => p.split(" "))],
    ["usdaNames.subclasses", names.subclasses],
    ["usdaNames.ingredientClasses", names.ingredientClasses],
    ["usdaNames.headExempt", names.headExempt],
    ["usdaNames.cuts", names.cuts],
    ["usdaNames.meats", names.meats],
    ["usdaNames.addedGroups", names.addedGroups],
    ["userWords.redMeats", said.redMeats],
    ["userWords.breakfastMeats", said.breakfastMeats],
    ["userWords.dishParts", said.dishParts],
    ["userWords.classHeads", said.classHeads],
  ];
  for (const [list, words] of foodKinds)
    for (const w of words)
      if (!foods.words.has(w) && !synonymPhrases.has(w)) problem(`${list} "${w}" is not food vocabulary`);
  // What a said word also says must be a word of USDA's names, or it finds nothing.
  for (const [w, also] of Object.entries(said.alsoSaid))
    for (const a of also)
      if (!foods.words.has(a)) problem(`userWords.alsoSaid "${w}" → "${a}" is no word of USDA's names`);
  for (const description of names.plainKinds)
    if (!foods.descriptions.has(description)) problem(`usdaNames.plainKinds "${description}" is no USDA description`);

  const contradicting = (a: [string, readonly string[]], b: [string, readonly string[]]) => {
    for (const w of a[1]) if (b[1].includes(w)) problem(`"${w}" is in ${a[0]} and in ${b[0]}, which contradict`);
  };
  // A default state is there when unsaid; a negating word says something is absent.
  contradicting(["usdaNames.defaultState", names.defaultState], ["usdaNames.negating", names.negating]);
  // A meat names a food; a never-alone word names none.
  contradicting(["usdaNames.meats", names.meats], ["userWords.neverAlone", said.neverAlone]);
  // A sold size followed by one of these is the size of something else.
  contradicting(
    ["usdaNames.soldSizes", Object.keys(names.soldSizes)],
    ["usdaNames.notSoldSizeBefore", names.notSoldSizeBefore],
  );
  for (const [list, words] of [
    ["userWords.redMeats", said.redMeats],
    ["userWords.breakfastMeats", said.breakfastMeats],
  ] as const)
    for (const w of words) if (!names.meats.includes(w)) problem(`${list} "${w}" is not in usdaNames.meats`);
  // A word may have several opposites ("hot" is neither iced nor frozen); a pair is said once.
  const paired = new Set<string>();
  for (const [a, b] of said.opposites) {
    if (a === b) problem(`userWords.opposites pairs "${a}" with itself`);
    const key = [a, b].sort().join("|");
    if (paired.has(key)) problem(`userWords.opposites: "${a}" and "${b}" are paired twice`);
    paired.add(key);
    if (names.defaultState.includes(a) && names.defaultState.includes(b))
      problem(`userWords.opposites "${a}" and "${b}" are both a default state`);
  }
}

/**
 * split-words.json against the food database and itself: the foods it names (drinks, foods never a flavour) are food
 * vocabulary, and a word that only describes is none of them.
 */
export function checkSplitWords(
  splitWords: Vocabulary<"split-words.json">,
  foods: FoodDatabaseNames,
  problems: string[],
) {
  const problem = (text: string) => problems.push(`split-words.json: ${text}`);
  const named: [string, readonly string[]][] = [
    ["drinkNouns", splitWords.drinkNouns.words],
    ["neverAFlavour", splitWords.neverAFlavour.words],
  ];
  for (const [list, words] of named) {
    for (const w of words)
      if (!foods.words.has(w) && !foods.words.has(stem(w))) problem(`${list} "${w}" is not food vocabulary`);
    for (const w of words)
      if (splitWords.adjectiveOnly.words.includes(w))
        problem(`"${w}" is in ${list} and in adjectiveOnly, which contradict`);
  }
}
