import type { NutritionEngine } from "./engine.js";
import { namingPhrase, phraseWords } from "./match/food-phrases.js";
import { COOKING_VERBS } from "./parse/lexicon/extra-words.js";
import type { ParsedItem } from "./parse/types.js";

/** At most this many words typed after the dish are tried in front of it ("wings | garlic parmesan"). */
const MAX_MOVED = 3;
/** Words that join what was said in a sentence ("a sandwich of egg"): words typed around them keep their order. */
const JOINING = new Set(["with", "and", "on", "of", "in", "or"]);

/**
 * "wings lemon pepper", "wings garlic parmesan": a phone note names the dish first and then its kind. When the words
 * in the other order are a phrase of the phrase table whole ("lemon pepper wings") and as typed they are none, the
 * item is that phrase's food, not the dish with a second food after it.
 */
export function phraseTypedLast(items: readonly ParsedItem[], engine: NutritionEngine): ParsedItem[] {
  const phrases = engine.index.phrases;
  const namesWhole = (text: string): boolean =>
    namingPhrase(text, phrases)?.words.join(" ") === phraseWords(text).join(" ");
  return items.map((item) => {
    const all = item.foodText.split(" ");
    // "dumplings pork 8 steamed": how it was cooked, typed last, stays last.
    const cooked = all.length - [...all].reverse().findIndex((w) => !COOKING_VERBS.has(w));
    const words = all.slice(0, cooked);
    const how = all.slice(cooked);
    const said = item.phrase.toLowerCase().split(/\s+/);
    if (item.role !== "food" || words.length < 2 || said.some((w) => JOINING.has(w)) || namesWhole(words.join(" ")))
      return item;
    for (let moved = 1; moved <= Math.min(MAX_MOVED, words.length - 1); moved++) {
      const turned = [...words.slice(-moved), ...words.slice(0, -moved)].join(" ");
      if (namesWhole(turned)) return { ...item, foodText: [turned, ...how].join(" ") };
    }
    return item;
  });
}
