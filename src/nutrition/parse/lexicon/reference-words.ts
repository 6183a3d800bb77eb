import type { MealType } from "../../../contracts/index.js";
import type { PartOfDay } from "../time-phrases.js";

/**
 * Words that point back at a meal already logged ("same breakfast as yesterday", "what I had for lunch
 * yesterday"). A reference is one of these openers followed only by link words and time words; anything else
 * after it ends the reference, and it counts only when a joiner (or the end of the text) comes next.
 */
export const REFERENCE_OPENERS: readonly string[] = [
  "exactly the same",
  "the exact same",
  "the very same",
  "the same thing",
  "same thing",
  "the same meal",
  "same meal",
  "the same",
  "same",
  "what i had",
  "what i ate",
  "whatever i had",
  "whatever i ate",
  "what i've had",
];

/** Words that may sit between the opener and the time words without ending the reference. */
export const REFERENCE_LINK_WORDS: ReadonlySet<string> = new Set([
  "as",
  "i",
  "had",
  "ate",
  "have",
  "for",
  "on",
  "at",
  "from",
  "like",
  "that",
  "again",
  "my",
]);

/** Words that may close a reference ("the same lunch again"). */
export const REFERENCE_CLOSERS: readonly string[] = ["again", "as well", "too", "once more"];

/** Words that join a reference to more food ("… plus a coffee", "… and a banana", "…, with an extra egg"). */
export const REFERENCE_JOINERS: readonly string[] = [
  "and also",
  "but also",
  "as well as",
  "along with",
  "together with",
  "but with",
  "and",
  "plus",
  "with",
  "also",
  "add",
  "adding",
  "then",
];

/** Words around a reference that say nothing about food ("I had the same …", "again", "today"). */
export const REFERENCE_FILLER_WORDS: ReadonlySet<string> = new Set([
  "i",
  "we",
  "had",
  "ate",
  "have",
  "eaten",
  "just",
  "again",
  "today",
  "for",
  "and",
  "also",
  "then",
  "the",
  "so",
  "ok",
  "okay",
  "basically",
  "pretty",
  "much",
  "exactly",
]);

/** A part of the day stands for the meal usually eaten then ("same as last night" is the dinner). */
export const MEAL_OF_PART: Readonly<Partial<Record<PartOfDay, MealType>>> = {
  morning: "breakfast",
  evening: "dinner",
  night: "dinner",
};
