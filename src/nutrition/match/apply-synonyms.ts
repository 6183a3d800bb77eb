import { FOOD_SYNONYMS } from "./food-synonyms.js";

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// Longest phrases first so "skim milk" wins over "milk"; one pass, so replacements are never rewritten again.
const phrases = Object.keys(FOOD_SYNONYMS).sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
const pattern = new RegExp(`(?<![a-z0-9])(?:${phrases.map(escape).join("|")})(?![a-z0-9])`, "g");

/** Rewrites the user's food words into USDA's vocabulary using the synonym table. */
export function applyFoodSynonyms(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .replace(pattern, (m) => FOOD_SYNONYMS[m] ?? m);
}
