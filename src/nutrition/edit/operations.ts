import type { EditOperation } from "../parse/index.js";

/**
 * What the editor can do to a meal: the readers' operations, plus saying what an item was like ("skim, not
 * whole", "make that a large", "the soda was diet"), read from the editor's own vocabulary.
 */
export type EditorOperation =
  | EditOperation
  | {
      kind: "describe";
      /** Describing words the item now has ("skim"). */
      words: string[];
      /** Words it no longer has, when said ("whole"). */
      drop: string[];
      /** The user's words for the item, when said ("the soda", "the milk in my latte"). */
      target?: string;
    }
  /** "I only ate the fish": every other item goes. */
  | { kind: "keep-only"; target: string };
