import type { EngineVocabulary } from "../../../../nutrition/index.js";
import type { ChainMenus } from "./chain-menus.js";
import { EVERYDAY_SENTENCES } from "./everyday-talk.js";
import { normalizeWords, pluralize, type FoodPhrase } from "./food-phrases.js";
import {
  CLOCK_HOURS,
  CLOCK_MINUTES,
  COUNTS,
  DAYS,
  FRACTIONS,
  HEDGES,
  JOINERS,
  MEAL_NAMES,
  MEASURE_ADJECTIVES,
  MILKS,
  OCCASIONS,
  PARTS_OF_DAY,
  PEOPLE,
  REASONS,
  SENTENCE_SHAPES,
  TIME_WORDS,
  VAGUE_AMOUNTS,
} from "./meal-shapes.js";
import { COMMON_UNITS, PREPARATIONS, SPOKEN_FOODS } from "./meal-words.js";
import { oneSpelling, readSpeechWords } from "./speech-words.js";

type Weighted<T> = ReadonlyArray<readonly [T, number]>;

/** Deterministic, so `npm run build:speech` regenerates the same files from the same data. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function weightedPicker<T>(items: Weighted<T>, random: () => number): () => T {
  const cumulative: number[] = [];
  let total = 0;
  for (const [, weight] of items) cumulative.push((total += weight));
  return () => {
    const target = random() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((cumulative[mid] ?? 0) < target) low = mid + 1;
      else high = mid;
    }
    return (items[low] as readonly [T, number])[0];
  };
}

const split = (text: string) => normalizeWords(text);
/** The share of the corpus that is everyday talk, not meals. */
const EVERYDAY_SHARE = 0.1;
/** How a sentence is compared with the held-out evaluation sentences: words only ("wendy's" = "wendys"). */
export const sentenceKey = (words: readonly string[]) => words.join(" ").replace(/'/g, "");

// Amount words after which a food is one thing ("a", "half a", "another"); anything else counts several.
const SINGULAR_ENDINGS = new Set([
  "a",
  "an",
  "one",
  "another",
  "usual",
  "extra",
  "more",
  "some",
  "little",
  "of",
  "bit",
]);
// Short spellings the engine reads in typed text but nobody says ("tbsp", "pcs").
const SAID_UNIT = /^[a-z]{3,}$/;

export interface CorpusSources {
  /** Food names from the food database, in spoken order. */
  databaseFoods: FoodPhrase[];
  engine: EngineVocabulary;
  menus: ChainMenus;
  /** True for a word the pronouncing dictionary knows; used only to make plurals. */
  known: (word: string) => boolean;
  /** Sentences kept out of the corpus (the evaluation's), compared by `sentenceKey`. */
  heldOut: ReadonlySet<string>;
}

/**
 * Spoken meal descriptions, filled in from sentence shapes weighted by how often people use them: items with
 * amounts said as words and fractions, units and sizes, chains and brands with their menus, times, corrections,
 * plus a share of everyday sentences. Every food phrase appears at least once so every food word is in the model.
 */
export function mealSentences(sources: CorpusSources, count: number, seed = 20240601): string[][] {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  const everyday: FoodPhrase[] = SPOKEN_FOODS.map((text) => ({ words: split(text), weight: 40 }));
  const unitWords = new Set(sources.engine.units);
  const engineFoods: FoodPhrase[] = sources.engine.foodPhrases
    .filter((text) => !unitWords.has(text))
    .map((text) => ({ words: split(text), weight: 4 }));
  const menuFoods: FoodPhrase[] = [...sources.menus.chains, ...sources.menus.brands].flatMap((entry) =>
    entry.items.map((text) => ({ words: split(text), weight: 2 })),
  );
  // Plurals by rule only for the last words of foods people name ("lattes", "quesadillas"): the database's
  // phrases end in words like "mix" or "fried" that take no plural.
  const countable = new Set(
    [...everyday, ...engineFoods, ...menuFoods]
      .map((food) => food.words.at(-1) ?? "")
      .filter((word) => word.length > 2 && !/(s|ed|ing)$/.test(word)),
  );
  const foods = [...everyday, ...engineFoods, ...menuFoods, ...sources.databaseFoods].filter((f) => f.words.length);
  const pickFood = weightedPicker(
    foods.map((food) => [food.words, food.weight] as const),
    random,
  );
  const units = sources.engine.units.filter((unit) => SAID_UNIT.test(unit) && sources.known(unit));
  const pickUnit = weightedPicker(
    units.map((unit) => [unit, COMMON_UNITS.includes(unit) ? 12 : 1] as const),
    random,
  );
  const sizes = sources.engine.sizes
    .map((size) => size.replace(/[-_]/g, " "))
    .filter((size) => split(size).every((word) => SAID_UNIT.test(word) && sources.known(word)));
  const pickAmount = weightedPicker<string>([...VAGUE_AMOUNTS, ...COUNTS, ...FRACTIONS], random);
  const pickCount = weightedPicker(COUNTS, random);
  const pickJoiner = weightedPicker(JOINERS, random);
  const pickShape = weightedPicker(SENTENCE_SHAPES, random);
  const pickMealName = weightedPicker(MEAL_NAMES, random);
  const pickOccasion = weightedPicker(OCCASIONS, random);
  const pickHedge = weightedPicker(HEDGES, random);
  const pickPreparation = weightedPicker(PREPARATIONS, random);
  const preparationWords = new Set(PREPARATIONS.flatMap(([text]) => split(text)));
  // A share of foods said with how they were made ("grilled salmon"), unless the name already says it.
  const prepared = (food: string[]): string[] =>
    random() < 0.1 && !food.some((word) => preparationWords.has(word)) ? [...split(pickPreparation()), ...food] : food;

  const several = (amount: string[]) => !SINGULAR_ENDINGS.has(amount.at(-1) ?? "a") || amount.includes("and");
  const item = (name: string[]): string[] => {
    const food = prepared(name);
    const roll = random();
    if (roll < 0.26) return food;
    if (roll < 0.31) return [...split(pick(sizes)), ...food];
    const amount = split(pickAmount());
    const many = several(amount);
    const plural = () => (many ? pluralize(food, sources.known, (word) => countable.has(word)) : food);
    if (roll < 0.58) return [...amount, ...plural()];
    if (roll < 0.66) return [...amount, ...split(pick(sizes)), ...plural()];
    if (roll < 0.72) {
      // "a twelve ounce steak", "sixteen ounce coffee"
      const measure = [...split(pickCount()), pick(MEASURE_ADJECTIVES)];
      return random() < 0.6 ? ["a", ...measure, ...food] : [...measure, ...food];
    }
    let unit = pickUnit();
    for (let tries = 0; tries < 4 && unit.endsWith("s") !== many; tries += 1) unit = pickUnit();
    return [...amount, unit, "of", ...food];
  };
  const meal = (first?: string[]): string[] => {
    const items = [item(first ?? pickFood())];
    const more = Math.floor(random() * random() * 4);
    for (let k = 0; k < more; k += 1) items.push([...split(pickJoiner()), ...item(pickFood())]);
    return items.flat();
  };
  const time = (): string[] => {
    const roll = random();
    if (roll < 0.35) return split(pick(TIME_WORDS));
    const clock = () => {
      const minutes = pick(CLOCK_MINUTES);
      const half = random();
      const ending =
        half < 0.3 ? "am" : half < 0.6 ? "pm" : half < 0.7 ? "in the morning" : half < 0.75 ? "at night" : "";
      return split(`${pick(CLOCK_HOURS)} ${minutes} ${ending}`);
    };
    if (roll < 0.65) return ["at", ...clock()];
    if (roll < 0.8) return split(`${pick(DAYS)} ${pick(PARTS_OF_DAY)}`);
    if (roll < 0.9) return [pick(["around", "about", "at like"]), ...clock()].flatMap(split);
    return [...split(pick(DAYS)), "at", ...clock()];
  };
  const chainOrder = (chain: ChainMenus["chains"][number]) => {
    const food = split(pick(chain.items));
    const sized = chain.sizes.length && random() < 0.4 ? [...split(pick(chain.sizes)), ...food] : food;
    return random() < 0.3 ? [...split(pickAmount()), ...sized] : sized;
  };

  const fill = (shape: string, first?: string[]): string[] => {
    const chain = pick(sources.menus.chains);
    const brand = pick(sources.menus.brands);
    let usedFirst = false;
    return shape.split(" ").flatMap((part): string[] => {
      switch (part) {
        case "{meal}": {
          const words = meal(usedFirst ? undefined : first);
          usedFirst = true;
          return words;
        }
        case "{item}":
          return item(pickFood());
        case "{food}":
          return pickFood();
        case "{time}":
          return time();
        case "{occasion}":
          return split(pickOccasion());
        case "{chain}":
          return split(pick(chain.said));
        case "{order}":
          return chainOrder(chain);
        case "{brand}":
          return split(pick(brand.said));
        case "{product}":
          return split(pick(brand.items));
        case "{amount}":
          return split(pickAmount());
        case "{size}":
          return split(pick(sizes));
        case "{milk}":
          return split(pick(MILKS));
        case "{mealname}":
          return split(pickMealName());
        case "{hedge}":
          return split(pickHedge());
        case "{person}":
          return split(pick(PEOPLE));
        case "{reason}":
          return split(pick(REASONS));
        default:
          return split(part);
      }
    });
  };

  const respell = oneSpelling(readSpeechWords().oneSpelling);
  const sentences: string[][] = [];
  for (let i = 0; sentences.length < count; i += 1) {
    let sentence: string[];
    if (i < foods.length) sentence = fill(random() < 0.5 ? "{meal}" : "i had {meal}", foods[i]?.words);
    else if (random() < EVERYDAY_SHARE) sentence = split(pick(EVERYDAY_SENTENCES));
    else sentence = fill(pickShape());
    sentence = respell(sentence);
    if (sentence.length && !sources.heldOut.has(sentenceKey(sentence))) sentences.push(sentence);
  }
  return sentences;
}
