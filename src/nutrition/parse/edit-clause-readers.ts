import type { MealType } from "../../contracts/index.js";
import { readFragment } from "./item-reader.js";
import { protectCompounds, splitItems } from "./item-splitter.js";
import { NUMBER_WORDS } from "./lexicon/number-words.js";
import { foldMentions, resolveTime } from "./meal-time.js";
import { readQuantityAt } from "./quantity-reader.js";
import { findTimeMentions } from "./time-phrases.js";
import type { EditOperation, ParsedItem, ParsedQuantity, ReadContext } from "./types.js";

const TIME_FILLER =
  /\b(?:the|a|an|actually|really|on|it|was|for|at|to|meal|this|that|time|date|day|eaten|had|i|is|it's|into|as|be|should|make|change|move|set|switch|put|please)\b/g;

/** The clause as a time change when every word of it is a time or meal word ("yesterday", "at 7pm", "lunch"). */
export function readTimeChange(text: string, ctx: ReadContext): EditOperation | undefined {
  const mentions = findTimeMentions(text);
  if (mentions.length === 0) return undefined;
  let rest = text;
  for (const m of [...mentions].reverse()) rest = rest.slice(0, m.start) + " " + rest.slice(m.end);
  if (/[a-z0-9]/.test(rest.replace(TIME_FILLER, " ").replace(/[^a-z0-9\s]/g, " "))) return undefined;
  const statement = foldMentions(mentions);
  const time = resolveTime(statement, ctx.now, ctx.timeZone, ctx.anchor);
  const changesClock =
    statement.clock !== undefined || statement.partOfDay !== undefined || statement.mealType !== undefined;
  const op: { kind: "set-time"; consumedAt?: Date; mealType?: MealType } = {
    kind: "set-time",
    consumedAt: time.consumedAt,
  };
  if (statement.mealType || changesClock) op.mealType = time.mealType;
  return op;
}

/** The words as a target: food words only, quantity and filler removed ("the toast" → "toast"). */
export function targetOf(text: string): string {
  const reading = readFragment(protectCompounds(text.trim()));
  return reading.foodText || text.trim().replace(/^(?:the|my|a|an|some|all the|any)\s+/, "");
}

/** A clause that is nothing but an amount ("200 g", "2 slices", "half a cup"). */
export function readPureQuantity(text: string): ParsedQuantity | undefined {
  const tokens = text.trim().split(/\s+/).filter(Boolean);
  while (["only", "just", "actually", "about", "around", "like", "really"].includes(tokens[0] ?? "")) tokens.shift();
  const span = readQuantityAt(tokens, 0);
  if (!span || span.end < tokens.length) return undefined;
  const { quantity } = span;
  if (!quantity.unit && !/\d/.test(quantity.raw) && !NUMBER_WORDS.has(quantity.raw)) return undefined;
  return quantity;
}

/** Items named by an "add" clause; only food-bearing ones count. */
export function readAddedItems(text: string): ParsedItem[] {
  return splitItems(text).map((item) => ({ ...item, role: "food" as const }));
}

const SCALE_WORDS: Record<string, number> = {
  double: 2,
  doubled: 2,
  twice: 2,
  triple: 3,
  tripled: 3,
  quadruple: 4,
  half: 0.5,
  halve: 0.5,
  halved: 0.5,
};
const WHOLE_MEAL =
  /^(?:the |a |my )?(?:portion|portions|serving|servings|it|that|this|amount|everything|all|of it|meal|the whole thing|size|helping)?$/;

/** "double portion", "half", "triple the rice", "x1.5", "make it 2 servings", "twice as much". */
export function readScale(text: string): EditOperation | undefined {
  const t = text.replace(
    /^(?:make (?:it|that|this) |make (?:it|that|this) a |it was |that was |i had |i ate |i only had |i only ate |only |just |actually |i actually had |a |an )+/,
    "",
  );
  const word =
    /^(double|doubled|twice|triple|tripled|quadruple|half|halve|halved)(?: (?:the |a |my )?(?:portion|serving|amount|size|helping)s?)?(?: (?:of )?(.*))?$/.exec(
      t,
    );
  if (word) {
    const factor = SCALE_WORDS[word[1] as string] as number;
    const rest = (word[2] ?? "").replace(/\bas much\b|\bas big\b|\bthat\b/g, "").trim();
    if (WHOLE_MEAL.test(rest)) return { kind: "scale", factor };
    return { kind: "scale", factor, target: targetOf(rest) };
  }
  const times =
    /^(?:x|times) ?(\d+(?:\.\d+)?)$|^(\d+(?:\.\d+)?) ?(?:x|times)(?: (?:the )?(?:portion|serving|amount|as much))?$/.exec(
      t,
    );
  if (times) return { kind: "scale", factor: Number(times[1] ?? times[2]) };
  const servings = new RegExp(
    `^(\\d+(?:\\.\\d+)?|${[...NUMBER_WORDS.keys()].join("|")}) (?:servings|serving|portions|portion|helpings|helping|times that)(?: of it)?$`,
  ).exec(t);
  if (servings) {
    const n = NUMBER_WORDS.get(servings[1] as string) ?? Number(servings[1]);
    return { kind: "scale", factor: n, toServings: n };
  }
  return undefined;
}
