export const INVALID_MEAL_ID = "Invalid meal ID.";

/** Guards against links built from a missing id ("", "undefined"). */
export function isUsableMealId(id: string | null | undefined): id is string {
  return !!id && id.trim() !== "" && id !== "undefined";
}
