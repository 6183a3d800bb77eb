import { FOOD_SYNONYMS } from "./food-synonyms.js";
import { stem, words } from "./tokenize.js";

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// Longest phrases first so "skim milk" wins over "milk"; one pass, so replacements are never rewritten again.
const phrases = Object.keys(FOOD_SYNONYMS).sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
const pattern = new RegExp(`(?<![a-z0-9])(?:${phrases.map(escape).join("|")})(?![a-z0-9])`, "g");
/** Words either side of a synonym that may complete a dish name with it. */
const AROUND = 3;

/**
 * Rewrites the user's food words into USDA's vocabulary using the synonym table. A one-word synonym that makes, with
 * the words beside it, the whole name of an FNDDS dish (`dishNames`: the names its dishes open with) is USDA's own
 * word there: a "sloppy joe" is no coffee, an "ice cream soda" no soft drink. A rewrite that keeps the word ("cola" →
 * "soft drink cola") only adds USDA's class words, and stays.
 */
export function applyFoodSynonyms(text: string, dishNames?: ReadonlySet<string>): string {
  const lower = text.toLowerCase().replace(/[’`]/g, "'");
  return lower.replace(pattern, (m: string, at: number) => {
    const rewrite = FOOD_SYNONYMS[m] ?? m;
    if (dishNames && !m.includes(" ") && !rewrite.split(" ").includes(m) && namesDish(lower, m, at, dishNames))
      return m;
    return rewrite;
  });
}

function namesDish(text: string, word: string, at: number, dishNames: ReadonlySet<string>): boolean {
  const before = text.slice(0, at).split(/\s+/).filter(Boolean).slice(-AROUND);
  const after = text
    .slice(at + word.length)
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, AROUND);
  for (let from = 0; from <= before.length; from++)
    for (let to = 0; to <= after.length; to++) {
      if (from === before.length && to === 0) continue;
      const name = words([...before.slice(from), word, ...after.slice(0, to)].join(" "))
        .map(stem)
        .join(" ");
      if (dishNames.has(name)) return true;
    }
  return false;
}
