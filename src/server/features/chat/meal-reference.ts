import type { MealEntryDraft } from "../../../contracts/index.js";
import {
  copiedFromNote,
  copyMeals,
  describeReference,
  localDayBounds,
  localDayOf,
  readMealReference,
  type AnalyzeResult,
  type MealReference,
} from "../../../nutrition/index.js";
import { storedDraft, type MealsRepo } from "../meals/index.js";

export interface ReferenceContext {
  userId: string;
  now: Date;
  timeZone: string;
}

export interface ReferenceDeps {
  meals: MealsRepo;
  /** Reads text that is not a reference (the engine, or a model grounded by it). */
  read: (text: string) => Promise<AnalyzeResult>;
}

/** The user's meals a reference points at, earliest first; none when there is no such meal. */
async function referencedMeals(
  reference: MealReference,
  { userId, now, timeZone }: ReferenceContext,
  meals: MealsRepo,
): Promise<MealEntryDraft[]> {
  const day =
    reference.day ??
    (await meals.latestOfTypeBefore(userId, reference.mealType, now).then((at) => at && localDayOf(at, timeZone)));
  if (!day) return [];
  const { from, to } = localDayBounds(day, timeZone);
  const rows = await meals.ofTypeBetween(userId, reference.mealType, from, to < now ? to : now);
  return rows.map(storedDraft);
}

/** A reading of the text; when it copied an earlier meal, the first meal is the copy and `copiedFrom` its source. */
export type ReadingWithCopy = AnalyzeResult & { copiedFrom?: MealEntryDraft };

/** The entries a reference makes: a copy of the earlier meal, with any food said beside it. */
export async function readReference(
  reference: MealReference,
  context: ReferenceContext,
  { meals, read }: ReferenceDeps,
): Promise<ReadingWithCopy> {
  const sources = await referencedMeals(reference, context, meals);
  const first = sources[0];
  if (!first) return { ok: false, reason: `I couldn't find ${describeReference(reference)} to copy.` };
  let extra: MealEntryDraft[] = [];
  if (reference.extraText) {
    const extraReading = await read(reference.extraText);
    if (!extraReading.ok) return extraReading;
    extra = extraReading.meals;
  }
  const copy = copyMeals(sources, reference.extraHasTime ? [] : extra, {
    consumedAt: reference.consumedAt,
    mealType: reference.copyMealType,
    note: copiedFromNote(reference.mealType, new Date(first.consumed_at), context.timeZone),
  });
  return { ok: true, meals: reference.extraHasTime ? [copy, ...extra] : [copy], copiedFrom: first };
}

/**
 * Reads a submitted meal's text: a reference to an earlier meal of the same user ("same breakfast as yesterday")
 * is copied from that meal; any other text goes to `read`.
 */
export async function readMealOrReference(
  text: string,
  context: ReferenceContext,
  deps: ReferenceDeps,
): Promise<ReadingWithCopy> {
  const reading = readMealReference(text, context.now, context.timeZone);
  if (reading.kind === "none") return deps.read(text);
  if (reading.kind === "unclear") return { ok: false, reason: reading.reason };
  return readReference(reading.reference, context, deps);
}
