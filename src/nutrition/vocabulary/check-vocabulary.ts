import { readFileSync } from "node:fs";
import { ABBREVIATED_UNITS } from "../../contracts/index.js";
import { foodPhrasesSchema } from "../match/food-phrases.js";
import { engineParamsSchema } from "../engine-params.js";
import { unitLabel } from "../portion/units.js";
import { stem, words } from "../match/tokenize.js";
import { checkMatchWords, checkSplitWords, type FoodDatabaseNames } from "./check-match-words.js";
import { readVocabularyJson } from "./read-vocabulary.js";
import { VOCABULARY_FILES, type Vocabulary, type VocabularyFile } from "./schemas.js";

/** The ids, descriptions and words (as said and folded) of the food database's foods. */
export function foodDatabaseNames(
  foods: Iterable<{ id: string; description: string; synonyms: readonly string[] }>,
): FoodDatabaseNames {
  const ids = new Set<string>();
  const descriptions = new Set<string>();
  const said = new Set<string>();
  for (const food of foods) {
    ids.add(food.id);
    descriptions.add(food.description);
    for (const w of words(`${food.description} ${food.synonyms.join(" ")}`)) said.add(w).add(stem(w));
  }
  return { ids, descriptions, words: said };
}

/** Where the checker reads each file: the project's files, or a test's changed copies. */
export interface VocabularySources {
  vocabulary: (file: VocabularyFile) => unknown;
  foodPhrases: () => unknown;
  engineParams: () => unknown;
}

const besideEngine = (path: string) => () => JSON.parse(readFileSync(new URL(path, import.meta.url), "utf8"));

export const PROJECT_VOCABULARY: VocabularySources = {
  vocabulary: readVocabularyJson,
  foodPhrases: besideEngine("../match/food-phrases.json"),
  engineParams: besideEngine("../engine-params.json"),
};

/** Words said by more than one owner: [word, first owner, second owner]. */
function sharedWords(owners: Iterable<readonly [string, Iterable<string>]>): [string, string, string][] {
  const ownerOf = new Map<string, string>();
  const shared: [string, string, string][] = [];
  for (const [owner, words] of owners)
    for (const w of new Set(words)) {
      const first = ownerOf.get(w);
      if (first === undefined) ownerOf.set(w, owner);
      else shared.push([w, first, owner]);
    }
  return shared;
}

function checkUnits(units: Vocabulary<"units.json">, problems: string[]): void {
  const ids = new Set<string>();
  for (const u of units.units) {
    if (ids.has(u.id)) problems.push(`units.json: unit "${u.id}" is listed twice`);
    ids.add(u.id);
  }
  for (const [w, a, b] of sharedWords([
    ...units.units.map((u) => [`unit ${u.id}`, u.said] as const),
    ...units.informal.map((m) => [`informal ${m.said[0]}`, m.said] as const),
    ["size words", Object.keys(units.sizes.said)] as const,
  ]))
    problems.push(`units.json: "${w}" is said by ${a} and by ${b}`);
  for (const m of units.informal)
    if (!ids.has(m.unit)) problems.push(`units.json: informal "${m.said[0]}" is measured in "${m.unit}", not a unit`);
  const spelled = new Set(units.units.flatMap((u) => u.said));
  const { said, countedInPlural } = units.afterFoodName;
  for (const w of said) if (!spelled.has(w)) problems.push(`units.json: afterFoodName "${w}" is no unit's spelling`);
  for (const w of countedInPlural)
    if (!said.includes(w)) problems.push(`units.json: countedInPlural "${w}" is not in afterFoodName's said`);
  for (const w of units.notOneItem) if (!ids.has(w)) problems.push(`units.json: notOneItem "${w}" is not a unit`);
  const abbreviated = units.units.filter((u) => u.abbreviated).map((u) => unitLabel(u.id));
  if ([...abbreviated].sort().join("|") !== [...ABBREVIATED_UNITS].sort().join("|"))
    problems.push(
      `units.json: the abbreviated units (${abbreviated.join(", ")}) differ from ABBREVIATED_UNITS in src/contracts/item-amount.ts`,
    );
}

/** A phrase read as said (mapped to itself) is there to shield a shorter synonym inside it; one that holds none shields nothing. */
function checkFoodSynonyms(synonyms: Vocabulary<"food-synonyms.json">, problems: string[]): void {
  const all = synonyms.groups.flatMap((group) => Object.entries(group.synonyms));
  const said = all.map(([phrase]) => phrase);
  const within = (phrase: string, inner: string) => ` ${phrase} `.includes(` ${inner} `);
  for (const [phrase, read] of all)
    if (phrase === read && !said.some((inner) => inner !== phrase && within(phrase, inner)))
      problems.push(`food-synonyms.json: "${phrase}" is read as said but holds no other synonym to shield it from`);
}

/**
 * Every vocabulary file checked against its schema, then what no schema sees alone: a phrase naming a food the
 * database lacks, a spelling two units (or a unit and a size) share, a filler word that is also listed as a food, a
 * synonym read as said that shields nothing, a matcher word list that contradicts another (check-match-words.ts).
 * Returns the problems, one line each; none means the vocabulary is sound.
 */
export function checkVocabulary(database: FoodDatabaseNames, sources = PROJECT_VOCABULARY): string[] {
  const problems: string[] = [];
  const parsed = new Map<VocabularyFile, unknown>();
  for (const [file, schema] of Object.entries(VOCABULARY_FILES) as [
    VocabularyFile,
    (typeof VOCABULARY_FILES)[VocabularyFile],
  ][]) {
    const result = schema.safeParse(sources.vocabulary(file));
    if (result.success) parsed.set(file, result.data);
    else for (const issue of result.error.issues) problems.push(`${file}: ${issue.path.join(".")}: ${issue.message}`);
  }
  const read = <F extends VocabularyFile>(file: F) => parsed.get(file) as Vocabulary<F> | undefined;

  const phrases = foodPhrasesSchema.safeParse(sources.foodPhrases());
  if (!phrases.success) problems.push(`match/food-phrases.json: ${phrases.error.issues[0]?.message}`);
  for (const entry of phrases.data?.phrases ?? [])
    if (!database.ids.has(entry.food))
      problems.push(
        `match/food-phrases.json: "${entry.say[0]}" names ${entry.food}, which is not in the food database`,
      );
  const params = engineParamsSchema.safeParse(sources.engineParams());
  if (!params.success) problems.push(`engine-params.json: ${params.error.issues[0]?.message}`);

  const units = read("units.json");
  if (units) checkUnits(units, problems);

  const synonyms = read("food-synonyms.json");
  if (synonyms) checkFoodSynonyms(synonyms, problems);
  const synonymPhrases = new Set(synonyms?.groups.flatMap((group) => Object.keys(group.synonyms)));
  const matchWords = read("match-words.json");
  if (matchWords) checkMatchWords(matchWords, database, synonymPhrases, problems);
  const splitWords = read("split-words.json");
  if (splitWords) checkSplitWords(splitWords, database, problems);

  const shorthand = read("food-shorthand.json");
  for (const key of Object.keys(shorthand?.shorthand ?? {}))
    if (key in (shorthand?.misspellings ?? {}))
      problems.push(`food-shorthand.json: "${key}" is both a shorthand and a misspelling`);

  // A filler word is dropped wherever it stands, so it must not be one of the foods the vocabulary names.
  const extras = read("extra-words.json");
  const compounds = read("compound-foods.json");
  const describers = read("describer-words.json");
  const foods: [string, readonly string[]][] = [
    ["extra-words.json extras", extras?.extras ?? []],
    ["extra-words.json sides", extras?.sides ?? []],
    ["compound-foods.json dishes", compounds?.dishes ?? []],
    ["compound-foods.json dishNouns", compounds?.dishNouns ?? []],
    ["describer-words.json lightVariantFoods", describers?.lightVariantFoods ?? []],
    ["match/food-phrases.json", phrases.data?.phrases.flatMap((p) => p.say) ?? []],
  ];
  const filler = new Set(read("filler-words.json")?.anywhere ?? []);
  for (const [list, words] of foods)
    for (const w of words)
      if (filler.has(w)) problems.push(`filler-words.json: "${w}" is a filler word and a food in ${list}`);
  return problems;
}
