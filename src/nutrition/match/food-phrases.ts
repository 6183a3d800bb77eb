import { readFileSync } from "node:fs";
import { z } from "zod";
import type { Food, FoodDatabase, Portion } from "../db/food-types.js";
import { chainNameLength } from "../parse/lexicon/chain-names.js";
import { SUB_LENGTH } from "../portion/units.js";
import { applyFoodSynonyms } from "./apply-synonyms.js";
import { isStopword, stem, words } from "./tokenize.js";

export const foodPhrasesSchema = z.object({
  phrases: z
    .array(
      z.object({
        say: z.array(z.string().min(2)).min(1),
        food: z.string().regex(/^(fndds|sr):\d+$/, "a food id such as fndds:27510389 or sr:21359"),
        /** The food's own USDA portion one of it is, when counted or said with no amount ("string cheese": "1 stick"). */
        portion: z.string().min(1).optional(),
      }),
    )
    .min(1),
});

export interface FoodPhrase {
  /** The phrase's food words, read the way an item's words are read. */
  words: string[];
  /** How many of them say what the food is, not the chain it came from ("taco bell nachos" → 1). */
  specific: number;
  /** Its words as the matcher reads them too, after the food synonyms ("frankfurter" → "hot dog"). */
  explained: string[];
  food: Food;
  /** The USDA portion one of the food is when the phrase names it ("a string cheese" is "1 stick", not "1 string"). */
  portion?: Portion;
}

/**
 * Food words of a phrase or an item as typed, without amounts: "2 sausage McMuffins" → ["sausage", "mcmuffin"].
 * Portion words stay, unlike in the matcher's query: a phrase may be a dish named by one ("chicken burrito bowl"); a
 * sub's length goes ("subway footlong meatball sub" is Subway's meatball sub). The food synonyms are not applied: a
 * "hot dog" is the sandwich people eat, a "frankfurter" (the synonyms' "hot dog") the sausage. With `digits`, words
 * opening with a digit stay: a phrase's own ("fage 2%" is Fage's low-fat yogurt, not any Fage).
 */
export function phraseWords(text: string, digits = false): string[] {
  return words(text.toLowerCase().replace(SUB_LENGTH, " "))
    .filter((w) => !isStopword(w) && (digits || !/^\d/.test(w)))
    .map(stem);
}

let sayings: ReadonlySet<string> | undefined;
/** Every phrase of the table as written, lowercased ("big breakfast"), read without the food database. */
export function phraseSayings(): ReadonlySet<string> {
  sayings ??= new Set(
    foodPhrasesSchema
      .parse(JSON.parse(readFileSync(new URL("./food-phrases.json", import.meta.url), "utf8")))
      .phrases.flatMap((p) => p.say.map((say) => say.toLowerCase())),
  );
  return sayings;
}

/** The phrase table (food-phrases.json), checked against its schema and the food database; most specific first. */
export function loadFoodPhrases(
  db: FoodDatabase,
  data: unknown = JSON.parse(readFileSync(new URL("./food-phrases.json", import.meta.url), "utf8")),
): FoodPhrase[] {
  const table = foodPhrasesSchema.parse(data);
  const out: FoodPhrase[] = [];
  const saidOnce = new Set<string>();
  for (const entry of table.phrases) {
    for (const say of entry.say) {
      // One spelling, one food: a second line for it would lose to the first without a word.
      if (saidOnce.has(say.toLowerCase())) throw new Error(`food-phrases.json: "${say}" is said twice`);
      saidOnce.add(say.toLowerCase());
    }
    const food = db.byId.get(entry.food);
    if (!food) throw new Error(`food-phrases.json: no food ${entry.food} in the database (phrase "${entry.say[0]}")`);
    const portion = entry.portion ? food.portions.find((p) => p.description === entry.portion) : undefined;
    if (entry.portion && !portion)
      throw new Error(`food-phrases.json: ${entry.food} has no portion "${entry.portion}" (phrase "${entry.say[0]}")`);
    for (const say of entry.say) {
      const said = say.split(" ");
      const specific = phraseWords(said.slice(chainNameLength(said)).join(" "), true).length;
      const sayWords = phraseWords(say, true);
      let explained: string[] | undefined;
      out.push({
        words: sayWords,
        specific,
        // Read when a phrase's food is checked against an item's words, not for every phrase at build time.
        get explained() {
          return (explained ??= [...sayWords, ...words(applyFoodSynonyms(say.toLowerCase())).map(stem)]);
        },
        food,
        ...(portion ? { portion } : {}),
      });
    }
  }
  // "taco bell nachos supreme" is the Nachos Supreme: a chain's name makes a phrase no more specific. A number in a
  // phrase is the rarer word: "fage 2% yogurt" is "fage 2%" before "fage yogurt".
  const numbers = (p: FoodPhrase) => p.words.filter((w) => /^\d/.test(w)).length;
  return out
    .filter((p) => p.words.length > 0)
    .sort((a, b) => b.specific - a.specific || b.words.length - a.words.length || numbers(b) - numbers(a));
}

/** "a chicken burrito bowl from chipotle" reads as "chipotle chicken burrito bowl": the chain's name said first. */
function chainSaidFirst(foodText: string): string[] | undefined {
  const said = foodText.toLowerCase().split(/\s+/).filter(Boolean);
  for (let i = 1; i < said.length; i++) {
    const n = chainNameLength(said, i);
    if (n) return phraseWords([...said.slice(i, i + n), ...said.slice(0, i), ...said.slice(i + n)].join(" "));
  }
  return undefined;
}

/** The food of the most specific phrase whose words appear in a row among the item's words. */
export function phraseFood(foodText: string, phrases: readonly FoodPhrase[]): Food | undefined {
  return namingPhrase(foodText, phrases)?.food;
}

/** Each table's phrases by their first word, as places in the table (most specific first). */
const byFirstWord = new WeakMap<readonly FoodPhrase[], Map<string, number[]>>();
function phrasesByFirstWord(phrases: readonly FoodPhrase[]): Map<string, number[]> {
  let map = byFirstWord.get(phrases);
  if (!map) {
    map = new Map();
    phrases.forEach((p, at) => {
      const first = p.words[0] ?? "";
      map?.set(first, [...(map.get(first) ?? []), at]);
    });
    byFirstWord.set(phrases, map);
  }
  return map;
}

/** The most specific phrase whose words appear in a row among the item's words, with its portion, if any. */
export function namingPhrase(foodText: string, phrases: readonly FoodPhrase[]): FoodPhrase | undefined {
  // An item's numbers are mostly amounts ("2 sausage mcmuffins"), so it is read without them, and with them for the
  // phrases that say one ("fage 2%"): a phrase without a digit word finds nothing more in the second reading.
  const said = phraseWords(foodText);
  const withDigits = phraseWords(foodText, true);
  const readings = [said, ...(withDigits.length > said.length ? [withDigits] : []), chainSaidFirst(foodText)].filter(
    (r) => r !== undefined,
  );
  const first = phrasesByFirstWord(phrases);
  // Only phrases opening with a word the item says can be in it; the table's order still decides among them.
  const places = [...new Set(readings.flat().flatMap((w) => first.get(w) ?? []))].sort((a, b) => a - b);
  for (const at of places) {
    const p = phrases[at];
    if (!p) continue;
    for (const words of readings)
      for (let i = 0; i + p.words.length <= words.length; i++)
        if (p.words.every((w, j) => words[i + j] === w)) return p;
  }
  return undefined;
}
