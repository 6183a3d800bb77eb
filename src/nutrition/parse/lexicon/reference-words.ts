import type { MealType } from "../../../contracts/index.js";
import { readVocabulary } from "../../vocabulary/read-vocabulary.js";
import type { PartOfDay } from "../time-phrases.js";

/** Words of a reference to a meal already logged: data in src/nutrition/vocabulary/reference-words.json. */
const REFERENCE = readVocabulary("reference-words.json");

/**
 * Words that point back at a meal already logged ("same breakfast as yesterday", "what I had for lunch
 * yesterday"). A reference is one of these openers followed only by link words and time words; anything else
 * after it ends the reference, and it counts only when a joiner (or the end of the text) comes next.
 */
export const REFERENCE_OPENERS: readonly string[] = REFERENCE.openers;

/** Words that may sit between the opener and the time words without ending the reference. */
export const REFERENCE_LINK_WORDS: ReadonlySet<string> = new Set(REFERENCE.linkWords);

/** Words that may close a reference ("the same lunch again"). */
export const REFERENCE_CLOSERS: readonly string[] = REFERENCE.closers;

/** Words that join a reference to more food ("… plus a coffee", "… and a banana", "…, with an extra egg"). */
export const REFERENCE_JOINERS: readonly string[] = REFERENCE.joiners;

/** Words around a reference that say nothing about food ("I had the same …", "again", "today"). */
export const REFERENCE_FILLER_WORDS: ReadonlySet<string> = new Set(REFERENCE.fillerWords);

/** A part of the day stands for the meal usually eaten then ("same as last night" is the dinner). */
export const MEAL_OF_PART: Readonly<Partial<Record<PartOfDay, MealType>>> = REFERENCE.mealOfPart;
