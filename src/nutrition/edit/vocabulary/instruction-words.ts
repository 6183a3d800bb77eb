import { readVocabulary } from "../../vocabulary/read-vocabulary.js";

/** The editor's instruction words: data in src/nutrition/vocabulary/edit-instruction-words.json. */
const INSTRUCTION = readVocabulary("edit-instruction-words.json");

/** Fractions of a portion said in words ("I only ate a third", "two thirds of the pizza"). */
export const FRACTION_WORDS: Readonly<Record<string, number>> = INSTRUCTION.fractions;

/** What opens a clause that says how much of it was eaten: "I only ate", "just", "only had". */
export const PORTION_EATEN_OPENERS: readonly string[] = INSTRUCTION.portionEatenOpeners;

/** What opens a clause that says what the item was like: "make it skim", "the soda was diet", "switch to decaf". */
export const DESCRIBE_OPENERS: readonly string[] = INSTRUCTION.describeOpeners;

/** Joining words between the new words and the old in "skim, not whole", "grande instead of tall". */
export const INSTEAD_WORDS: readonly string[] = INSTRUCTION.insteadWords;

/** Words that name where a part sits: "the milk in my latte", "the cheese on the burger". */
export const PART_OF_WORDS: readonly string[] = INSTRUCTION.partOfWords;

/** Words that say nothing about which item: "make IT skim". */
export const POINTING_WORDS: readonly string[] = INSTRUCTION.pointingWords;

/** What opens a clause that says an item was not eaten after all ("I skipped the chicken"). */
export const NOT_EATEN_OPENERS: readonly string[] = INSTRUCTION.notEatenOpeners;

/** What opens a clause that gives an item's true amount ("actually 2 pancakes", "make it 3 slices", "I had 4, not 2"). */
export const AMOUNT_OPENERS: readonly string[] = INSTRUCTION.amountOpeners;

/** Verbs that open a clause adding or removing something: such a clause never only describes an item. */
export const ACTION_OPENERS: readonly string[] = INSTRUCTION.actionOpeners;
