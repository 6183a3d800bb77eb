import { readVocabulary } from "../../vocabulary/read-vocabulary.js";

/**
 * Parts a dish can be had without ("no cheese", "without the bun", "hold the mayo", "no skin"). The editor first
 * describes the dish without the part and lets the engine pick USDA's food for that ("a turkey sandwich" for
 * "a turkey sandwich with cheese", "Chicken breast, skin not eaten"). When USDA has no such food, it takes off
 * `takeOff` per dish counted, as the engine weighs that phrase ("a slice of cheese"), but only from a dish whose
 * USDA name or the user's words hold one of `inDishes`; elsewhere the part was never counted.
 */
export interface PartWord {
  /** The part's own name, used in messages. */
  name: string;
  /** How people say it: "mayo", "mayonnaise". */
  words: readonly string[];
  /** The part taken off one dish, in words the engine reads; absent when only a USDA variant can take it off. */
  takeOff?: string;
  /** Dish words (in the user's phrase or USDA's name) that hold this part unless said otherwise. */
  inDishes: readonly string[];
  /** A dish named after the part is another dish without it: a cheeseburger without cheese is a hamburger. */
  renames?: Readonly<Record<string, string>>;
}

/** The parts, from src/nutrition/vocabulary/edit-part-words.json. */
export const PART_WORDS: readonly PartWord[] = readVocabulary("edit-part-words.json").parts;
