import type { MealType } from "../../src/contracts/index.js";

export type EditKind =
  | "add"
  | "remove"
  | "part"
  | "replace"
  | "variant"
  | "count"
  | "size"
  | "amount"
  | "scale"
  | "time"
  | "multi"
  | "refusal";

/** One correction: the meal as first logged, what the user said, and what the corrected meal should count. */
export interface EditCase {
  kind: EditKind;
  meal: string;
  instruction: string;
  /** Energy of the corrected meal in kcal, or null when the editor must refuse and change nothing. */
  expected: number | null;
  /** How `expected` was worked out from USDA's tables. */
  arithmetic: string;
  /** The meal the correction moves it to, for time changes. */
  mealType?: MealType;
}
