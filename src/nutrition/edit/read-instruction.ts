import { normalizeText, parseEditInstruction, type ReadContext } from "../parse/index.js";
import { readFragment } from "../parse/item-reader.js";
import { itemSpans } from "../parse/spans.js";
import type { EditorOperation } from "./operations.js";
import { EDIT_CAN_DO } from "./refusals.js";
import { VARIANT_GROUPS } from "./vocabulary/variant-words.js";
import {
  ACTION_OPENERS,
  AMOUNT_OPENERS,
  DESCRIBE_OPENERS,
  FRACTION_WORDS,
  INSTEAD_WORDS,
  NOT_EATEN_OPENERS,
  PORTION_EATEN_OPENERS,
  POINTING_WORDS,
} from "./vocabulary/instruction-words.js";

export type ReadInstructionResult = { ok: true; operations: EditorOperation[] } | { ok: false; reason: string };

const byLength = (words: readonly string[]) => [...words].sort((a, b) => b.length - a.length);
const alternation = (words: readonly string[]) =>
  byLength(words)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\/%]/g, "\\$&"))
    .join("|");

const VARIANT_WORDS = byLength([...new Set(VARIANT_GROUPS.flatMap((g) => g.words))]);
const VARIANT = new RegExp(`(?<![a-z0-9])(?:${alternation(VARIANT_WORDS)})(?![a-z0-9%])`, "g");
const DESCRIBE_OPENER = new RegExp(`^(?:(?:${alternation(DESCRIBE_OPENERS)}) )+`);
const INSTEAD = new RegExp(`,? (?:${alternation(INSTEAD_WORDS)}) `);
const FILLER =
  /\b(?:a|an|the|my|one|kind|version|type|size|instead|please|actually|really|of|it|that|this|them|was|were|is|made with|made|with|using|use|on|in)\b/g;
const EATEN_OPENER = new RegExp(`^(?:(?:${alternation(PORTION_EATEN_OPENERS)}) )+`);
// The text normaliser has already turned "two thirds" into "0.667".
const FRACTION = new RegExp(`^(${alternation(Object.keys(FRACTION_WORDS))}|0?\\.\\d+)(?: (?:of )?(.+))?$`);
const APPROXIMATELY = /^(?:about|around|roughly|maybe|like|probably|only|just) /;
const TARGET_WAS = /^(?:the |my )?(.+?) (?:was|were|is|should be|should have been) (?:actually |really )?(.+)$/;
const POINTING = new RegExp(`^(?:${alternation(POINTING_WORDS)})$`);
// A new command after a comma or "and": where one instruction holds several. "half and half" is a cream, not
// a second command that halves something.
const COMMAND_START = new RegExp(
  `(?:[.;!]\\s+|(?:(?<!\\bhalf)|(?!,?\\s+and\\s+half\\b)),?\\s+(?:and|then|also|plus|but)\\s+(?=(?:add|also|remove|delete|drop|take|no|without|hold|skip|skipped|i skipped|i didn't|i did not|didn't|forget|get rid|put|replace|swap|substitute|double|triple|halve|half|make|change|move|set|replace|swap|switch|it was|that was|i had|i ate|i only|only|yesterday|today|the \\S+ (?:was|were)|${alternation(VARIANT_WORDS)})\\b)|,\\s+(?=(?:add|remove|no|without|hold|make|change|move|it was|that was|i only|only|the \\S+ (?:was|were))\\b))`,
);
const POLITE =
  /^(?:(?:please|pls|oh|oops|sorry|wait|hmm|ok|okay|so|well|no wait|correction|can you|could you|i meant|i mean)[,:]?\s+)+/;

/** The describing words said, in order, and what is left once they and filler are taken out. */
function variantsIn(said: string): { words: string[]; rest: string } {
  // "low-fat", "sugar-free": the readers keep the hyphen, the vocabulary spells the words apart.
  const text = said.replace(/(?<=[a-z])-(?=[a-z])/g, " ");
  const words = [...text.matchAll(VARIANT)].map((m) => m[0]);
  const rest = text.replace(VARIANT, " ").replace(FILLER, " ").replace(/[,.]/g, " ").replace(/\s+/g, " ").trim();
  return { words, rest };
}

const ACTION = new RegExp(`^(?:${alternation(ACTION_OPENERS)})\\b`);
const AMOUNT_SAID = new RegExp(
  `^(?:${alternation(AMOUNT_OPENERS)}) (.+?)(?:,? (?:not|instead of|rather than) (?:the )?\\S+(?: \\S+)?)?$`,
);

/**
 * "actually 2 pancakes", "make it 3 slices", "I had 2 slices": the true amount of an item already counted, by
 * its name or, when no food is said, by the unit ("slices") or as the meal's only item.
 */
function readAmountSaid(clause: string): EditorOperation | undefined {
  const m = AMOUNT_SAID.exec(clause);
  if (!m) return undefined;
  const reading = readFragment(m[1] as string);
  const quantity = reading.quantity;
  if (!quantity || quantity.unit === "serving" || (!quantity.unit && !/\d/.test(quantity.raw))) return undefined;
  const food = reading.foodText;
  if (food && (POINTING.test(food) || variantsIn(food).words.length)) return undefined;
  return { kind: "set-amount", target: food || "it", quantity };
}

/** "skim, not whole", "make that a large", "decaf", "the soda was diet", "brown rice, not white". */
function readDescribe(clause: string): EditorOperation | undefined {
  if (ACTION.test(clause)) return undefined;
  let text = clause.replace(DESCRIBE_OPENER, "");
  let target: string | undefined;
  const was = TARGET_WAS.exec(text);
  if (was && variantsIn(was[2] as string).words.length && !variantsIn(was[1] as string).words.length) {
    target = (was[1] as string).trim();
    text = was[2] as string;
  }
  const [said, instead] = text.split(INSTEAD);
  const now = variantsIn(said ?? "");
  if (now.words.length === 0) return undefined;
  const before = instead ? variantsIn(instead) : { words: [], rest: "" };
  if (instead && before.words.length === 0 && before.rest) return undefined;
  const named = now.rest || before.rest;
  const saidAgain = (words: string) => words.split(" ").every((w) => target?.split(" ").includes(w));
  if (named && target && !saidAgain(named)) return undefined;
  if (named && readFragment(named).quantity) return undefined;
  const item = target || (named && !POINTING.test(named) ? named : undefined);
  return { kind: "describe", words: now.words, drop: before.words, ...(item ? { target: item } : {}) };
}

/** "a third", "I only ate two thirds of the pizza", "3/4 of it". */
function readFraction(clause: string): EditorOperation | undefined {
  const m = FRACTION.exec(clause.replace(/,/g, "").replace(EATEN_OPENER, "").replace(APPROXIMATELY, ""));
  if (!m) return undefined;
  const factor = FRACTION_WORDS[m[1] as string] ?? Number(m[1]);
  const rest = (m[2] ?? "").replace(/^(?:of )?(?:the |my |it|that|this)\s*/, "").trim();
  if (!rest || POINTING.test(rest)) return { kind: "scale", factor };
  if (readFragment(rest).quantity) return undefined;
  return { kind: "scale", factor, target: rest };
}

const NOT_EATEN = new RegExp(
  `^(?:${alternation(NOT_EATEN_OPENERS)}) (?:the |my |all the |any )?(.+?)(?: after all| in the end)?$`,
);

/** "I skipped the chicken", "left the crusts": items or parts not eaten after all. */
function readNotEaten(clause: string): EditorOperation[] | undefined {
  const m = NOT_EATEN.exec(clause);
  if (!m) return undefined;
  const targets = (m[1] as string).split(/,\s*|\s+(?:and|or)\s+(?:the |my )?/).filter(Boolean);
  return targets.map((target) => ({ kind: "remove", target }));
}

const ONLY_ATE = /^(?:i )?only (?:ate|had|drank|finished) (?:the |my )(.+)$/;

/** "I only ate the fish": everything else in the meal was left. */
function readOnlyAte(clause: string): EditorOperation | undefined {
  const m = ONLY_ATE.exec(clause);
  return m ? { kind: "keep-only", target: (m[1] as string).trim() } : undefined;
}

const IT_WAS = /^(?:it|that|this) (?:was|were|is) (?:actually |really )?(.+)$/;

/** "it was quinoa": said of a meal of one item, the item was another food. */
function readWholeItem(clause: string): EditorOperation | undefined {
  const m = IT_WAS.exec(clause);
  if (!m) return undefined;
  const reading = readFragment(m[1] as string);
  if (!reading.foodText) return undefined;
  const replacement = {
    phrase: m[1] as string,
    spans: itemSpans(m[1] as string, reading.foodWords).spans,
    foodText: reading.foodText,
    without: reading.without,
    role: "food" as const,
  };
  return {
    kind: "replace",
    target: "it",
    replacement: reading.quantity ? { ...replacement, quantity: reading.quantity } : replacement,
  };
}

/**
 * An edit instruction → operations. The editor's own readers take what its vocabulary says (kinds, sizes,
 * fractions); every other clause goes to the engine's instruction reader. One clause that cannot be read
 * refuses the whole instruction, saying which.
 */
export function readInstruction(text: string, ctx: ReadContext): ReadInstructionResult {
  const clauses = normalizeText(text)
    .replace(POLITE, "")
    .split(COMMAND_START)
    .map((c) => c.replace(/[.!?]+$/, "").trim())
    .filter(Boolean);
  const operations: EditorOperation[] = [];
  for (const clause of clauses) {
    const own = readFraction(clause) ?? readOnlyAte(clause) ?? readDescribe(clause) ?? readAmountSaid(clause);
    if (own) {
      operations.push(own);
      continue;
    }
    const notEaten = readNotEaten(clause);
    if (notEaten) {
      operations.push(...notEaten);
      continue;
    }
    const read = parseEditInstruction(clause, ctx);
    const whole = read.ok ? undefined : readWholeItem(clause);
    if (whole) {
      operations.push(whole);
      continue;
    }
    if (!read.ok) {
      const where = clauses.length > 1 ? ` in “${clause}”` : ` in “${text.trim()}”`;
      return { ok: false, reason: `I couldn't tell what to change${where}. ${EDIT_CAN_DO}` };
    }
    operations.push(...read.operations);
  }
  if (operations.length === 0) return { ok: false, reason: `I couldn't tell what to change. ${EDIT_CAN_DO}` };
  return { ok: true, operations };
}
