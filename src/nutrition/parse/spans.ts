import { isFoodWord } from "../match/open-vocabulary.js";
import { isStopword } from "../match/tokenize.js";
import { JOINING_WORDS } from "./lexicon/break-words.js";
import { chainNameLength } from "./lexicon/chain-names.js";
import { CARRIED_DESCRIBERS } from "./lexicon/describer-words.js";
import { COOKING_VERBS } from "./lexicon/extra-words.js";
import { FRACTION_GLYPHS, NUMBER_WORDS } from "./lexicon/number-words.js";
import { APPROXIMATE_UNITS, SIZE_BY_WORD, UNIT_BY_WORD, UNIT_WORDS_NEEDING_DIGITS } from "./lexicon/unit-words.js";
import { findTimeMentions, isMealWord } from "./time-phrases.js";
import type { Span, SpanKind } from "./types.js";

/** A word or a run of punctuation of a text, with its offsets [start, end) into that text. */
export interface Token {
  text: string;
  start: number;
  end: number;
  punctuation: boolean;
}

// Punctuation at a word's edges is its own token; inside a word ("low-fat", "2.5", "o'brien") it is part of it.
// A hyphen opens a word's punctuation but never closes it ("a 12-" stays a word).
const LEADING = /^[,.;:!?'"-]+/;
const TRAILING = /[,.;:!?'"]+$/;

/**
 * The one tokenizer of meal text: the normaliser leaves single spaces between words, so a word is what lies between
 * spaces, less its edge punctuation.
 */
export function tokenizeText(text: string): Token[] {
  const out: Token[] = [];
  let at = 0;
  for (const chunk of text.split(" ")) {
    const start = at;
    at += chunk.length + 1;
    if (chunk === "") continue;
    const lead = LEADING.exec(chunk)?.[0].length ?? 0;
    const trail = lead === chunk.length ? 0 : (TRAILING.exec(chunk.slice(lead))?.[0].length ?? 0);
    const end = start + chunk.length;
    if (lead > 0) out.push({ text: chunk.slice(0, lead), start, end: start + lead, punctuation: true });
    if (lead + trail < chunk.length)
      out.push({
        text: chunk.slice(lead, chunk.length - trail),
        start: start + lead,
        end: end - trail,
        punctuation: false,
      });
    if (trail > 0) out.push({ text: chunk.slice(chunk.length - trail), start: end - trail, end, punctuation: true });
  }
  return out;
}

/** The words of a text, punctuation left out: what the readers step through. */
export const textWords = (text: string): string[] =>
  tokenizeText(text)
    .filter((t) => !t.punctuation)
    .map((t) => t.text);

const NUMERIC = /^\d+(?:\.\d+)?(?:[-/]\d+(?:\.\d+)?)?$/;
const SEPARATOR_WORDS = new Set(["and", "with", "w", "or", "then", ...JOINING_WORDS]);
const ARTICLES = new Set(["a", "an", "another"]);
const MODIFIERS: ReadonlySet<string> = new Set([...CARRIED_DESCRIBERS, ...COOKING_VERBS]);

const isAmount = (word: string) =>
  NUMERIC.test(word) || NUMBER_WORDS.has(word) || FRACTION_GLYPHS.has(word) || /^x\d+$/.test(word);

const kinds = new Map<string, SpanKind>();

/** What the vocabulary alone says of one word, given the kind of the word before it; remembered per word. */
function wordKind(word: string, before: SpanKind | undefined): SpanKind {
  let kind = kinds.get(word);
  if (kind === undefined) {
    kind = vocabularyKind(word);
    if (kinds.size < 50_000) kinds.set(word, kind);
  }
  // "5 g sugar" but "vitamin g": a short unit is one only after a number.
  return kind === "unit" && UNIT_WORDS_NEEDING_DIGITS.has(word) && before !== "amount" ? "other" : kind;
}

function vocabularyKind(word: string): SpanKind {
  if (isAmount(word)) return "amount";
  // "a cup", "an egg": the article is an amount only where a unit or size follows; the caller decides that.
  if (SIZE_BY_WORD.has(word)) return "size";
  if (UNIT_BY_WORD.has(word) || APPROXIMATE_UNITS.has(word)) return "unit";
  if (SEPARATOR_WORDS.has(word)) return "separator";
  if (isMealWord(word)) return "meal";
  if (MODIFIERS.has(word)) return "modifier";
  // "of", "the", "my": in some food's name ("Cream of wheat"), but words of the telling, not of a food.
  if (!isStopword(word) && isFoodWord(word)) return "food";
  return "other";
}

/**
 * Labels each token of a normalised text from the vocabulary that exists: units and sizes (`units.json`), numbers
 * (`number-words.json`), time and meal words (`time-phrases.ts`), chain names (`assets/chain-menus.json`), describers
 * and cooking words, joining words, and food vocabulary (every word of the database's names and synonyms). Nothing
 * here decides what the item is; the readers do, and `itemSpans` records their decision.
 */
export function labelSpans(text: string, options: { times: boolean } = { times: true }): Span[] {
  const tokens = tokenizeText(text);
  const mentions = options.times ? findTimeMentions(text) : [];
  const inTime = (t: Token) => mentions.some((m) => t.start >= m.start && t.end <= m.end);
  const words = tokens.map((t) => t.text);
  const spans: Span[] = [];
  let brandUntil = -1;
  for (const [i, token] of tokens.entries()) {
    const word = token.text;
    let kind: SpanKind;
    if (token.punctuation) kind = "separator";
    else if (i < brandUntil) kind = "brand";
    else if (inTime(token)) kind = isMealWord(word) ? "meal" : "time";
    else {
      const chain = chainNameLength(words, i);
      if (chain > 0) brandUntil = i + chain;
      kind = chain > 0 ? "brand" : wordKind(word, spans[spans.length - 1]?.kind);
    }
    spans.push({ kind, text: word, start: token.start, end: token.end });
  }
  // "a cup of", "a large coffee": an article before a unit or size is its amount.
  for (const [i, span] of spans.entries()) {
    const next = spans[i + 1]?.kind;
    if (ARTICLES.has(span.text) && (next === "unit" || next === "size")) span.kind = "amount";
  }
  return spans;
}

const SPOKEN_FOR: ReadonlySet<SpanKind> = new Set(["food", "modifier", "brand"]);

/**
 * An item's spans: its phrase labelled from the vocabulary, with the reader's decision laid over it. The words the
 * reader kept as food words (`foodWords`, compounds joined by "_") are food, modifier or brand; a word the vocabulary
 * calls food that the reader left out (talk, a comment) is other. `complete` is false when a food word is not found
 * in the phrase in order (the reader rewrote it), and then `foodText` cannot be derived from the spans. An article
 * the reader read as the amount (`amountWords`, "a banana") is the amount.
 */
export function itemSpans(
  phrase: string,
  foodWords: readonly string[],
  amountWords: readonly string[] = [],
): { spans: Span[]; complete: boolean } {
  // The meal splitter blanked the item's time and meal words: its phrase is not searched for them again.
  const spans = labelSpans(phrase, { times: false });
  const kept = new Set<number>();
  let from = 0;
  let complete = true;
  for (const part of foodWords.flatMap((w) => w.split("_"))) {
    const at = spans.findIndex((s, i) => i >= from && s.text === part);
    const word = spans[at];
    if (!word) {
      complete = false;
      continue;
    }
    kept.add(at);
    from = at + 1;
  }
  for (const [i, span] of spans.entries()) {
    // "mac and cheese", "2% milk": what the reader kept is food, whatever the word is elsewhere.
    if (kept.has(i)) span.kind = SPOKEN_FOR.has(span.kind) ? span.kind : "food";
    else if (span.kind === "food" || span.kind === "modifier") span.kind = "other";
  }
  const article = spans.find((s) => s.kind === "other" && ARTICLES.has(s.text));
  if (article && amountWords.includes(article.text)) article.kind = "amount";
  return { spans, complete };
}

/** The item's food words as one string: its food, modifier and brand spans in order. */
export const foodTextOf = (spans: readonly Span[]): string =>
  spans
    .filter((s) => SPOKEN_FOR.has(s.kind))
    .map((s) => s.text)
    .join(" ");

/** Two items' spans as one phrase, `a` then the joining text then `b` ("eggs, toast"): offsets shifted to match. */
export function joinSpans(a: readonly Span[], aLength: number, joiner: string, b: readonly Span[]): Span[] {
  const shift = aLength + joiner.length;
  const mark = joiner.trim();
  const at = aLength + joiner.indexOf(mark);
  const between: Span[] = mark ? [{ kind: "separator", text: mark, start: at, end: at + mark.length }] : [];
  return [...a, ...between, ...b.map((s) => ({ ...s, start: s.start + shift, end: s.end + shift }))];
}

/** Compact form for `npm run explain`: "amount:2 unit:cup food:rice". */
export const showSpans = (spans: readonly Span[]): string => spans.map((s) => `${s.kind}:${s.text}`).join(" ");
