import { ArrowLeft } from "lucide-react";
import { Link } from "wouter";

/** The link above a meal's own screens back to the list. */
export function BackToMealsLink() {
  return (
    <Link
      href="/meals"
      className="inline-flex w-fit items-center gap-1.5 rounded-md text-sm font-semibold text-slate-600 hover:text-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Meals
    </Link>
  );
}
