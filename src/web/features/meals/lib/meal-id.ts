import { toast } from "../../../components/ui/use-toast.js";

export const INVALID_MEAL_ID = "Invalid meal ID.";

/** Guards against links built from a missing id ("", "undefined"). */
export function isUsableMealId(id: string | null | undefined): id is string {
  return !!id && id.trim() !== "" && id !== "undefined";
}

/** The spec's error toast for an action on a meal whose id cannot be used; true when the id is usable. */
export function usableMealIdOrToast(id: string | null | undefined): id is string {
  if (isUsableMealId(id)) return true;
  toast({ title: "Error", description: INVALID_MEAL_ID, variant: "destructive" });
  return false;
}
