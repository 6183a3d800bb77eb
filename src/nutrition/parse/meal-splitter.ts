import { foldMentions, type TimeStatement } from "./meal-time.js";
import { MEAL_OF_PART } from "./lexicon/reference-words.js";
import { findTimeMentions, type PartOfDay, type TimeMention } from "./time-phrases.js";

export interface MealSegment {
  /** The segment of the normalized message, time words included. */
  text: string;
  /** The same segment with its time and meal words blanked out, ready for the item splitter. */
  foodText: string;
  statement: TimeStatement;
}

const BOUNDARY =
  /([.!?;]+(?:\s|$))|(,?\s(?:and then|then|later|afterwards|after that|followed by|and later|and for|and at|and during)\b)|(,)|(\sand\s)/g;
const RANK_STOP = 4;
const RANK_THEN = 3;

interface Boundary {
  index: number;
  rank: number;
}

function boundaries(text: string): Boundary[] {
  const found: Boundary[] = [];
  for (const m of text.matchAll(BOUNDARY)) {
    const rank = m[1] ? RANK_STOP : m[2] ? RANK_THEN : m[3] ? 2 : 1;
    found.push({ index: m.index ?? 0, rank });
  }
  return found;
}

/** Two mentions name different meals when they disagree on the meal, the day or the clock. */
function conflicts(group: TimeStatement, mention: TimeMention): boolean {
  if (group.mealType && mention.mealType && group.mealType !== mention.mealType) return true;
  // "this morning i had cereal and then lunch was a wrap": a part of the day stands for its meal.
  const meal = (s: { mealType?: string; partOfDay?: PartOfDay }) =>
    s.mealType ?? (s.partOfDay ? MEAL_OF_PART[s.partOfDay] : undefined);
  const [before, next] = [meal(group), meal(mention)];
  if (before && next && before !== next && before !== "snack" && next !== "snack") return true;
  if (group.daysAgo !== undefined && mention.daysAgo !== undefined && group.daysAgo !== mention.daysAgo) return true;
  if (group.weekday !== undefined && mention.weekday !== undefined && group.weekday !== mention.weekday) return true;
  if (
    group.clock &&
    mention.clock &&
    (group.clock.hour !== mention.clock.hour || group.clock.minute !== mention.clock.minute)
  )
    return true;
  return false;
}

/** Whether a mention introduces what follows ("for lunch a burrito") rather than closing what came before. */
function introduces(text: string, mention: TimeMention): boolean {
  const after = text.slice(mention.end);
  const stop = after.search(/[.!?;,]|\sthen\s/);
  return /[a-z]/.test(stop < 0 ? after : after.slice(0, stop));
}

function chooseCut(text: string, all: Boundary[], from: number, to: number, next: TimeMention): number {
  const between = all.filter((b) => b.index >= from && b.index < to);
  if (between.length === 0) return introduces(text, next) ? to : from;
  const best = Math.max(...between.map((b) => b.rank));
  const candidates = between.filter((b) => b.rank === best);
  const heading = introduces(text, next);
  const chosen = heading ? candidates[candidates.length - 1] : candidates[0];
  // "breakfast oatmeal and coffee lunch a turkey sandwich": a meal word heading what follows starts its meal
  // itself; the food said between the last boundary and it is the meal before's.
  // Only where nothing but "and" parts the foods: a comma or a stop says where the meal ended ("for lunch, i had a
  // jar of chicken noodle dinner baby food" is one meal).
  const bareList = best === 1;
  if (heading && bareList && chosen && /[a-z]{2}/.test(text.slice(chosen.index, next.start).replace(BOUNDARY, " ")))
    return to;
  return chosen?.index ?? from;
}

function blank(text: string, mentions: readonly TimeMention[], offset: number): string {
  let out = text;
  for (const m of mentions) {
    const start = m.start - offset;
    const end = m.end - offset;
    out = out.slice(0, start) + " ".repeat(end - start) + out.slice(end);
  }
  return out;
}

/**
 * Splits a normalized message into meals at the boundary between mentions of different meals
 * ("eggs for breakfast, then a burrito at lunch"). Food said before the first mention and cut off from it by
 * a sentence end or "then" is a meal of its own, eaten at the submission time.
 */
export function splitMeals(text: string): MealSegment[] {
  const mentions = findTimeMentions(text);
  if (mentions.length === 0) return [{ text, foodText: text, statement: {} }];
  const groups: TimeMention[][] = [];
  for (const mention of mentions) {
    const group = groups[groups.length - 1];
    if (group && !conflicts(foldMentions(group), mention)) group.push(mention);
    else groups.push([mention]);
  }
  const all = boundaries(text);
  const cuts: number[] = [];
  for (let g = 1; g < groups.length; g++) {
    const previous = groups[g - 1] as TimeMention[];
    const next = (groups[g] as TimeMention[])[0] as TimeMention;
    cuts.push(chooseCut(text, all, (previous[previous.length - 1] as TimeMention).end, next.start, next));
  }
  const first = (groups[0] as TimeMention[])[0] as TimeMention;
  const leadCut = all.filter((b) => b.index < first.start && b.rank >= RANK_THEN).pop();
  const segments: MealSegment[] = [];
  let start = 0;
  if (leadCut && /[a-z]{2}/.test(text.slice(0, leadCut.index)) && introduces(text, first)) {
    segments.push({
      text: text.slice(0, leadCut.index),
      foodText: text.slice(0, leadCut.index),
      statement: {},
    });
    start = leadCut.index;
  }
  groups.forEach((group, g) => {
    const end = g < cuts.length ? (cuts[g] as number) : text.length;
    const slice = text.slice(start, end);
    const statement = foldMentions(group);
    // "yesterday: lunch …, dinner …": a later meal without a day of its own keeps the day said before it.
    const before = segments[segments.length - 1]?.statement;
    if (before && statement.daysAgo === undefined && statement.weekday === undefined) {
      if (before.daysAgo !== undefined) statement.daysAgo = before.daysAgo;
      if (before.weekday !== undefined) statement.weekday = before.weekday;
    }
    segments.push({
      text: slice.trim(),
      foodText: blank(slice, group, start),
      statement,
    });
    start = end;
  });
  return segments;
}
