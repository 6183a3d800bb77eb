import { readAddedItems, readPureQuantity, readScale, readTimeChange, targetOf } from "./edit-clause-readers.js";
import { readFragment } from "./item-reader.js";
import { protectCompounds } from "./item-splitter.js";
import { normalizeText } from "./text-normalizer.js";
import type { EditOperation, ParsedItem, ReadContext } from "./types.js";

export type EditInstructionResult = { ok: true; operations: EditOperation[] } | { ok: false; reason: string };

export const EDIT_HELP = "Try “add 1 tbsp olive oil”, “remove the toast”, “double portion” or “change to yesterday”.";

const POLITE =
  /^(?:(?:please|pls|actually|oh|oops|sorry|wait|hmm|ok|okay|so|well|also no|no wait|correction|can you|could you|would you|i meant|i mean|you can|just)[,:]?\s+)+/;
const TRAILING_POLITE = /[,\s]+(?:please|pls|thanks|thank you|instead)\s*[.!]*$/;
// A clause boundary is a joining word followed by the start of another command ("half and half" is a cream).
const COMMAND_START =
  "add|also|plus|remove|delete|drop|take|no|without|minus|hold|skip|double|triple|halve|half|make|change|move|set|replace|swap|switch|substitute|it was|that was|this was|it's|i didn't|i did not|didn't|i also|only|at \\d|yesterday|today|for (?:breakfast|lunch|dinner|supper|a snack|snack)|put|get rid|forget|the \\S+ (?:was|were)";
const CLAUSE_SPLIT = new RegExp(
  `(?:[.;!]\\s+|(?:(?<!\\bhalf)|(?!,?\\s+and\\s+half\\b)),?\\s+(?:and|then|also|plus)\\s+(?=(?:${COMMAND_START})\\b)|,\\s+(?=(?:${COMMAND_START})\\b))`,
  "g",
);

const REMOVE =
  /^(?:remove|delete|drop|take (?:out|off|away)|get rid of|cut out|cut|scratch|forget|lose|omit|exclude|minus|no|without|hold|skip|nix|ditch|leave out|there (?:was|were) no|no more)(?: the| my| all the| any| that)? (.+)$/;
const DID_NOT =
  /^(?:i )?(?:didn't|did not|didnt|never|don't|do not) (?:eat|have|drink|finish|get|touch|take|want)(?: the| my| any| that)? (.+)$/;
const NOT_THERE =
  /^(?:the |there was no )?(.+?) (?:wasn't|was not|weren't|were not) (?:there|eaten|included|part of (?:it|the meal)|in it)$/;
const REPLACE_VERB =
  /^(?:replace|swap|switch|substitute|change|exchange|trade|sub)(?: out)?(?: the| my| a| an)? (.+?) (?:with|for|to|by|into|w) (?:the )?(.+)$/;
const SUBSTITUTE_FOR = /^(?:substitute|sub|use)(?: a| an| the| some)? (.+?) for(?: the| a| an| my)? (.+)$/;
const IT_WAS_NOT =
  /^(?:it|that|this)(?: was|'s| is| were)(?: actually| really)? (.+?),? (?:not|instead of|rather than|and not)(?: the| a| an| my)? (.+)$/;
const INSTEAD_OF =
  /^(?:i had |i ate |i drank |use |it was |had )?(.+?),? (?:instead of|rather than|not)(?: the| a| an| my)? (.+)$/;
const NOT_BUT = /^not (?:the |a |an |my )?(.+?),? (?:but |it was |i had )?(?:the |a |an )?(.+)$/;
const WAS_VALUE =
  /^(?:the |my )?(.+?) (?:was|were|is|are|should be|should have been|weighed|weighs|was actually|were actually|was only|were only|was more like|was about)(?: actually| only| about| like| really| more like)? (.+)$/;
const MAKE_OR_SET = /^(?:make|change|set|update|adjust|correct)(?: the| my)? (.+?)(?: to| into)? (.+)$/;
const ONLY_AMOUNT =
  /^(?:only|just|it was|i had|i ate|i drank|i only had|i only ate|there (?:was|were)|actually|i actually had|it was only)(?: only| just)? (.+)$/;
const ADD =
  /^(?:add|also add|and add|add in|include|plus|also|and also|i also had|also had|i also ate|also ate|i also drank|also drank|i had|with|throw in|put in|there was also|there were also|and|i forgot|forgot|i forgot to add|forgot to add|don't forget|dont forget)(?: also| in)? (.+)$/;
const NOT_A_TARGET = new Set([
  "what",
  "this",
  "that",
  "it",
  "which",
  "who",
  "there",
  "here",
  "everything",
  "something",
  "meal",
  "food",
]);
const ARTICLE_OR_DIGIT = /^(?:a|an|one|two|three|four|five|some|\d)/;

function replacementItem(text: string): ParsedItem | undefined {
  const item = readAddedItems(text)[0];
  return item && item.foodText ? item : undefined;
}

function removals(text: string): EditOperation[] {
  return protectCompounds(text)
    .split(/,\s*|\s+(?:and|or|nor)\s+/)
    .map((part) => targetOf(part.replace(/_/g, " ")))
    .filter(Boolean)
    .map((target) => ({ kind: "remove" as const, target }));
}

/** "the milk was skim": a bare modifier names the same food, so it keeps the target's noun. */
function withTargetNoun(value: string, target: string): string {
  const words = value.trim().split(/\s+/);
  if (ARTICLE_OR_DIGIT.test(value) || words.length > 2 || value.includes(target)) return value;
  return `${value} ${target}`;
}

function valueChange(
  targetText: string,
  valueText: string,
  ctx: ReadContext,
  bareValue = false,
): EditOperation[] | undefined {
  const time = readTimeChange(valueText, ctx);
  if (time && /^(?:it|that|this|the meal|meal|time|the time|date|the date)$/.test(targetText)) return [time];
  const target = targetOf(targetText);
  if (!target || NOT_A_TARGET.has(target)) return undefined;
  const quantity = readPureQuantity(valueText);
  if (quantity) return [{ kind: "set-amount", target, quantity }];
  const replacement = replacementItem(bareValue ? withTargetNoun(valueText, target) : valueText);
  return replacement ? [{ kind: "replace", target, replacement }] : undefined;
}

function readClause(clause: string, ctx: ReadContext): EditOperation[] | undefined {
  const text = clause
    .replace(TRAILING_POLITE, "")
    .replace(/[.!?]+$/, "")
    .trim();
  if (!text) return [];
  const time = readTimeChange(text, ctx);
  if (time) return [time];
  const scale = readScale(text);
  if (scale) return [scale];
  let m: RegExpExecArray | null;
  if ((m = IT_WAS_NOT.exec(text))) return valueChange(m[2] as string, m[1] as string, ctx) ?? undefined;
  if ((m = SUBSTITUTE_FOR.exec(text)) && /^(?:substitute|sub|use)\b/.test(text))
    return valueChange(m[2] as string, m[1] as string, ctx);
  if ((m = REPLACE_VERB.exec(text))) {
    const result = valueChange(m[1] as string, m[2] as string, ctx);
    if (result) return result;
  }
  if ((m = DID_NOT.exec(text)) || (m = NOT_THERE.exec(text))) return removals(m[1] as string);
  if ((m = REMOVE.exec(text))) return removals(m[1] as string);
  if ((m = NOT_BUT.exec(text))) return valueChange(m[1] as string, m[2] as string, ctx);
  if ((m = INSTEAD_OF.exec(text))) {
    // "2 eggs, not 3" corrects an amount; "brown rice instead of white rice" swaps a food.
    const reading = readFragment(protectCompounds(m[1] as string));
    if (readPureQuantity(m[2] as string) && reading.quantity && reading.foodText) {
      return [
        {
          kind: "set-amount",
          target: reading.foodText,
          quantity: reading.quantity,
        },
      ];
    }
    return valueChange(m[2] as string, m[1] as string, ctx);
  }
  if (MAKE_OR_SET.test(text)) {
    const tokens = text.split(" ");
    // "make the chicken 150 g": find where the amount starts.
    for (let k = 2; k < tokens.length; k++) {
      const quantity = readPureQuantity(
        tokens
          .slice(k)
          .join(" ")
          .replace(/^(?:to|into) /, ""),
      );
      if (quantity)
        return [
          {
            kind: "set-amount",
            target: targetOf(
              tokens
                .slice(1, k)
                .join(" ")
                .replace(/ (?:to|into)$/, ""),
            ),
            quantity,
          },
        ];
    }
  }
  if ((m = WAS_VALUE.exec(text))) {
    const result = valueChange(m[1] as string, m[2] as string, ctx, true);
    if (result) return result;
  }
  if ((m = ONLY_AMOUNT.exec(text))) {
    const reading = readFragment(protectCompounds(m[1] as string));
    if (reading.quantity && reading.foodText)
      return [
        {
          kind: "set-amount",
          target: reading.foodText,
          quantity: reading.quantity,
        },
      ];
  }
  if ((m = ADD.exec(text))) {
    const items = readAddedItems(m[1] as string);
    return items.length ? [{ kind: "add", items }] : undefined;
  }
  // A bare food with an amount ("a banana", "2 eggs") is something more that was eaten.
  if (ARTICLE_OR_DIGIT.test(text)) {
    const items = readAddedItems(text);
    if (items.length && items.every((i) => i.quantity)) return [{ kind: "add", items }];
  }
  return undefined;
}

/**
 * Reads an edit instruction ("add 1 tbsp olive oil and make it lunch") into operations on a meal. With
 * `ctx.anchor` set to the meal's current time, day-only or clock-only time words keep the other part.
 */
export function parseEditInstruction(text: string, ctx: ReadContext): EditInstructionResult {
  const normalized = normalizeText(text).replace(POLITE, "");
  const clauses = normalized
    .split(CLAUSE_SPLIT)
    .map((c) => c.trim())
    .filter(Boolean);
  const operations: EditOperation[] = [];
  for (const clause of clauses) {
    const ops = readClause(clause, ctx);
    if (!ops) {
      const reason =
        clauses.length > 1
          ? `I couldn't tell what to change in “${clause}”. ${EDIT_HELP}`
          : `I couldn't tell what to change. ${EDIT_HELP}`;
      return { ok: false, reason };
    }
    operations.push(...ops);
  }
  if (operations.length === 0)
    return {
      ok: false,
      reason: `I couldn't tell what to change. ${EDIT_HELP}`,
    };
  return { ok: true, operations };
}
