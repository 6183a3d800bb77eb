import { readFileSync } from "node:fs";
import { z } from "zod";

const wordsSchema = z.object({
  synonyms: z.record(z.string().min(1), z.string().min(1)),
  abbreviations: z.record(z.string().min(1), z.string().min(1)),
  notFoodWords: z.array(z.string().min(1)),
});
export type RewriteWords = z.infer<typeof wordsSchema>;

/** "rewrite" is the set the goal is measured by; "fresh" a second list of synonyms written to check generality. */
export const WORD_LISTS = ["rewrite", "fresh"] as const;
export type WordList = (typeof WORD_LISTS)[number];

export function loadRewriteWords(list: WordList = "rewrite"): RewriteWords {
  const file = new URL(`./${list}-words.json`, import.meta.url);
  return wordsSchema.parse(JSON.parse(readFileSync(file, "utf8")));
}

export const REWRITE_KINDS = ["synonyms", "lowercase_no_punctuation", "abbreviations", "typo", "reordered"] as const;
export type RewriteKind = (typeof REWRITE_KINDS)[number];

export interface RewriteContext {
  words: RewriteWords;
  /** Words that name a food (from the food database's names), lower-case. */
  foodWords: ReadonlySet<string>;
}

/** A stable number from a string, so each meal gets the same rewrite on every run. */
export function stableHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Replaces whole words or phrases, keeping a capital first letter where the original had one. */
function replacePhrases(text: string, table: Record<string, string>): string {
  const keys = Object.keys(table).sort((a, b) => b.length - a.length);
  if (keys.length === 0) return text;
  const re = new RegExp(`\\b(${keys.map(escape).join("|")})\\b`, "gi");
  return text.replace(re, (found: string) => {
    const to = table[found.toLowerCase()] ?? found;
    return found[0] !== undefined && found[0] !== found[0].toLowerCase() ? to[0]?.toUpperCase() + to.slice(1) : to;
  });
}

function lowercaseNoPunctuation(text: string): string {
  return text
    .toLowerCase()
    .replace(/[,!?;:"()\u2019']/g, "")
    .replace(/\.(?!\d)/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** Swaps two inner letters of one food word, or drops one, the way thumbs do. */
function typo(text: string, seed: number, foodWords: ReadonlySet<string>, notFood: ReadonlySet<string>): string {
  const candidates = [...text.matchAll(/[A-Za-z]{5,}/g)].filter((m) => {
    const w = m[0].toLowerCase();
    return foodWords.has(w) && !notFood.has(w);
  });
  if (candidates.length === 0) return text;
  const m = candidates[seed % candidates.length];
  if (!m || m.index === undefined) return text;
  const w = m[0];
  const at = 1 + ((seed >>> 8) % (w.length - 2));
  const swap = (seed >>> 16) % 2 === 0 && w[at] !== w[at + 1];
  const changed = swap
    ? w.slice(0, at) + (w[at + 1] ?? "") + (w[at] ?? "") + w.slice(at + 2)
    : w.slice(0, at) + w.slice(at + 1);
  return text.slice(0, m.index) + changed + text.slice(m.index + w.length);
}

const AMOUNT = "(?:a|an|one|two|three|four|five|six|half|some|\\d[\\d./]*)\\b";
/** A comma or "and" that opens another item: the next words start with an amount. */
const ITEM_BREAK = new RegExp(`(?:,\\s+and\\s+|,\\s+|\\s+and\\s+)(?=${AMOUNT})`, "gi");
const AMOUNT_WORD = new RegExp(`\\b${AMOUNT}`, "i");

/** A sentence ends at . ; ! or ? before a capital or the text's end: not in "5.3 oz" nor in "Chips Ahoy! cookies". */
const SENTENCE_END = /[.;!?](?=\s+[A-Z“"]|\s*$)/;

/** "half and half" is one food: an "and" between the same word twice opens no item. */
function opensItem(text: string, at: number, length: number): boolean {
  const before = /(\w+)\s*$/.exec(text.slice(0, at))?.[1]?.toLowerCase();
  const after = /^\s*(\w+)/.exec(text.slice(at + length))?.[1]?.toLowerCase();
  return before === undefined || before !== after;
}

/**
 * Moves the first item of the text's first list of items ("a cup of X, a slice of Y and a Z") to the list's end.
 * Only a comma or "and" before an amount separates items, so "cooked and diced" and "At lunch, I had" stay whole.
 * The last item runs to its sentence's end, so what is said after it (", which I loved", ", fresh grapes") stays
 * with it and never describes the item moved behind it.
 */
function reorder(text: string): string {
  const breaks = [...text.matchAll(ITEM_BREAK)].filter((b) => opensItem(text, b.index, b[0].length));
  const first = breaks[0];
  if (!first) return text;
  const head = text.slice(0, first.index);
  // A decimal point ("5.3 oz") ends no clause.
  const lastComma = Math.max(-1, ...[...head.matchAll(/,|\.(?!\d)/g)].map((m) => m.index));
  const amountAt = AMOUNT_WORD.exec(head.slice(lastComma + 1));
  if (!amountAt) return text;
  const listStart = lastComma + 1 + amountAt.index;
  const items: string[] = [text.slice(listStart, first.index)];
  let cursor = first.index + first[0].length;
  for (const b of breaks.slice(1)) {
    const between = text.slice(cursor, b.index);
    if (SENTENCE_END.test(between)) break;
    items.push(between);
    cursor = b.index + b[0].length;
  }
  const rest = text.slice(cursor);
  const stop = SENTENCE_END.exec(rest);
  const lastEnd = stop ? stop.index : rest.length;
  items.push(rest.slice(0, lastEnd));
  const moved = [...items.slice(1), items[0] ?? ""];
  const list =
    moved.length === 2
      ? `${moved[0]} and ${moved[1]}`
      : `${moved.slice(0, -1).join(", ")}, and ${moved[moved.length - 1]}`;
  return `${text.slice(0, listStart)}${list}${rest.slice(lastEnd)}`;
}

/** The text rewritten in one way, or undefined when that rewrite changes nothing in it. */
export function rewrite(text: string, kind: RewriteKind, id: string, ctx: RewriteContext): string | undefined {
  const seed = stableHash(`${kind}:${id}`);
  const out = (() => {
    switch (kind) {
      case "synonyms":
        return replacePhrases(text, ctx.words.synonyms);
      case "lowercase_no_punctuation":
        return lowercaseNoPunctuation(text);
      case "abbreviations":
        return replacePhrases(text, ctx.words.abbreviations);
      case "typo":
        return typo(text, seed, ctx.foodWords, new Set(ctx.words.notFoodWords));
      case "reordered":
        return reorder(text);
    }
  })();
  return out === text ? undefined : out;
}
