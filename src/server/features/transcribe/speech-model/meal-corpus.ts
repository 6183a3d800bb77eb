import { pluralize, type FoodPhrase } from "./food-phrases.js";
import { AMOUNTS, JOINERS, OPENERS, SIZES, SPOKEN_FOODS, TIME_PHRASES, UNITS } from "./meal-words.js";

type Weighted<T> = ReadonlyArray<readonly [T, number]>;

/** Deterministic, so `npm run build:speech` regenerates the same files from the same database. */
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

const split = (text: string) => text.split(" ").filter(Boolean);

/**
 * Sentences shaped like spoken meal descriptions: an opener, one to four items joined by "and"/"with",
 * each item an optional amount, size and unit before a food name, sometimes a time at the end.
 * Every database phrase appears at least once so every food word is in the model.
 */
export function mealSentences(
  phrases: FoodPhrase[],
  count: number,
  known: (word: string) => boolean,
  seed = 20240601,
): string[][] {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  const everyday: FoodPhrase[] = SPOKEN_FOODS.map((text) => ({ words: split(text), weight: 40 }));
  const foods = [...everyday, ...phrases].filter((phrase) => phrase.words.every(known));
  const pickFood = weightedPicker(
    foods.map((phrase) => [phrase.words, phrase.weight] as const),
    random,
  );
  const pickAmount = weightedPicker(AMOUNTS, random);
  const pickJoiner = weightedPicker(JOINERS, random);

  const item = (food: string[]): string[] => {
    const roll = random();
    if (roll < 0.25) return food;
    const amount = split(pickAmount());
    const many = !["a", "an", "one", "half", "another", "my"].includes(amount[0] ?? "") || amount.includes("couple");
    if (roll < 0.5) return [...amount, ...(many ? pluralize(food, known) : food)];
    if (roll < 0.62) return [...amount, ...split(pick(SIZES)), ...(many ? pluralize(food, known) : food)];
    const unit = pick(UNITS.filter((u) => u.endsWith("s") === many || !many));
    return [...amount, unit, "of", ...food];
  };

  const sentences: string[][] = [];
  for (let i = 0; i < count; i += 1) {
    const first = i < foods.length ? (foods[i] as FoodPhrase).words : pickFood();
    const items = [item(first)];
    const more = Math.floor(random() * random() * 4);
    for (let k = 0; k < more; k += 1) items.push([...split(pickJoiner()), ...item(pickFood())]);
    const sentence = [...split(pick(OPENERS)), ...items.flat()];
    if (random() < 0.12) sentence.push(...split(pick(TIME_PHRASES)));
    sentences.push(sentence.filter(known));
  }
  return sentences;
}
