import { BackLink } from "../../../components/back-link.js";

/** The link above a meal's own screens back to the list. */
export function BackToMealsLink() {
  return (
    <BackLink href="/meals" className="w-fit text-sm font-semibold text-slate-600 hover:text-brand-800">
      Back to Meals
    </BackLink>
  );
}
