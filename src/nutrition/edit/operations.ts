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
  | { kind: "keep-only"; target: string }
  /** A tap on one item (by its place in the meal): a new amount in one of its food's units ("usda:2", "g", "cup"). */
  | { kind: "set-item-amount"; index: number; amount: number; unit: string }
  /** A tap choosing another food for one item, at the amount its words say. */
  | { kind: "set-item-food"; index: number; foodId: string }
  /** A tap taking one item off the meal. */
  | { kind: "remove-item"; index: number };
